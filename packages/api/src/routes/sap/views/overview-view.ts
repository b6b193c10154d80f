import type { SapActivity, SapOverview, SapPeriod } from '@erp-agent/core';
import type { SapCallLog } from '../../../sap/calls/sap-call-log.ts';
import type { SapConnector } from '../../../sap/connector/index.ts';
import { isActiveDocument, loadDocuments } from './documents-view.ts';
import { healthFigures, periodWindows } from './metrics-view.ts';
import { addOnView, crystalReportView, REGISTRY, registryRows, thirdPartyView } from './registries-view.ts';

const money = (amount: number | null, currency: string | null) =>
  amount === null
    ? ''
    : ` · ${currency ?? ''}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The SAP dashboard: tiles counted from the company's records, health measured from the calls
 * recorded over the period against the one before it.
 */
export async function loadOverview(
  sap: SapConnector,
  log: SapCallLog,
  period: SapPeriod,
  now = new Date(),
): Promise<SapOverview> {
  // Read before this screen's own calls, so the figures are those of the calls already made.
  const windows = periodWindows(period, now);
  const [current, previous] = await Promise.all([log.window(...windows.current), log.window(...windows.previous)]);
  const [
    documents,
    users,
    activeUsers,
    businessPartners,
    items,
    addOnRows,
    connectionRows,
    reportRows,
    newestPartners,
  ] = await Promise.all([
    loadDocuments(sap),
    sap.count('Users'),
    sap.count('Users', "Locked eq 'tNO'"),
    sap.count('BusinessPartners'),
    sap.count('Items'),
    registryRows(sap, REGISTRY.addOns),
    registryRows(sap, REGISTRY.connections),
    registryRows(sap, REGISTRY.reports),
    sap.query('BusinessPartners', {
      select: ['CardCode', 'CardName', 'CardType', 'CreateDate'],
      orderBy: 'CreateDate desc',
      top: 2,
      maxRows: 2,
    }),
  ]);
  const addOns = addOnRows.map(addOnView).filter((addOn) => addOn.kind === 'installed');
  const connections = connectionRows.map(thirdPartyView);

  const activities: SapActivity[] = [
    ...documents.documents
      .filter((document) => document.group !== 'inventory')
      .slice(0, 4)
      .map(
        (document): SapActivity => ({
          id: `document:${document.id}`,
          at: document.date,
          action: `${document.type} ${isActiveDocument(document) ? 'created' : 'processed'}`,
          details: `${document.id} · ${document.party}${money(document.amount, document.currency)}`,
          type: 'document',
          status: document.status === 'cancelled' ? 'failed' : isActiveDocument(document) ? 'pending' : 'completed',
        }),
      ),
    ...addOns
      .filter((addOn) => addOn.lastUpdate !== null)
      .sort((a, b) => String(b.lastUpdate).localeCompare(String(a.lastUpdate)))
      .slice(0, 2)
      .map(
        (addOn): SapActivity => ({
          id: `addon:${addOn.code}`,
          at: addOn.lastUpdate ?? '',
          action: 'Add-on updated',
          details: `${addOn.name} ${addOn.version}`,
          type: 'addon',
          status: addOn.status === 'error' ? 'failed' : 'completed',
        }),
      ),
    ...reportRows
      .map(crystalReportView)
      .filter((report) => report.lastRun !== null)
      .sort((a, b) => String(b.lastRun).localeCompare(String(a.lastRun)))
      .slice(0, 2)
      .map(
        (report): SapActivity => ({
          id: `report:${report.code}`,
          at: report.lastRun ?? '',
          action: 'Report generated',
          details: `${report.name} (${report.format})`,
          type: 'report',
          status: report.status === 'error' ? 'failed' : 'completed',
        }),
      ),
    ...newestPartners.rows.map(
      (partner): SapActivity => ({
        id: `partner:${String(partner.CardCode)}`,
        at: String(partner.CreateDate ?? '').slice(0, 10),
        action: 'Business partner added',
        details: `${String(partner.CardCode)} · ${String(partner.CardName)}`,
        type: 'master-data',
        status: 'completed',
      }),
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return {
    companyDb: sap.companyDb,
    period,
    counts: {
      documents: documents.documents.length,
      activeDocuments: documents.documents.filter(isActiveDocument).length,
      users,
      activeUsers,
      businessPartners,
      items,
      addOns: addOns.length,
      integrations: connections.length,
    },
    metrics: healthFigures(current, previous),
    alerts:
      addOns.filter((addOn) => addOn.status === 'error').length +
      connections.filter((connection) => connection.status === 'warning' || connection.status === 'disconnected')
        .length,
    activities,
  };
}
