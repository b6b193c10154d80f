import type { ReportRun } from '@erp-agent/core';
import type { NetsuiteConnector } from '../netsuite/connector/index.ts';
import { runAndRecord } from './run-saved-search.ts';
import type { RunStore } from './run-store.ts';
import type { ScheduleRow, ScheduleStore } from './schedule-store.ts';

/** Rows a scheduled run reads: the first page, for its row count and what goes out. */
const SCHEDULED_PAGE = { pageSize: 1000, pageIndex: 0 } as const;

/**
 * Runs a schedule this caller has claimed, records the run under the schedule, then lets go of
 * it: a scheduled run also moves the next run on, RUN.NOW does not.
 */
export async function runClaimed(
  connector: NetsuiteConnector,
  stores: { readonly runs: RunStore; readonly schedules: ScheduleStore },
  schedule: ScheduleRow,
  trigger: { readonly userId: string | null; readonly scheduled: boolean },
): Promise<ReportRun> {
  const ranAt = new Date();
  try {
    const { run } = await runAndRecord(
      connector,
      stores.runs,
      {
        accountId: schedule.accountId,
        searchId: schedule.searchId,
        userId: trigger.userId,
        scheduleId: schedule.id,
        trigger: 'schedule',
      },
      SCHEDULED_PAGE,
    );
    return run;
  } finally {
    await stores.schedules.release(schedule, ranAt, trigger.scheduled);
  }
}
