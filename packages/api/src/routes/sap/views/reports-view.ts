import type { SapReports, SapSystemReport } from '@erp-agent/core';
import type { SapConnector } from '../../../sap/connector/index.ts';
import { crystalReportView, REGISTRY, registryRows, scheduleView } from './registries-view.ts';

/** SAP Business One's built-in reports, each counted from the company when the screen asks. */
const SYSTEM_REPORTS: readonly (readonly [string, string, string, string, string, string | undefined])[] = [
  [
    'open-sales-orders',
    'Open Sales Orders',
    'Sales orders not yet delivered in full.',
    'Sales',
    'Orders',
    "DocumentStatus eq 'bost_Open'",
  ],
  [
    'customer-aging',
    'Customer Receivables Aging',
    'A/R invoices with an open balance.',
    'Finance',
    'Invoices',
    "DocumentStatus eq 'bost_Open'",
  ],
  [
    'inventory-status',
    'Inventory Status',
    'Items with stock, committed and ordered quantities by warehouse.',
    'Inventory',
    'Items',
    undefined,
  ],
  [
    'purchase-analysis',
    'Purchase Analysis',
    'Purchase orders by vendor and status.',
    'Purchasing',
    'PurchaseOrders',
    undefined,
  ],
];

export async function loadReports(sap: SapConnector, now = new Date()): Promise<SapReports> {
  const [crystal, schedules, system] = await Promise.all([
    registryRows(sap, REGISTRY.reports),
    registryRows(sap, REGISTRY.schedules),
    Promise.all(
      SYSTEM_REPORTS.map(
        async ([id, name, description, category, set, filter]): Promise<SapSystemReport> => ({
          id,
          name,
          description,
          category,
          type: 'Built-in',
          lastGenerated: now.toISOString(),
          records: await sap.count(set, filter),
          owner: 'SAP Business One',
        }),
      ),
    ),
  ]);
  return { crystal: crystal.map(crystalReportView), system, schedules: schedules.map(scheduleView) };
}
