import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';

/** How long a health check waits for the database before calling it down. */
const PING_TIMEOUT_MS = 2000;

export interface DatabaseHealth {
  status: 'up' | 'down';
  driver: DatabaseHandle['driver'];
  latencyMs: number | null;
  error?: string;
}

/** One `SELECT 1` round trip, timed. */
export async function databaseHealth(database: DatabaseHandle): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return {
      status: 'down',
      driver: database.driver,
      latencyMs: null,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
