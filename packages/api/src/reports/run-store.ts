import type { ReportRun } from '@erp-agent/core';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { savedSearchRuns } from '../db/schema.ts';

type RunRow = typeof savedSearchRuns.$inferSelect;

export function toReportRun(row: RunRow): ReportRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    status: row.status,
    rows: row.rows,
    durationMs: row.durationMs,
    trigger: row.trigger,
    error: row.error,
  };
}

export interface NewRun {
  readonly accountId: string;
  readonly searchId: string;
  readonly userId: string | null;
  readonly scheduleId?: string | null;
  readonly trigger: ReportRun['trigger'];
  readonly status: ReportRun['status'];
  readonly rows: number | null;
  readonly durationMs: number;
  readonly error?: string | null;
  readonly startedAt: Date;
}

/** The runs of saved searches the product made, as measured when it made them. */
export class RunStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async record(run: NewRun): Promise<ReportRun> {
    const [row] = await this.#db
      .insert(savedSearchRuns)
      .values({ ...run, scheduleId: run.scheduleId ?? null, error: run.error ?? null })
      .returning();
    if (!row) throw new Error('The run was not recorded.');
    return toReportRun(row);
  }

  /** The newest runs of one search. */
  async recent(accountId: string, searchId: string, limit = 10): Promise<ReportRun[]> {
    const found = await this.#db
      .select()
      .from(savedSearchRuns)
      .where(and(eq(savedSearchRuns.accountId, accountId), eq(savedSearchRuns.searchId, searchId)))
      .orderBy(desc(savedSearchRuns.startedAt))
      .limit(limit);
    return found.map(toReportRun);
  }

  /** Each search's latest run, latest successful run and mean successful run time. */
  async summaries(
    accountId: string,
  ): Promise<Map<string, { last: ReportRun; lastOk: ReportRun | null; avgMs: number | null }>> {
    const latest = await this.#db
      .selectDistinctOn([savedSearchRuns.searchId])
      .from(savedSearchRuns)
      .where(eq(savedSearchRuns.accountId, accountId))
      .orderBy(savedSearchRuns.searchId, desc(savedSearchRuns.startedAt));
    const latestOk = await this.#db
      .selectDistinctOn([savedSearchRuns.searchId])
      .from(savedSearchRuns)
      .where(and(eq(savedSearchRuns.accountId, accountId), eq(savedSearchRuns.status, 'ok')))
      .orderBy(savedSearchRuns.searchId, desc(savedSearchRuns.startedAt));
    const averages = await this.#db
      .select({ searchId: savedSearchRuns.searchId, avgMs: sql<string | null>`avg(${savedSearchRuns.durationMs})` })
      .from(savedSearchRuns)
      .where(and(eq(savedSearchRuns.accountId, accountId), eq(savedSearchRuns.status, 'ok')))
      .groupBy(savedSearchRuns.searchId);
    const okBy = new Map(latestOk.map((row) => [row.searchId, toReportRun(row)]));
    const avgBy = new Map(
      averages.map((row) => [row.searchId, row.avgMs === null ? null : Math.round(Number(row.avgMs))]),
    );
    return new Map(
      latest.map((row) => [
        row.searchId,
        { last: toReportRun(row), lastOk: okBy.get(row.searchId) ?? null, avgMs: avgBy.get(row.searchId) ?? null },
      ]),
    );
  }

  /** The mean of every successful run of the account's searches: AVG.RUNTIME. */
  async averageMs(accountId: string): Promise<number | null> {
    const [row] = await this.#db
      .select({ avgMs: sql<string | null>`avg(${savedSearchRuns.durationMs})` })
      .from(savedSearchRuns)
      .where(and(eq(savedSearchRuns.accountId, accountId), eq(savedSearchRuns.status, 'ok')));
    return row?.avgMs === null || row?.avgMs === undefined ? null : Math.round(Number(row.avgMs));
  }

  /** Each schedule's latest run. */
  async lastOfSchedules(scheduleIds: readonly string[]): Promise<Map<string, ReportRun>> {
    if (scheduleIds.length === 0) return new Map();
    const found = await this.#db
      .selectDistinctOn([savedSearchRuns.scheduleId])
      .from(savedSearchRuns)
      .where(inArray(savedSearchRuns.scheduleId, [...scheduleIds]))
      .orderBy(savedSearchRuns.scheduleId, desc(savedSearchRuns.startedAt));
    return new Map(found.map((row) => [row.scheduleId ?? '', toReportRun(row)]));
  }

  /** How many runs a schedule has, since a moment: the multi-instance test counts them. */
  async countForSchedule(scheduleId: string, since = new Date(0)): Promise<number> {
    const [row] = await this.#db
      .select({ n: sql<number>`count(*)::integer` })
      .from(savedSearchRuns)
      .where(and(eq(savedSearchRuns.scheduleId, scheduleId), gte(savedSearchRuns.startedAt, since)));
    return row?.n ?? 0;
  }
}
