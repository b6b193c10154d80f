import type { SapAddOn, SapCrystalReport, SapSchedule, SapState, SapThirdParty } from '@erp-agent/core';
import { SAP_STATES } from '@erp-agent/core';
import { type SapConnector, SapConnectorError, type SapRecord } from '../../../sap/connector/index.ts';

/**
 * The company's own registries, kept in user-defined tables as an add-on keeps its data
 * (`U_ERPA_ADDONS`, `U_ERPA_CONNECT`, `U_ERPA_REPORTS`, `U_ERPA_SCHED`): Service Layer has no
 * standard entity for add-on administration, third-party connections or report schedules.
 */
export const REGISTRY = {
  addOns: 'U_ERPA_ADDONS',
  connections: 'U_ERPA_CONNECT',
  reports: 'U_ERPA_REPORTS',
  schedules: 'U_ERPA_SCHED',
} as const;

/** A registry's rows; a company without the table has none (Service Layer refuses the unknown set). */
export async function registryRows(sap: SapConnector, table: string, filter?: string): Promise<SapRecord[]> {
  try {
    return (await sap.query(table, { ...(filter ? { filter } : {}), orderBy: 'Code asc', maxRows: 1000 })).rows;
  } catch (error) {
    if (error instanceof SapConnectorError && error.code === 'invalid_request' && error.message === 'Service Not Found')
      return [];
    throw error;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

function list(value: unknown): string[] {
  return text(value)
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function state(value: unknown): SapState {
  return (SAP_STATES as readonly string[]).includes(text(value)) ? (text(value) as SapState) : 'inactive';
}

export function addOnView(row: SapRecord): SapAddOn {
  return {
    code: text(row.Code),
    kind: row.U_Kind === 'connector' ? 'connector' : 'installed',
    name: text(row.Name),
    version: text(row.U_Version),
    vendor: text(row.U_Vendor),
    category: text(row.U_Category),
    status: state(row.U_Status),
    description: text(row.U_Description),
    lastUpdate: text(row.U_LastUpdate).slice(0, 10) || null,
    size: text(row.U_Size),
    license: text(row.U_License),
    features: list(row.U_Features),
    dependencies: list(row.U_Depends),
    supportLevel: text(row.U_Support),
    complexity: text(row.U_Complexity),
  };
}

export function thirdPartyView(row: SapRecord): SapThirdParty {
  return {
    code: text(row.Code),
    name: text(row.Name),
    status: state(row.U_Status),
    type: text(row.U_Type),
    description: text(row.U_Description),
    lastSync: text(row.U_LastSync) || null,
    syncFrequency: text(row.U_Frequency),
    countName: text(row.U_CountName),
    count: Number(row.U_Count ?? 0) || 0,
  };
}

export function crystalReportView(row: SapRecord): SapCrystalReport {
  return {
    code: text(row.Code),
    name: text(row.Name),
    description: text(row.U_Description),
    category: text(row.U_Category),
    status: state(row.U_Status),
    lastRun: text(row.U_LastRun).slice(0, 10) || null,
    runtime: text(row.U_Runtime),
    size: text(row.U_Size),
    format: text(row.U_Format),
    schedule: text(row.U_Schedule),
    owner: text(row.U_Owner),
    parameters: list(row.U_Params),
  };
}

export function scheduleView(row: SapRecord): SapSchedule {
  return {
    code: text(row.Code),
    name: text(row.Name),
    report: text(row.U_Report),
    frequency: text(row.U_Frequency),
    nextRun: text(row.U_NextRun) || null,
    recipients: list(row.U_Recipients),
    format: text(row.U_Format),
    status: row.U_Status === 'paused' ? 'paused' : 'active',
  };
}
