import type { SQL } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/client.ts';

/**
 * Runs a hand-written SQL statement and checks its rows against `row`. Both drivers answer with
 * `rows`; the check keeps a renamed column or a count that came back as text from slipping
 * through as a wrong figure.
 */
export async function queryRows<Row extends z.ZodType>(db: Database, query: SQL, row: Row): Promise<z.infer<Row>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return z.array(row).parse(result.rows);
}
