import { randomUUID } from 'node:crypto';
import type { DynamicsIntegration } from '@erp-agent/core';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dynamicsSyncRuns } from '../../../db/schema.ts';
import type { DataverseRow, DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { CONNECTOR_ID_PREFIX, knownConnector } from '../../../dynamics/power-platform-connectors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { CATEGORY, flowRunsSince, readFlowDefinition } from './processes.ts';
import { since, text } from './row-values.ts';

/** A share of failed runs above this puts a connected integration in warning. */
const WARNING_FAILURE_SHARE = 0.05;

function apiName(connectorId: string): string {
  return connectorId.startsWith(CONNECTOR_ID_PREFIX) ? connectorId.slice(CONNECTOR_ID_PREFIX.length) : connectorId;
}

/** Connector API names a canvas app's `connectionreferences` (JSON) names. */
function appConnectors(row: DataverseRow): string[] {
  const json = text(row, 'connectionreferences');
  if (!json) return [];
  try {
    return Object.values(JSON.parse(json) as Record<string, { id?: string }>)
      .map((reference) => (reference.id ? apiName(reference.id) : ''))
      .filter((name) => name !== '');
  } catch {
    // Not the shape Power Apps writes: the app is counted against no connector.
    return [];
  }
}

/**
 * The environment's integrations: its connection references, each with the connector it binds,
 * whether it is bound to a connection, the flows and apps that use the connector and how their
 * runs went, and the syncs run from this console.
 */
export async function readIntegrations(
  connector: DynamicsConnector,
  db: Database,
  userId: string,
  now: Date,
): Promise<DynamicsIntegration[]> {
  const [references, flows, apps, runs, syncs] = await Promise.all([
    connector.list('connectionreferences', {
      select: ['connectionreferencedisplayname', 'connectorid', 'connectionid', 'description', 'modifiedon'],
      orderBy: ['connectionreferencedisplayname asc'],
    }),
    connector.list('workflows', { select: ['clientdata'], filter: `type eq 1 and category eq ${CATEGORY.cloudFlow}` }),
    connector.list('canvasapps', { select: ['connectionreferences'] }),
    flowRunsSince(connector, since(now, 30)),
    db
      .select()
      .from(dynamicsSyncRuns)
      .where(eq(dynamicsSyncRuns.userId, userId))
      .orderBy(desc(dynamicsSyncRuns.createdAt)),
  ]);
  const flowConnectors = flows.rows.map((flow) => ({
    id: String(flow.workflowid),
    connectors: readFlowDefinition(text(flow, 'clientdata')).connectors,
  }));
  return references.rows.map((reference) => {
    const id = String(reference.connectionreferenceid);
    const connectorId = text(reference, 'connectorid') ?? '';
    const api = apiName(connectorId);
    const known = knownConnector(connectorId);
    const flowIds = new Set(flowConnectors.filter((flow) => flow.connectors.includes(api)).map((flow) => flow.id));
    const flowRuns = runs.rows.filter((run) => flowIds.has(String(run._workflow_value)));
    const failed = flowRuns.filter((run) => run.status === 'Failed').length;
    const lastActivity = flowRuns.reduce<string | null>((latest, run) => {
      const at = text(run, 'starttime');
      return at && (latest === null || at > latest) ? at : latest;
    }, null);
    const mine = syncs.filter((sync) => sync.integrationId === id);
    const connected = text(reference, 'connectionid') !== null;
    return {
      id,
      name: text(reference, 'connectionreferencedisplayname') ?? known?.displayName ?? api,
      kind: known?.kind ?? 'third-party',
      type: known?.type ?? 'Custom',
      description: text(reference, 'description') ?? known?.description ?? null,
      status: !connected
        ? 'disconnected'
        : flowRuns.length > 0 && failed / flowRuns.length > WARNING_FAILURE_SHARE
          ? 'warning'
          : 'connected',
      connectorId,
      flows: flowIds.size,
      apps: apps.rows.filter((app) => appConnectors(app).includes(api)).length,
      runs30d: flowRuns.length,
      failedRuns30d: failed,
      lastActivity,
      lastSync: mine[0]?.createdAt.toISOString() ?? null,
      syncRuns: mine.length,
      syncSucceeded: mine.filter((sync) => sync.outcome === 'succeeded').length,
    } satisfies DynamicsIntegration;
  });
}

/**
 * CONNECT: binds the connection reference to a connection. Connections live in the Power Platform's
 * connection service, which signs in to the third party; this product cannot make one there, so a
 * real environment is told so, while the sandbox (which stands for that service too) makes one.
 */
export async function connectIntegration(connector: DynamicsConnector, id: string, sandbox: boolean): Promise<void> {
  if (!sandbox) {
    throw new ApiError(
      422,
      'dynamics_connection_needed',
      'Binding a connection reference needs a connection made in Power Apps (make.powerapps.com › Connections), which signs in to the service; this product cannot make one. Make the connection there, then set it on the connection reference in the solution.',
    );
  }
  await connector.update('connectionreferences', id, { connectionid: randomUUID().replace(/-/g, '') });
}

export interface SyncOutcome {
  readonly outcome: 'succeeded' | 'failed';
  readonly records: number;
  readonly message: string | null;
}

/**
 * SYNC: reads the integration from Dataverse now (its binding, and the runs of the flows that
 * use its connector in the last sync interval) and records the run, so the sync rate is measured.
 */
export async function syncIntegration(
  connector: DynamicsConnector,
  db: Database,
  userId: string,
  id: string,
  now: Date,
  intervalMinutes: number,
): Promise<SyncOutcome> {
  const started = performance.now();
  let outcome: SyncOutcome;
  let name = id;
  try {
    const reference = await connector.get('connectionreferences', id, {
      select: ['connectionreferencedisplayname', 'connectorid', 'connectionid'],
    });
    name = text(reference, 'connectionreferencedisplayname') ?? id;
    if (text(reference, 'connectionid') === null) {
      outcome = { outcome: 'failed', records: 0, message: `${name} is not bound to a connection: CONNECT it first.` };
    } else {
      const api = apiName(text(reference, 'connectorid') ?? '');
      const flows = await connector.list('workflows', {
        select: ['clientdata'],
        filter: `type eq 1 and category eq ${CATEGORY.cloudFlow}`,
      });
      const ids = flows.rows
        .filter((flow) => readFlowDefinition(text(flow, 'clientdata')).connectors.includes(api))
        .map((flow) => String(flow.workflowid));
      const runs = await flowRunsSince(connector, since(now, Math.max(intervalMinutes, 1) / 1440));
      const records = runs.rows.filter((run) => ids.includes(String(run._workflow_value))).length;
      outcome = { outcome: 'succeeded', records, message: null };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    outcome = { outcome: 'failed', records: 0, message: error instanceof Error ? error.message : String(error) };
  }
  await db.insert(dynamicsSyncRuns).values({
    userId,
    integrationId: id,
    integrationName: name,
    outcome: outcome.outcome,
    records: outcome.records,
    message: outcome.message,
    durationMs: Math.round(performance.now() - started),
  });
  return outcome;
}
