import type { DashboardActivity, DashboardMetric, NetsuiteDashboard, NetsuitePeriod } from '@erp-agent/core';
import type { Database } from '../../db/client.ts';
import type { NetsuiteConnector } from '../connector/index.ts';
import { asMoment, moment, number, percent, rows, text } from './account-rows.ts';
import { agentCallStats, recentAgentCalls } from './agent-call-stats.ts';
import { readIntegrations } from './integrations.ts';

/** The period in days, as SuiteQL subtracts it from SYSDATE. */
const DAYS: Readonly<Record<NetsuitePeriod, string>> = { '1h': '0.0416667', '24h': '1', '7d': '7', '30d': '30' };

/** Activities the dashboard lists at most. */
const ACTIVITY_LIMIT = 15;

type Status = DashboardMetric['status'];

/** Lower is better: healthy up to `healthy`, warning up to `warning`, critical above; nothing measured is healthy. */
const atMost = (value: number | null, healthy: number, warning: number): Status =>
  value === null || value <= healthy ? 'healthy' : value <= warning ? 'warning' : 'critical';
/** Higher is better. */
const atLeast = (value: number | null, healthy: number, warning: number): Status =>
  value === null || value >= healthy ? 'healthy' : value >= warning ? 'warning' : 'critical';

/**
 * The NetSuite dashboard over a period: the account's totals and what was created, run and
 * started in it, the agent's calls into it, the latest activity of both, and the integrations.
 * Thresholds: agent response time healthy to 1 s, warning to 3 s; agent success healthy from 99%,
 * warning from 95%; script error rate healthy to 1%, warning to 5%; workflow success as agent success.
 */
export async function readDashboard(
  connector: NetsuiteConnector,
  db: Database,
  accountId: string,
  period: NetsuitePeriod,
): Promise<NetsuiteDashboard> {
  const since = `SYSDATE - ${DAYS[period]}`;
  const [counts, scriptRuns, instances, transactions, calls, recent] = await Promise.all([
    rows(
      connector,
      `SELECT (SELECT COUNT(*) FROM customer) AS customers, (SELECT COUNT(*) FROM vendor) AS vendors,
        (SELECT COUNT(*) FROM item) AS items,
        (SELECT COUNT(*) FROM transaction t WHERE t.createddate >= ${since}) AS transactions
      FROM DUAL`,
    ),
    rows(
      connector,
      `SELECT SUM(CASE WHEN sn.title = 'PERF_TIMING' THEN 1 ELSE 0 END) AS runs,
        SUM(CASE WHEN sn.type = 'ERROR' THEN 1 ELSE 0 END) AS errors
      FROM scriptnote sn WHERE sn.date >= ${since}`,
    ),
    rows(
      connector,
      `SELECT COUNT(*) AS started, SUM(CASE WHEN wi.status = 'Complete' THEN 1 ELSE 0 END) AS complete,
        SUM(CASE WHEN wi.status = 'Failed' THEN 1 ELSE 0 END) AS failed
      FROM workflowinstance wi WHERE wi.datecreated >= ${since}`,
    ),
    rows(
      connector,
      `SELECT t.id, t.tranid, BUILTIN.DF(t.type) AS type, BUILTIN.DF(t.entity) AS entity, ${asMoment('t.createddate')} AS created
      FROM transaction t WHERE t.createddate >= ${since} ORDER BY t.createddate DESC, t.id DESC`,
      ACTIVITY_LIMIT,
    ),
    agentCallStats(db, accountId, period),
    recentAgentCalls(db, accountId, period, ACTIVITY_LIMIT),
  ]);
  const integrations = await readIntegrations(connector, period, calls);
  const count = counts[0];
  const runs = scriptRuns[0];
  const started = instances[0];
  const agent = [...calls.values()];
  const requests = agent.reduce((sum, stats) => sum + stats.requests, 0);
  const errors = agent.reduce((sum, stats) => sum + stats.errors, 0);
  const totalMs = agent.reduce((sum, stats) => sum + (stats.avgMs ?? 0) * stats.requests, 0);
  const avgMs = requests === 0 ? null : Math.round(totalMs / requests);
  const agentSuccess = percent(requests - errors, requests);
  const scriptErrorRate = percent(runs ? (number(runs, 'errors') ?? 0) : 0, runs ? (number(runs, 'runs') ?? 0) : 0);
  const complete = started ? (number(started, 'complete') ?? 0) : 0;
  const failed = started ? (number(started, 'failed') ?? 0) : 0;
  const workflowSuccess = percent(complete, complete + failed);

  const activities: DashboardActivity[] = [
    ...transactions.map(
      (row): DashboardActivity => ({
        time: moment(row, 'created') ?? new Date(0).toISOString(),
        action: `${text(row, 'type') ?? 'Transaction'} created`,
        details: [text(row, 'tranid'), text(row, 'entity')].filter((part) => part !== null).join(' · '),
        type: 'record',
        status: 'completed',
      }),
    ),
    ...recent.map(
      (call): DashboardActivity => ({
        time: call.createdAt.toISOString(),
        action: `Agent called ${call.tool}`,
        details: `${call.durationMs} ms`,
        type: 'agent',
        status: call.outcome === 'error' ? 'failed' : call.outcome === 'proposed' ? 'pending' : 'completed',
      }),
    ),
  ]
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, ACTIVITY_LIMIT);

  return {
    period,
    accountId,
    totals: [
      { label: 'CUSTOMERS', value: count ? (number(count, 'customers') ?? 0) : 0 },
      { label: 'VENDORS', value: count ? (number(count, 'vendors') ?? 0) : 0 },
      { label: 'ITEMS', value: count ? (number(count, 'items') ?? 0) : 0 },
      { label: 'TRANSACTIONS', value: count ? (number(count, 'transactions') ?? 0) : 0 },
      { label: 'SCRIPT.RUNS', value: runs ? (number(runs, 'runs') ?? 0) : 0 },
      { label: 'WORKFLOW.INSTANCES', value: started ? (number(started, 'started') ?? 0) : 0 },
      { label: 'AGENT.REQUESTS', value: requests },
    ],
    metrics: [
      { label: 'AGENT.RESPONSE.TIME', value: avgMs, unit: 'ms', status: atMost(avgMs, 1000, 3000) },
      { label: 'AGENT.SUCCESS', value: agentSuccess, unit: '%', status: atLeast(agentSuccess, 99, 95) },
      { label: 'SCRIPT.ERROR.RATE', value: scriptErrorRate, unit: '%', status: atMost(scriptErrorRate, 1, 5) },
      { label: 'WORKFLOW.SUCCESS', value: workflowSuccess, unit: '%', status: atLeast(workflowSuccess, 99, 95) },
    ],
    activities,
    integrations: integrations.integrations
      .filter((integration) => integration.kind !== 'custom')
      .map((integration) => ({ name: integration.name, status: integration.status, requests: integration.requests })),
  };
}
