import type { DynamicsActivity, DynamicsMetric, DynamicsOverview, DynamicsPeriod } from '@erp-agent/core';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dynamicsCalls, dynamicsSyncRuns } from '../../../db/schema.ts';
import type { DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { readIntegrations } from './integrations.ts';
import { CATEGORY, flowRunsSince, workflowJobsSince } from './processes.ts';
import { percent, text } from './row-values.ts';

const PERIOD_MS: Readonly<Record<DynamicsPeriod, number>> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

function rateStatus(value: number | null): DynamicsMetric['status'] {
  if (value === null) return 'unknown';
  return value >= 95 ? 'healthy' : value >= 90 ? 'warning' : 'critical';
}

function latencyStatus(value: number | null): DynamicsMetric['status'] {
  if (value === null) return 'unknown';
  return value <= 500 ? 'healthy' : value <= 2000 ? 'warning' : 'critical';
}

interface Window {
  readonly from: Date;
  readonly to: Date;
}

const within = (at: string | null, window: Window) => at !== null && at >= iso(window.from) && at < iso(window.to);

/**
 * The Dynamics dashboard for a period: tiles counted from the environment's rows, and four
 * figures measured over the period and the one before it: the median duration of this user's
 * Dataverse calls, the share of classic workflow jobs and of cloud flow runs that succeeded, and
 * the share of sync runs from this console that succeeded.
 */
export async function readOverview(
  connector: DynamicsConnector,
  db: Database,
  userId: string,
  period: DynamicsPeriod,
  now: Date,
): Promise<DynamicsOverview> {
  const span = PERIOD_MS[period];
  const current: Window = { from: new Date(now.getTime() - span), to: now };
  const previous: Window = { from: new Date(now.getTime() - 2 * span), to: current.from };
  const month = new Date(now.getTime() - 30 * 86_400_000);
  const earliest = new Date(Math.min(previous.from.getTime(), month.getTime()));

  const [
    entities,
    activeUsers,
    workflows,
    modelApps,
    canvasApps,
    references,
    runs,
    jobs,
    calls,
    syncs,
    integrations,
    changed,
    processes,
  ] = await Promise.all([
    connector.metadata('EntityDefinitions', { select: ['LogicalName', 'IsCustomEntity'] }),
    connector.count('systemusers', 'isdisabled eq false and accessmode ne 4'),
    connector.count(
      'workflows',
      `type eq 1 and (category eq ${CATEGORY.classic} or category eq ${CATEGORY.businessProcess} or category eq ${CATEGORY.cloudFlow})`,
    ),
    connector.count('appmodules'),
    connector.count('canvasapps'),
    connector.count('connectionreferences'),
    flowRunsSince(connector, iso(earliest)),
    workflowJobsSince(connector, iso(earliest)),
    db
      .select({
        durationMs: dynamicsCalls.durationMs,
        status: dynamicsCalls.status,
        createdAt: dynamicsCalls.createdAt,
      })
      .from(dynamicsCalls)
      .where(
        and(eq(dynamicsCalls.userId, userId), gte(dynamicsCalls.createdAt, earliest), lt(dynamicsCalls.createdAt, now)),
      ),
    db
      .select({ outcome: dynamicsSyncRuns.outcome, createdAt: dynamicsSyncRuns.createdAt })
      .from(dynamicsSyncRuns)
      .where(and(eq(dynamicsSyncRuns.userId, userId), gte(dynamicsSyncRuns.createdAt, previous.from))),
    readIntegrations(connector, db, userId, now),
    connector.list('workflows', {
      select: ['name', 'category', 'statecode', 'modifiedon'],
      filter: `type eq 1 and modifiedon ge ${iso(current.from)}`,
      orderBy: ['modifiedon desc'],
      top: 20,
    }),
    connector.list('workflows', { select: ['name'], filter: 'type eq 1' }),
  ]);
  const processName = (id: unknown) =>
    text(processes.rows.find((row) => row.workflowid === id) ?? {}, 'name') ?? 'A process no longer in the environment';

  const callsIn = (window: Window) =>
    calls.filter((call) => call.createdAt >= window.from && call.createdAt < window.to);
  const flowRate = (window: Window) => {
    const finished = runs.rows.filter(
      (run) => within(text(run, 'starttime'), window) && (run.status === 'Succeeded' || run.status === 'Failed'),
    );
    return {
      value: percent(finished.filter((run) => run.status === 'Succeeded').length, finished.length),
      samples: finished.length,
    };
  };
  const jobRate = (window: Window) => {
    const finished = jobs.rows.filter(
      (job) => within(text(job, 'createdon'), window) && typeof job.statuscode === 'number' && job.statuscode >= 30,
    );
    return {
      value: percent(finished.filter((job) => job.statuscode === 30).length, finished.length),
      samples: finished.length,
    };
  };
  const syncRate = (window: Window) => {
    const inWindow = syncs.filter((run) => run.createdAt >= window.from && run.createdAt < window.to);
    return {
      value: percent(inWindow.filter((run) => run.outcome === 'succeeded').length, inWindow.length),
      samples: inWindow.length,
    };
  };
  const latency = (window: Window) => median(callsIn(window).map((call) => call.durationMs));

  const apiNow = latency(current);
  const workflowNow = jobRate(current);
  const syncNow = syncRate(current);
  const flowNow = flowRate(current);
  const metrics: DynamicsMetric[] = [
    {
      id: 'api-response-time',
      label: 'API.RESPONSE.TIME',
      value: apiNow,
      previous: latency(previous),
      unit: 'ms',
      samples: callsIn(current).length,
      status: latencyStatus(apiNow),
    },
    {
      id: 'workflow-success',
      label: 'WORKFLOW.SUCCESS',
      value: workflowNow.value,
      previous: jobRate(previous).value,
      unit: '%',
      samples: workflowNow.samples,
      status: rateStatus(workflowNow.value),
    },
    {
      id: 'data-sync-rate',
      label: 'DATA.SYNC.RATE',
      value: syncNow.value,
      previous: syncRate(previous).value,
      unit: '%',
      samples: syncNow.samples,
      status: rateStatus(syncNow.value),
    },
    {
      id: 'power-platform',
      label: 'POWER.PLATFORM',
      value: flowNow.value,
      previous: flowRate(previous).value,
      unit: '%',
      samples: flowNow.samples,
      status: rateStatus(flowNow.value),
    },
  ];

  const activities: DynamicsActivity[] = [
    ...runs.rows
      .filter((run) => within(text(run, 'starttime'), current))
      .map((run) => ({
        id: `flowrun:${String(run.flowrunid)}`,
        time: text(run, 'starttime') ?? '',
        action: 'Cloud flow run',
        details: `${processName(run._workflow_value)}: ${String(run.status).toLowerCase()}`,
        type: 'workflow' as const,
        status:
          run.status === 'Succeeded'
            ? ('completed' as const)
            : run.status === 'Failed'
              ? ('failed' as const)
              : ('pending' as const),
      })),
    ...jobs.rows
      .filter((job) => within(text(job, 'createdon'), current))
      .map((job) => ({
        id: `job:${String(job.asyncoperationid)}`,
        time: text(job, 'createdon') ?? '',
        action: 'Workflow job',
        details: processName(job._workflowactivationid_value),
        type: 'process' as const,
        status:
          job.statuscode === 30
            ? ('completed' as const)
            : job.statuscode === 31 || job.statuscode === 32
              ? ('failed' as const)
              : ('pending' as const),
      })),
    ...changed.rows.map((workflow) => ({
      id: `workflow:${String(workflow.workflowid)}`,
      time: text(workflow, 'modifiedon') ?? '',
      action: workflow.statecode === 1 ? 'Process activated' : 'Process deactivated',
      details: text(workflow, 'name') ?? '',
      type: 'workflow' as const,
      status: 'completed' as const,
    })),
  ]
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, 25);

  const monthWindow: Window = { from: month, to: now };
  const monthCalls = callsIn(monthWindow);
  const answered = monthCalls.filter((call) => call.status !== null && call.status < 500).length;
  const dayAgo: Window = { from: new Date(now.getTime() - 86_400_000), to: now };
  const today: Window = {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    to: now,
  };
  const runsIn = (window: Window) => runs.rows.filter((run) => within(text(run, 'starttime'), window)).length;
  const before = runsIn(previous);
  const failedToday =
    runs.rows.filter((run) => within(text(run, 'starttime'), dayAgo) && run.status === 'Failed').length +
    jobs.rows.filter((job) => within(text(job, 'createdon'), dayAgo) && job.statuscode === 31).length;

  return {
    period,
    tiles: {
      totalEntities: entities.length,
      activeUsers,
      customEntities: entities.filter((entity) => entity.IsCustomEntity === true).length,
      workflows,
      powerApps: modelApps + canvasApps,
      integrations: references,
    },
    metrics,
    activities,
    integrations: integrations
      .filter((integration) => integration.kind === 'microsoft')
      .sort((a, b) => b.runs30d - a.runs30d)
      .slice(0, 4),
    health: {
      availability30d: percent(answered, monthCalls.length),
      calls30d: monthCalls.length,
      usageChange: before === 0 ? null : Math.round(((runsIn(current) - before) / before) * 1000) / 10,
      flowRunsToday: runsIn(today),
      alerts: failedToday + integrations.filter((integration) => integration.status === 'disconnected').length,
    },
  };
}
