import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/test-server.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
const lost: Error[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  handle = await openDatabase({ url: database.url }, { onConnectionError: (error) => lost.push(error) });
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** What an administrator's `pg_terminate_backend` or a server restart does to the pool. */
async function terminateOtherConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

it('reports an idle connection the server dropped, instead of stopping the process, and serves the next query', async () => {
  await handle.db.execute(sql`select 1`);

  expect(await terminateOtherConnections(database.url)).toBeGreaterThan(0);
  await expect.poll(() => lost.length).toBeGreaterThan(0);
  expect(lost[0]?.message).toMatch(/terminating connection/);

  expect(await handle.db.execute(sql`select 42 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
});
