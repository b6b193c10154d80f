import { SEED_WORKFLOWS } from '../customization/seed-objects.ts';
import { SEED_SCRIPTS, type SeedScript } from '../customization/seed-scripts.ts';
import type { CustomerRow, EmployeeRow, VendorRow } from './entity-rows.ts';
import { Random } from './random.ts';
import type { IsoDate } from './setup-rows.ts';
import type { TransactionRow } from './transaction-rows.ts';

/**
 * What the company's scripts and workflows did lately, as NetSuite keeps it: each script run's
 * log entries in `scriptnote` (the scripts time themselves and log a `PERF_TIMING` audit entry,
 * the common instrumentation for scripts NetSuite does not time; failures log an ERROR entry),
 * each scheduled and map/reduce run in `scheduledscriptinstance`, and each workflow started on a
 * record in `workflowinstance`. Runs follow the company's own records: a user event script on
 * sales orders runs once for each sales order created. History ends at midnight before today,
 * so none of it lies in the future of the day it was generated for.
 */

/** `YYYY-MM-DD HH:MM:SS`, local, as timestamp columns hold it. */
export type Moment = string;

export interface ScriptNoteRow {
  internalid: number;
  date: Moment;
  /** DEBUG, AUDIT, ERROR, EMERGENCY, SYSTEM. */
  type: string;
  title: string;
  detail: string | null;
  /** The script's internal id. */
  scripttype: number;
}

export interface ScheduledScriptInstanceRow {
  taskid: string;
  scriptdeployment: number;
  startdate: Moment;
  enddate: Moment | null;
  /** Complete, Failed. */
  status: string;
  mapreducestage: string | null;
  percentcomplete: number;
  queue: number | null;
}

export interface WorkflowInstanceRow {
  id: number;
  workflow: number;
  recordtype: string;
  recordid: number;
  datecreated: Moment;
  datecompleted: Moment | null;
  /** Complete, Failed, In Progress. */
  status: string;
}

export interface ActivityTables {
  scriptnote: ScriptNoteRow[];
  scheduledscriptinstance: ScheduledScriptInstanceRow[];
  workflowinstance: WorkflowInstanceRow[];
}

export interface ActivitySources {
  readonly today: IsoDate;
  readonly seed: number;
  readonly transactions: readonly TransactionRow[];
  readonly customers: readonly CustomerRow[];
  readonly vendors: readonly VendorRow[];
  readonly employees: readonly EmployeeRow[];
}

/** Days of script logs kept (NetSuite keeps script execution logs for 30 days). */
export const SCRIPT_LOG_DAYS = 30;
export const WORKFLOW_HISTORY_DAYS = 60;

const ERRORS = [
  ['UNEXPECTED_ERROR', 'An unexpected SuiteScript error has occurred.'],
  ['SSS_REQUEST_TIME_EXCEEDED', 'You have exceeded the maximum allowable time for a request.'],
  ['RCRD_HAS_BEEN_CHANGED', 'Record has been changed since you retrieved it.'],
  ['SSS_USAGE_LIMIT_EXCEEDED', 'Script Execution Usage Limit Exceeded.'],
  ['SSS_CONNECTION_TIME_OUT', 'The host you are trying to connect to is not responding.'],
] as const;

/** The SDF record types workflows run on, by the table and type code that holds their records. */
const TRANSACTION_CODES: Readonly<Record<string, string>> = {
  PURCHASEORDER: 'PurchOrd',
  SALESORDER: 'SalesOrd',
  INVOICE: 'CustInvc',
  ITEMRECEIPT: 'ItemRcpt',
  JOURNALENTRY: 'Journal',
};

const pad = (value: number) => String(value).padStart(2, '0');

class Clock {
  readonly #midnight: number;

  constructor(today: IsoDate) {
    const [year, month, day] = today.split('-').map(Number);
    this.#midnight = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).getTime();
  }

