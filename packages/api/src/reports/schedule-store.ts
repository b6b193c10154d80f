import type { ReportScheduleEdit, ReportScheduleNew } from '@erp-agent/core';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reportSchedules } from '../db/schema.ts';
import { nextRun } from './next-run.ts';

export type ScheduleRow = typeof reportSchedules.$inferSelect;

/** How long a claim holds a schedule: longer than any run, short enough that a crashed run is retried. */
export const CLAIM_MS = 5 * 60_000;

/**
 * RUN.NOW is refused this long after a run began: asks that reach several instances at about the
 * same moment (a double click, a retried request) make one run, whichever ends first.
 */
export const RUN_NOW_QUIET_MS = 10_000;

/**
 * Schedules of saved searches, per account. Whoever runs one (the scheduler of any instance,
 * RUN.NOW on any instance) claims it first with one conditional UPDATE: PostgreSQL re-checks the
 * condition on a row another transaction just changed, so of two claims at the same moment one
 * gets the row and the other none.
 */
export class ScheduleStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(accountId: string): Promise<ScheduleRow[]> {
    return this.#db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.accountId, accountId))
      .orderBy(asc(reportSchedules.name));
  }

  async get(accountId: string, id: string): Promise<ScheduleRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await this.#db
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.accountId, accountId), eq(reportSchedules.id, id)));
    return row;
  }

  async create(
    input: ReportScheduleNew & { readonly userId: string; readonly accountId: string; readonly searchTitle: string },
    now = new Date(),
  ): Promise<ScheduleRow> {
    const [row] = await this.#db
      .insert(reportSchedules)
      .values({
        userId: input.userId,
        accountId: input.accountId,
        searchId: input.searchId,
        searchTitle: input.searchTitle,
        name: input.name ?? input.searchTitle,
        frequency: input.frequency,
        timeOfDay: input.timeOfDay,
        recipients: [...input.recipients],
        format: input.format,
        status: 'active',
        nextRunAt: nextRun(input.frequency, input.timeOfDay, now),
      })
      .returning();
    if (!row) throw new Error('The schedule was not created.');
    return row;
  }

  async update(current: ScheduleRow, change: ReportScheduleEdit, now = new Date()): Promise<ScheduleRow> {
    const frequency = change.frequency ?? current.frequency;
    const timeOfDay = change.timeOfDay ?? current.timeOfDay;
    const [row] = await this.#db
      .update(reportSchedules)
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.recipients === undefined ? {} : { recipients: [...change.recipients] }),
        ...(change.format === undefined ? {} : { format: change.format }),
        frequency,
        timeOfDay,
        nextRunAt: current.status === 'active' ? nextRun(frequency, timeOfDay, now) : null,
        updatedAt: now,
      })
      .where(eq(reportSchedules.id, current.id))
      .returning();
    if (!row) throw new Error('The schedule is gone.');
    return row;
  }

  /** PAUSE or RESUME; resuming counts the next run from now. */
  async setStatus(current: ScheduleRow, status: 'active' | 'paused', now = new Date()): Promise<ScheduleRow> {
    const [row] = await this.#db
      .update(reportSchedules)
      .set({
        status,
        nextRunAt: status === 'active' ? nextRun(current.frequency, current.timeOfDay, now) : null,
        updatedAt: now,
      })
      .where(eq(reportSchedules.id, current.id))
      .returning();
    if (!row) throw new Error('The schedule is gone.');
    return row;
  }

  async remove(id: string): Promise<void> {
    await this.#db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  }

  /** Claims one schedule to run it now; undefined when someone else holds it or it ran moments ago. */
  async claim(id: string, by: string): Promise<ScheduleRow | undefined> {
    const [row] = await this.#db
      .update(reportSchedules)
      .set({ claimedBy: by, claimedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval` })
      .where(
        and(
          eq(reportSchedules.id, id),
          or(isNull(reportSchedules.claimedUntil), lt(reportSchedules.claimedUntil, sql`now()`)),
          or(
            isNull(reportSchedules.lastRunAt),
            lt(reportSchedules.lastRunAt, sql`now() - ${`${RUN_NOW_QUIET_MS} milliseconds`}::interval`),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** Claims the schedule most overdue, if any is due and free. */
  async claimDue(by: string): Promise<ScheduleRow | undefined> {
    const result = await this.#db.execute(sql`
      update ${reportSchedules}
      set claimed_by = ${by}, claimed_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
      where id = (
        select id from ${reportSchedules}
        where status = 'active' and next_run_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_run_at
        limit 1
        for update skip locked
      )
      returning id, account_id`);
    // Both drivers (node-postgres and PGlite) answer a raw statement with its rows under `rows`.
    const [claimed] = (result as unknown as { rows: { id: string; account_id: string }[] }).rows;
    return claimed ? this.get(claimed.account_id, claimed.id) : undefined;
  }

  /** Lets go of a run: records when it ran and, for a scheduled run, when the next one is. */
  async release(schedule: ScheduleRow, ranAt: Date, scheduled: boolean): Promise<void> {
    await this.#db
      .update(reportSchedules)
      .set({
        claimedBy: null,
        claimedUntil: null,
        lastRunAt: ranAt,
        ...(scheduled && schedule.status === 'active'
          ? { nextRunAt: nextRun(schedule.frequency, schedule.timeOfDay, ranAt) }
          : {}),
      })
      .where(eq(reportSchedules.id, schedule.id));
  }
}
