import type { SapIntegrations, SapServiceLayerApi } from '@erp-agent/core';
import type { SapCallLog } from '../../../sap/calls/sap-call-log.ts';
import type { SapConnector } from '../../../sap/connector/index.ts';
import { lastTwoDays } from './metrics-view.ts';
import { addOnView, REGISTRY, registryRows, thirdPartyView } from './registries-view.ts';

/** The Service Layer entity sets this product works with, as the integrations screen lists them. */
const APIS: readonly (readonly [string, string, string])[] = [
  ['BusinessPartners', 'Business Partners API', 'Customers, vendors and leads: balances, contacts, credit limits.'],
  ['Orders', 'Sales Orders API', 'Sales orders and their lines, from quotation to delivery.'],
  ['Items', 'Items API', 'Item master data, prices and stock by warehouse.'],
  ['PurchaseOrders', 'Purchase Orders API', 'Purchase orders to vendors and what has been received.'],
  ['Invoices', 'A/R Invoices API', 'Customer invoices, payments against them and what is still open.'],
];

/** The integrations screen: Service Layer's APIs as this product has used them, and the company's connections. */
export async function loadIntegrations(sap: SapConnector, log: SapCallLog, now = new Date()): Promise<SapIntegrations> {
  const [usage, connections, addOns] = await Promise.all([
    log.byResource(lastTwoDays(now).current[0]),
    registryRows(sap, REGISTRY.connections),
    registryRows(sap, REGISTRY.addOns, "U_Kind eq 'connector'"),
  ]);
  const version = /\/b1s\/(v[12])\/$/.exec(sap.serviceRoot)?.[1] ?? 'v2';
  const apis = APIS.map(([resource, name, description]): SapServiceLayerApi => {
    const used = usage.find((row) => row.resource === resource);
    const status =
      !used || used.calls === 0 ? 'inactive' : used.lastOk === false ? 'error' : used.failed > 0 ? 'warning' : 'active';
    return {
      id: resource,
      name,
      status,
      description,
      endpoint: `/b1s/${version}/${resource}`,
      requests24h: used?.calls ?? 0,
      avgResponseTimeMs: used?.meanMs === null || used?.meanMs === undefined ? null : Math.round(used.meanMs),
      lastUsed: used?.lastAt?.toISOString() ?? null,
      version,
    };
  });
  return { apis, thirdParty: connections.map(thirdPartyView), connectors: addOns.map(addOnView) };
}
