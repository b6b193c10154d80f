import type { AppDeps } from '../lib/app-env.ts';
import { ConnectionStore } from '../netsuite/credentials/connection-store.ts';
import { storedConnector } from '../routes/netsuite/stored-connector.ts';
import { INSTANCE_ID } from './instance-id.ts';
import { runClaimed } from './run-schedule.ts';
import { RunStore } from './run-store.ts';
import { ScheduleStore } from './schedule-store.ts';

/** How often an instance looks for due schedules. */
export const SCHEDULER_EVERY_MS = 30_000;

/**
 * Runs every schedule that is due, one at a time, each claimed first so that of several instances
 * looking at once only one runs it. A schedule whose owner has no connection any more is not
 * run: its next run is moved on and the reason logged. Answers how many it ran.
 */
export async function runDueSchedules(deps: AppDeps, instance = INSTANCE_ID): Promise<number> {
  const db = deps.database.db;
  const schedules = new ScheduleStore(db);
  const runs = new RunStore(db);
  const connections = new ConnectionStore(db, deps.credentialCipher);
  const logger = deps.logger.child({ component: 'report-scheduler' });
  let ran = 0;
  for (let claimed = await schedules.claimDue(instance); claimed; claimed = await schedules.claimDue(instance)) {
    const schedule = claimed;
    const access = await connections.read(schedule.userId);
    if (!access) {
      logger.warn({ schedule: schedule.id }, "the schedule's owner has no NetSuite connection; not run");
      await schedules.release(schedule, new Date(), true);
      continue;
    }
    try {
      await runClaimed(await storedConnector(deps, schedule.userId, access), { runs, schedules }, schedule, {
        userId: schedule.userId,
        scheduled: true,
      });
      ran += 1;
    } catch (error) {
      // The failed run is recorded with NetSuite's reason (runAndRecord); the next schedule still runs.
      logger.warn({ err: error, schedule: schedule.id }, 'a scheduled saved search failed');
    }
  }
  return ran;
}

/** Looks for due schedules every SCHEDULER_EVERY_MS until stopped; answers the stop. */
export function startReportScheduler(deps: AppDeps, everyMs = SCHEDULER_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      runDueSchedules(deps).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'the report scheduler failed to look for due schedules'),
      ),
    );
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