  /** The moment `days` before today's midnight plus `seconds`, local time. */
  at(daysAgo: number, seconds: number): Date {
    const date = new Date(this.#midnight);
    date.setDate(date.getDate() - daysAgo);
    return new Date(date.getTime() + seconds * 1000);
  }

  /** Days from `date` (YYYY-MM-DD) to today. */
  daysAgo(date: IsoDate): number {
    const [year, month, day] = date.split('-').map(Number);
    return Math.round((this.#midnight - new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).getTime()) / 86_400_000);
  }

  get midnight(): Date {
    return new Date(this.#midnight);
  }
}

export function moment(date: Date): Moment {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Seconds into a working day, 08:00 to 18:00. */
const workingSecond = (random: Random) => random.int(8 * 3600, 18 * 3600);

/** When each script ran, as days before today and seconds into that day. */
function runTimes(script: SeedScript, sources: ActivitySources, clock: Clock, random: Random): [number, number][] {
  const times: [number, number][] = [];
  const { schedule } = script;
  if (schedule.kind === 'per-transaction') {
    for (const transaction of sources.transactions) {
      if (transaction.type !== schedule.type) continue;
      const daysAgo = clock.daysAgo(transaction.createddate);
      if (daysAgo < 1 || daysAgo > SCRIPT_LOG_DAYS) continue;
      for (let n = 0; n < (schedule.times ?? 1); n += 1) times.push([daysAgo, workingSecond(random)]);
    }
  } else {
    for (let daysAgo = 1; daysAgo <= SCRIPT_LOG_DAYS; daysAgo += 1) {
      if (schedule.kind === 'daily') {
        // Daily batch jobs run at 2 a.m.; record-driven runs spread over the working day.
        const batch = script.element === 'scheduledscript' || script.element === 'mapreducescript';
        for (let n = 0; n < schedule.runs; n += 1)
          times.push([daysAgo, batch ? 2 * 3600 + n * 60 : workingSecond(random)]);
      } else {
        for (let second = 0; second < 86_400; second += schedule.minutes * 60)
          times.push([daysAgo, second + random.int(0, 20)]);
      }
    }
  }
  return times;
}

function scriptActivity(sources: ActivitySources, clock: Clock, random: Random) {
  const notes: ScriptNoteRow[] = [];
  const instances: ScheduledScriptInstanceRow[] = [];
  let deploymentId = 0;
  SEED_SCRIPTS.forEach((script, index) => {
    const scriptId = index + 1;
    const deployment = script.deployments[0];
    const firstDeployment = deploymentId + 1;
    deploymentId += script.deployments.length;
    if (deployment === undefined || deployment.isDeployed === false) return;
    // A deployment in testing runs for its owner only.
    const share = deployment.status === 'TESTING' ? 0.1 : 1;
    const batch = script.element === 'scheduledscript' || script.element === 'mapreducescript';
    for (const [daysAgo, second] of runTimes(script, sources, clock, random)) {
      if (share < 1 && !random.chance(share)) continue;
      const start = clock.at(daysAgo, second);
      const durationMs = Math.max(5, Math.round(script.runtimeMs * (0.5 + random.next() * random.next() * 2.5)));
      const failed = random.chance(script.errorRate);
      const end = new Date(start.getTime() + durationMs);
      notes.push({
        internalid: 0,
        date: moment(end),
        type: 'AUDIT',
        title: 'PERF_TIMING',
        detail: `{"duration_ms":${durationMs},"deploy":"customdeploy_${deployment.suffix}","status":"${failed ? 'failed' : 'ok'}"}`,
        scripttype: scriptId,
      });
      if (failed) {
        const [code, message] = random.pick(ERRORS);
        notes.push({
          internalid: 0,
          date: moment(end),
          type: 'ERROR',
          title: code,
          detail: message,
          scripttype: scriptId,
        });
      }
      if (batch) {
        instances.push({
          taskid: `SCHEDSCRIPT_${(scriptId * 1_000_003 + daysAgo * 97 + second).toString(16).toUpperCase()}`,
          scriptdeployment: firstDeployment,
          startdate: moment(start),
          enddate: moment(end),
          status: failed ? 'Failed' : 'Complete',
          mapreducestage: script.element === 'mapreducescript' ? 'SUMMARIZE' : null,
          percentcomplete: failed ? random.int(10, 90) : 100,
          queue: script.element === 'scheduledscript' ? 1 : null,
        });
      }
    }
  });
  notes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  notes.forEach((note, index) => {
    note.internalid = index + 1;
  });
  return { notes, instances };
}

interface Started {
  readonly id: number;
  readonly date: IsoDate;
}

/** The records a workflow started on: those of its type created in the window that meet its condition. */
function startedOn(workflow: (typeof SEED_WORKFLOWS)[number], sources: ActivitySources): Started[] {
  const code = TRANSACTION_CODES[workflow.recordType];
  if (code !== undefined) {
    const minimum = workflow.condition?.minimumTotal ?? 0;
    return sources.transactions
      .filter((row) => row.type === code && Math.abs(row.foreigntotal ?? 0) * row.exchangerate > minimum)
      .map((row) => ({ id: row.id, date: row.createddate }));
  }
  if (workflow.recordType === 'CUSTOMER') {
    return sources.customers
      .filter((row) => (row.creditlimit ?? 0) > 100_000)
      .map((row) => ({ id: row.id, date: row.datecreated }));
  }
  const entities = workflow.recordType === 'VENDOR' ? sources.vendors : sources.employees;
  return entities.map((row) => ({ id: row.id, date: row.datecreated }));
}

function workflowActivity(sources: ActivitySources, clock: Clock, random: Random): WorkflowInstanceRow[] {
  const rows: WorkflowInstanceRow[] = [];
  const end = clock.midnight.getTime();
  SEED_WORKFLOWS.forEach((workflow, index) => {
    if (workflow.releaseStatus === 'NOTINITIATING') return;
    const share = workflow.releaseStatus === 'TESTING' ? 0.1 : 1;
    // A suspended workflow started nothing since it was suspended.
    const since = workflow.releaseStatus === 'SUSPENDED' ? workflow.changedDaysAgo : 1;
    for (const record of startedOn(workflow, sources)) {
      const daysAgo = clock.daysAgo(record.date);
      if (daysAgo < since || daysAgo > WORKFLOW_HISTORY_DAYS) continue;
      if (share < 1 && !random.chance(share)) continue;
      const start = clock.at(daysAgo, workingSecond(random));
      const finish = new Date(start.getTime() + workflow.minutes * 60_000 * (0.2 + random.next() * 2.3));
      const failed = random.chance(workflow.failureRate);
      const open = !failed && finish.getTime() > end;
      rows.push({
        id: 0,
        workflow: index + 1,
        recordtype: workflow.recordType,
        recordid: record.id,
        datecreated: moment(start),
        datecompleted: open ? null : moment(failed ? new Date(start.getTime() + 1000) : finish),
        status: failed ? 'Failed' : open ? 'In Progress' : 'Complete',
      });
    }
  });
  rows.sort((a, b) => (a.datecreated < b.datecreated ? -1 : a.datecreated > b.datecreated ? 1 : 0));
  rows.forEach((row, index) => {
    row.id = index + 1;
  });
  return rows;
}

/** The activity of the seeded scripts and workflows, by their internal ids (their order in the seed). */
export function generateActivity(sources: ActivitySources): ActivityTables {
  // A random stream of its own: the rest of the company stays what it was before activity existed.
  const random = new Random(sources.seed * 7919 + 17);
  const clock = new Clock(sources.today);
  const { notes, instances } = scriptActivity(sources, clock, random);
  return {
    scriptnote: notes,
    scheduledscriptinstance: instances,
    workflowinstance: workflowActivity(sources, clock, random),
  };
}
