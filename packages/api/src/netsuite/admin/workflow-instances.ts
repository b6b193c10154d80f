import type { WorkflowInstanceList } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';
import { asMoment, moment, number, text } from './account-rows.ts';
import { recordTypeName } from './record-types.ts';

/** VIEW.LOGS reads this many of the newest instances: a screenful of pages, not the whole history. */
export const INSTANCES_READ = 1000;

const QUERY = `SELECT wi.id, wi.workflow, BUILTIN.DF(wi.workflow) AS workflowname, wi.recordtype, wi.recordid,
    ${asMoment('wi.datecreated')} AS started, ${asMoment('wi.datecompleted')} AS completed, wi.status,
    (wi.datecompleted - wi.datecreated) * 86400000 AS durationms
  FROM workflowinstance wi WHERE wi.datecreated >= SYSDATE - 30 ORDER BY wi.datecreated DESC, wi.id DESC`;

/**
 * VIEW.LOGS: the workflows' instances of the last 30 days (`workflowinstance`), newest first, each
 * with the record it ran on, how it ended and how long it took.
 */
export async function readWorkflowInstances(connector: NetsuiteConnector): Promise<WorkflowInstanceList> {
  const result = await connector.suiteql(QUERY, { maxRows: INSTANCES_READ });
  return {
    instances: result.items.map((row) => {
      const duration = number(row, 'durationms');
      return {
        id: text(row, 'id') ?? '',
        workflowId: text(row, 'workflow') ?? '',
        workflow: text(row, 'workflowname') ?? '',
        recordType: recordTypeName(text(row, 'recordtype') ?? ''),
        recordId: text(row, 'recordid') ?? '',
        started: moment(row, 'started') ?? '',
        completed: moment(row, 'completed'),
        status: text(row, 'status') ?? '',
        durationMs: duration === null ? null : Math.round(duration),
      };
    }),
    total: result.totalResults,
  };
}
