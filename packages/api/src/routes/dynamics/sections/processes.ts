import type { DynamicsProcess } from '@erp-agent/core';
import type { DataverseRow, DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { workflowCategory } from '../../../dynamics/entity-categories.ts';
import { knownConnector } from '../../../dynamics/power-platform-connectors.ts';
import { formatted, inBatches, percent, since, text } from './row-values.ts';

/** `workflow.category` values for the three kinds the workflows screen shows. */
export const CATEGORY = { classic: 0, businessProcess: 4, cloudFlow: 5 } as const;

const WEBHOOK_MESSAGES: Readonly<Record<number, string>> = {
  1: 'added',
  2: 'deleted',
  3: 'modified',
  4: 'added or modified',
};

interface FlowDefinition {
  readonly trigger: string | null;
  readonly actions: number | null;
  /** Connector API names the flow uses (`shared_office365`). */
  readonly connectors: readonly string[];
}

/** What a cloud flow's `clientdata` (its Logic Apps definition) says about it. */
export function readFlowDefinition(clientdata: string | null): FlowDefinition {
  if (!clientdata) return { trigger: null, actions: null, connectors: [] };
  let parsed: {
    properties?: {
      connectionReferences?: Record<string, { api?: { name?: string } }>;
      definition?: { triggers?: Record<string, unknown>; actions?: Record<string, unknown> };
    };
  };
  try {
    parsed = JSON.parse(clientdata);
  } catch {
    // A definition Power Automate wrote in a shape this product does not read: shown without details.
    return { trigger: null, actions: null, connectors: [] };
  }
  const properties = parsed.properties ?? {};
  const connectors = Object.entries(properties.connectionReferences ?? {}).map(
    ([key, value]) => value.api?.name ?? key,
  );
  const [triggerName, triggerValue] = Object.entries(properties.definition?.triggers ?? {})[0] ?? [];
  const actions = properties.definition?.actions ? Object.keys(properties.definition.actions).length : null;
  return {
    trigger: triggerName === undefined ? null : describeTrigger(triggerName, triggerValue),
    actions,
    connectors,
  };
}

function describeTrigger(name: string, value: unknown): string {
  const trigger = (value ?? {}) as {
    type?: string;
    kind?: string;
    recurrence?: { frequency?: string; interval?: number };
    inputs?: { host?: { apiId?: string }; parameters?: Record<string, unknown> };
  };
  if (trigger.type === 'Recurrence') {
    const every =
      trigger.recurrence?.interval && trigger.recurrence.interval > 1 ? `${trigger.recurrence.interval} ` : '';
    return `Recurrence (every ${every}${(trigger.recurrence?.frequency ?? 'interval').toLowerCase()})`;
  }
  if (trigger.type === 'Request') return 'Manual';
  const parameters = trigger.inputs?.parameters ?? {};
  const entity = parameters['subscriptionRequest/entityname'];
  const message = parameters['subscriptionRequest/message'];
  if (typeof entity === 'string') {
    return `When a ${entity} is ${WEBHOOK_MESSAGES[typeof message === 'number' ? message : 4] ?? 'changed'}`;
  }
  const connector = trigger.inputs?.host?.apiId ? knownConnector(trigger.inputs.host.apiId) : undefined;
  return connector ? `When an event happens in ${connector.displayName}` : name.replace(/_/g, ' ');
}

function classicTrigger(row: DataverseRow): string {
  const events: string[] = [];
  if (row.triggeroncreate === true) events.push('Record is created');
  const fields = text(row, 'triggeronupdateattributelist');
  if (fields) events.push(`Record fields change (${fields})`);
  if (row.triggerondelete === true) events.push('Record is deleted');
  if (row.ondemand === true) events.push('On demand');
  return events.join(', ') || 'Not set';
}

interface RunStats {
  runs: number;
  succeeded: number;
  finished: number;
  last: string | null;
}

function tally(
  rows: readonly DataverseRow[],
  idOf: (row: DataverseRow) => string | null,
  outcome: (row: DataverseRow) => 'succeeded' | 'failed' | 'other',
  when: (row: DataverseRow) => string | null,
): Map<string, RunStats> {
  const stats = new Map<string, RunStats>();
  for (const row of rows) {
    const id = idOf(row);
    if (!id) continue;
    const entry = stats.get(id) ?? { runs: 0, succeeded: 0, finished: 0, last: null };
    entry.runs += 1;
    const result = outcome(row);
    if (result !== 'other') entry.finished += 1;
    if (result === 'succeeded') entry.succeeded += 1;
    const at = when(row);
    if (at && (entry.last === null || at > entry.last)) entry.last = at;
    stats.set(id, entry);
  }
  return stats;
}

/** Cloud flow runs since `from` (Dataverse keeps 28 days of them). */
export function flowRunsSince(connector: DynamicsConnector, from: string) {
  return connector.list('flowruns', {
    select: ['status', 'starttime', '_workflow_value'],
    filter: `starttime ge ${from}`,
    maxRows: 50_000,
  });
}

/** Classic workflow system jobs since `from`. */
export function workflowJobsSince(connector: DynamicsConnector, from: string) {
  return connector.list('asyncoperations', {
    select: ['statuscode', 'createdon', '_workflowactivationid_value'],
    filter: `operationtype eq 10 and createdon ge ${from}`,
    maxRows: 50_000,
  });
}

/**
 * Business process flows, cloud flows and classic workflows as the workflows screen shows them:
 * each one's state from its workflow row, its figures counted from the runs Dataverse keeps.
 */
export async function readProcesses(connector: DynamicsConnector, now: Date): Promise<DynamicsProcess[]> {
  const month = since(now, 30);
  const [workflows, stages, flowRuns, jobs, tables] = await Promise.all([
    connector.list('workflows', {
      select: [
        'name',
        'description',
        'category',
        'primaryentity',
        'uniquename',
        'statecode',
        'clientdata',
        'modifiedon',
        '_ownerid_value',
        'triggeroncreate',
        'triggerondelete',
        'triggeronupdateattributelist',
        'ondemand',
      ],
      filter: `type eq 1 and (category eq ${CATEGORY.classic} or category eq ${CATEGORY.businessProcess} or category eq ${CATEGORY.cloudFlow})`,
      orderBy: ['name asc'],
      annotations: true,
    }),
    connector.list('processstages', {
      select: ['stagename', 'stagecategory', '_processid_value'],
      orderBy: ['stagecategory asc'],
    }),
    flowRunsSince(connector, month),
    workflowJobsSince(connector, month),
    connector.metadata('EntityDefinitions', { select: ['LogicalName', 'EntitySetName', 'DisplayName'] }),
  ]);
  const tableOf = (logicalName: string | null) => tables.find((table) => table.LogicalName === logicalName);
  const displayName = (logicalName: string | null) => {
    const table = tableOf(logicalName);
    const named = (table?.DisplayName as { UserLocalizedLabel?: { Label?: string } } | undefined)?.UserLocalizedLabel
      ?.Label;
    return named ?? logicalName;
  };
  const flowStats = tally(
    flowRuns.rows,
    (row) => text(row, '_workflow_value'),
    (row) =>
      row.status === 'Succeeded'
        ? 'succeeded'
        : row.status === 'Failed' || row.status === 'Cancelled'
          ? 'failed'
          : 'other',
    (row) => text(row, 'starttime'),
  );
  const jobStats = tally(
    jobs.rows,
    (row) => text(row, '_workflowactivationid_value'),
    (row) =>
      row.statuscode === 30 ? 'succeeded' : row.statuscode === 31 || row.statuscode === 32 ? 'failed' : 'other',
    (row) => text(row, 'createdon'),
  );

  return inBatches(workflows.rows, 4, async (row): Promise<DynamicsProcess> => {
    const id = String(row.workflowid);
    const name = text(row, 'name') ?? '';
    const description = text(row, 'description');
    const entity = text(row, 'primaryentity');
    const base = {
      id,
      name,
      description,
      category: workflowCategory(name, description, entity),
      status: row.statecode === 1 ? ('active' as const) : ('inactive' as const),
      entity: entity && entity !== 'none' ? (displayName(entity) ?? entity) : null,
      owner: formatted(row, '_ownerid_value'),
      lastModified: text(row, 'modifiedon'),
      stages: [] as string[],
      activeRecords: null,
      completionRate: null,
      averageDurationDays: null,
      trigger: null,
      runs30d: null,
      successRate: null,
      lastRun: null,
      actions: null,
    };
    if (row.category === CATEGORY.businessProcess) {
      const stageNames = stages.rows
        .filter((stage) => stage._processid_value === id)
        .map((stage) => text(stage, 'stagename') ?? '');
      const set = text(tableOf(text(row, 'uniquename')) ?? {}, 'EntitySetName');
      if (!set) return { ...base, kind: 'business-process', stages: stageNames };
      const [active, total, finished] = await Promise.all([
        connector.count(set, 'statecode eq 0'),
        connector.count(set),
        connector.list(set, { select: ['duration'], filter: 'statuscode eq 2', maxRows: 5000 }),
      ]);
      const durations = finished.rows
        .map((instance) => instance.duration)
        .filter((value): value is number => typeof value === 'number');
      const meanMinutes =
        durations.length === 0 ? null : durations.reduce((sum, value) => sum + value, 0) / durations.length;
      return {
        ...base,
        kind: 'business-process',
        stages: stageNames,
        activeRecords: active,
        completionRate: percent(finished.rows.length, total),
        averageDurationDays: meanMinutes === null ? null : Math.round((meanMinutes / 1440) * 10) / 10,
      };
    }
    if (row.category === CATEGORY.cloudFlow) {
      const definition = readFlowDefinition(text(row, 'clientdata'));
      const stats = flowStats.get(id);
      return {
        ...base,
        kind: 'cloud-flow',
        trigger: definition.trigger,
        actions: definition.actions,
        runs30d: stats?.runs ?? 0,
        successRate: stats ? percent(stats.succeeded, stats.finished) : null,
        lastRun: stats?.last ?? null,
      };
    }
    const stats = jobStats.get(id);
    return {
      ...base,
      kind: 'classic',
      trigger: classicTrigger(row),
      runs30d: stats?.runs ?? 0,
      successRate: stats ? percent(stats.succeeded, stats.finished) : null,
      lastRun: stats?.last ?? null,
    };
  });
}

/** Activates or deactivates a process: its workflow row's state and status reason, as the maker portal sets them. */
export async function setProcessState(connector: DynamicsConnector, id: string, active: boolean): Promise<void> {
  await connector.update('workflows', id, active ? { statecode: 1, statuscode: 2 } : { statecode: 0, statuscode: 1 });
}
