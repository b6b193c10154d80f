import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sapCalls } from '../../db/schema.ts';
import type { CallRecord } from '../connector/index.ts';

/** What one window of recorded calls says. */
export interface CallWindow {
  readonly calls: number;
  readonly failed: number;
  readonly meanMs: number | null;
  readonly syncs: number;
  readonly syncsFailed: number;
}

export interface ResourceUsage {
  readonly resource: string;
  readonly calls: number;
  readonly failed: number;
  readonly meanMs: number | null;
  readonly lastAt: Date | null;
  readonly lastOk: boolean | null;
}

/**
 * The Service Layer calls and syncs this product made, in the database so every instance's calls
 * count and a restart forgets none: the screens' response times and rates are read from here.
 */
export class SapCallLog {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async record(userId: string | null, kind: 'call' | 'sync', call: CallRecord): Promise<void> {
    await this.#db.insert(sapCalls).values({
      userId,
      kind,
      method: call.method,
      resource: call.resource,
      ok: call.ok,
      status: call.status ?? null,
      durationMs: Math.max(0, Math.round(call.durationMs)),
    });
  }

  /** Calls and syncs made in [from, to). */
  async window(from: Date, to: Date): Promise<CallWindow> {
    const [row] = await this.#db
      .select({
        calls: sql<number>`count(*) filter (where ${sapCalls.kind} = 'call')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${sapCalls.kind} = 'call' and not ${sapCalls.ok})`.mapWith(Number),
        meanMs: sql<number | null>`avg(${sapCalls.durationMs}) filter (where ${sapCalls.kind} = 'call')`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
        syncs: sql<number>`count(*) filter (where ${sapCalls.kind} = 'sync')`.mapWith(Number),
        syncsFailed: sql<number>`count(*) filter (where ${sapCalls.kind} = 'sync' and not ${sapCalls.ok})`.mapWith(
          Number,
        ),
      })
      .from(sapCalls)
      .where(and(gte(sapCalls.createdAt, from), lt(sapCalls.createdAt, to)));
    return row ?? { calls: 0, failed: 0, meanMs: null, syncs: 0, syncsFailed: 0 };
  }

  /** Per entity set since `from`, with the last call's time and outcome. */
  async byResource(from: Date): Promise<ResourceUsage[]> {
    const rows = await this.#db
      .select({
        resource: sapCalls.resource,
        calls: sql<number>`count(*)`.mapWith(Number),
        failed: sql<number>`count(*) filter (where not ${sapCalls.ok})`.mapWith(Number),
        meanMs: sql<number | null>`avg(${sapCalls.durationMs})`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
        lastAt: sql<Date | null>`max(${sapCalls.createdAt})`.mapWith((value) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(sapCalls)
      .where(and(eq(sapCalls.kind, 'call'), gte(sapCalls.createdAt, from)))
      .groupBy(sapCalls.resource);
    const usage: ResourceUsage[] = [];
    for (const row of rows) {
      const [last] = await this.#db
        .select({ ok: sapCalls.ok })
        .from(sapCalls)
        .where(and(eq(sapCalls.kind, 'call'), eq(sapCalls.resource, row.resource)))
        .orderBy(desc(sapCalls.createdAt))
        .limit(1);
      usage.push({ ...row, lastOk: last?.ok ?? null });
    }
    return usage;
  }
}
