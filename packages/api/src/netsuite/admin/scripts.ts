import {
  type AccountScript,
  ERROR_RATE_ERROR,
  ERROR_RATE_WARNING,
  type ScriptDeployment,
  type ScriptKind,
  type ScriptList,
  type ScriptStatus,
} from '@erp-agent/core';
import type { NetsuiteConnector, SuiteqlRow } from '../connector/index.ts';
import { asMoment, flag, moment, number, percent, rows, text } from './account-rows.ts';
import { recordTypeName } from './record-types.ts';

/** `script.scripttype` in 001's words. */
const KINDS: Readonly<Record<string, ScriptKind>> = {
  USEREVENT: 'UserEvent',
  CLIENT: 'ClientScript',
  RESTLET: 'RESTlet',
  SCHEDULED: 'ScheduledScript',
  ACTION: 'WorkflowAction',
  MAPREDUCE: 'MapReduce',
  SCRIPTLET: 'Suitelet',
};

/**
 * Runs and failures come from the execution log: each run logs a `PERF_TIMING` audit entry whose
 * detail starts with `{"duration_ms":N,` (the instrumentation NetSuite suggests for script types
 * it does not time), each failure an ERROR entry. The runtime is read from the detail in SuiteQL.
 */
const DURATION = `TO_NUMBER(SUBSTR(sn.detail, 16, INSTR(sn.detail, ',') - 16))`;

const QUERIES = {
  scripts: `SELECT s.id, s.scriptid, s.name, s.description, s.scripttype, s.apiversion, s.isinactive,
      BUILTIN.DF(s.owner) AS owner, s.scriptfile, ${asMoment('s.lastmodifieddate')} AS lastmodified
    FROM script s ORDER BY s.name`,
  deployments: `SELECT d.id, d.script, d.scriptid, d.title, d.status, d.isdeployed, d.loglevel, d.recordtype,
      d.allroles, d.allemployees
    FROM scriptdeployment d ORDER BY d.id`,
  contexts: 'SELECT m.scriptrecord, m.executioncontext FROM scriptexecutioncontextmap m',
  runs: `SELECT sn.scripttype AS script,
      SUM(CASE WHEN sn.title = 'PERF_TIMING' THEN 1 ELSE 0 END) AS runs,
      SUM(CASE WHEN sn.type = 'ERROR' THEN 1 ELSE 0 END) AS errors,
      AVG(CASE WHEN sn.title = 'PERF_TIMING' THEN ${DURATION} END) AS avgms
    FROM scriptnote sn WHERE sn.date >= SYSDATE - 1 GROUP BY sn.scripttype`,
  lastRuns: `SELECT sn.scripttype AS script, ${asMoment('MAX(sn.date)')} AS lastrun
    FROM scriptnote sn WHERE sn.title = 'PERF_TIMING' GROUP BY sn.scripttype`,
};

function audience(row: SuiteqlRow): string {
  if (flag(row, 'allroles')) return 'All Roles';
  if (flag(row, 'allemployees')) return 'All Employees';
  return text(row, 'status') === 'TESTING' ? 'Owner only (testing)' : 'Selected roles';
}

export function scriptStatus(inactive: boolean, deployed: boolean, errorRate: number | null): ScriptStatus {
  if (inactive || !deployed) return 'inactive';
  if (errorRate !== null && errorRate > ERROR_RATE_ERROR) return 'error';
  if (errorRate !== null && errorRate > ERROR_RATE_WARNING) return 'warning';
  return 'active';
}

/** The account's scripts with their deployments and the last 24 hours of their execution log. */
export async function readScripts(connector: NetsuiteConnector): Promise<ScriptList> {
  const [scripts, deployments, contexts, runs, lastRuns] = await Promise.all([
    rows(connector, QUERIES.scripts),
    rows(connector, QUERIES.deployments),
    rows(connector, QUERIES.contexts),
    rows(connector, QUERIES.runs),
    rows(connector, QUERIES.lastRuns),
  ]);
  const contextsOf = new Map<string, string[]>();
  for (const row of contexts) {
    const id = text(row, 'scriptrecord') ?? '';
    contextsOf.set(id, [...(contextsOf.get(id) ?? []), text(row, 'executioncontext') ?? '']);
  }
  const deploymentsOf = new Map<string, ScriptDeployment[]>();
  for (const row of deployments) {
    const script = text(row, 'script') ?? '';
    const id = text(row, 'id') ?? '';
    const type = text(row, 'recordtype');
    deploymentsOf.set(script, [
      ...(deploymentsOf.get(script) ?? []),
      {
        id,
        scriptId: text(row, 'scriptid') ?? '',
        title: text(row, 'title') ?? '',
        status: text(row, 'status') ?? '',
        isDeployed: flag(row, 'isdeployed'),
        logLevel: text(row, 'loglevel') ?? '',
        recordType: type === null ? null : recordTypeName(type),
        audience: audience(row),
        executionContexts: (contextsOf.get(id) ?? []).sort(),
      },
    ]);
  }
  const runsOf = new Map(runs.map((row) => [text(row, 'script') ?? '', row]));
  const lastOf = new Map(lastRuns.map((row) => [text(row, 'script') ?? '', moment(row, 'lastrun')]));
  let allRuns = 0;
  let allErrors = 0;
  const list = scripts.map((row): AccountScript => {
    const id = text(row, 'id') ?? '';
    const own = deploymentsOf.get(id) ?? [];
    const run = runsOf.get(id);
    const executions = run ? (number(run, 'runs') ?? 0) : 0;
    const errors = run ? (number(run, 'errors') ?? 0) : 0;
    allRuns += executions;
    allErrors += errors;
    const errorRate = percent(errors, executions);
    const average = run ? number(run, 'avgms') : null;
    const types = [...new Set(own.map((deployment) => deployment.recordType).filter((type) => type !== null))];
    return {
      id,
      scriptId: text(row, 'scriptid') ?? '',
      name: text(row, 'name') ?? '',
      description: text(row, 'description'),
      type: KINDS[text(row, 'scripttype') ?? ''] ?? 'Suitelet',
      apiVersion: text(row, 'apiversion') ?? '2.x',
      status: scriptStatus(
        flag(row, 'isinactive'),
        own.some((deployment) => deployment.isDeployed),
        errorRate,
      ),
      recordType: types.length > 0 ? types.join(', ') : null,
      author: text(row, 'owner'),
      deployments: own,
      executions24h: executions,
      errors24h: errors,
      errorRate,
      avgRuntimeMs: average === null ? null : Math.round(average),
      lastExecution: lastOf.get(id) ?? null,
      lastModified: moment(row, 'lastmodified'),
      fileId: text(row, 'scriptfile'),
    };
  });
  return { scripts: list, executions24h: allRuns, errorRate24h: percent(allErrors, allRuns) };
}
