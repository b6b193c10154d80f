import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxSqlError, SandboxTimeoutError } from './sandbox-engine.ts';
import { openWorkerEngine, type WorkerEngine } from './worker-engine.ts';

const COMPANY = { seed: 7, scale: 100, today: '2026-11-22' } as const;
/** Runs for minutes in PGlite: only a stopped worker ends it within a test's time. */
const RUNAWAY = 'select count(*) from generate_series(1, 10000000000)';

describe('the worker engine', () => {
  let dataDir: string;
  let engine: WorkerEngine;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sandbox-engine-'));
    engine = openWorkerEngine({
      dataDir,
      company: COMPANY,
      setupSql: ['create table if not exists engine_note (id integer primary key, note text)'],
    });
  });
  afterAll(async () => {
    await engine?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads the company on the first start and answers queries with rows and fields', async () => {
    expect(await engine.ready).toBe('loaded');
    const result = await engine.query<{ n: number }>('select count(*)::int as n from customer where id > $1', [0]);
    expect(result.rows[0]?.n).toBeGreaterThan(0);
    expect(result.fields.map((field) => field.name)).toEqual(['n']);
  });

  it('passes SQL errors on with their SQLSTATE', async () => {
    const error = await engine.query('select * from no_such_table').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SandboxSqlError);
    expect((error as SandboxSqlError).sqlState).toBe('42P01');
  });

  it('refuses writes in a read-only query', async () => {
    const error = await engine
      .query("insert into engine_note values (1, 'x')", [], { readOnly: true })
      .catch((caught: unknown) => caught);
    expect((error as SandboxSqlError).sqlState).toBe('25006');
  });

  it('runs a transaction all or nothing', async () => {
    const failing = engine.transaction([
      { sql: 'insert into engine_note values ($1, $2)', params: [10, 'first'] },
      { sql: 'insert into engine_note values ($1, $2)', params: [10, 'duplicate key'] },
    ]);
    await expect(failing).rejects.toBeInstanceOf(SandboxSqlError);
    const { rows } = await engine.query('select count(*)::int as n from engine_note where id = 10');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('stops a runaway query, restarts from the same files and keeps what was written', async () => {
    await engine.transaction([{ sql: "insert into engine_note values (20, 'kept')" }]);
    const before = engine.restarts;

    await expect(engine.query(RUNAWAY, [], { readOnly: true, timeoutMs: 300 })).rejects.toBeInstanceOf(
      SandboxTimeoutError,
    );

    const { rows } = await engine.query('select note from engine_note where id = 20');
    expect(rows).toEqual([{ note: 'kept' }]);
    expect(engine.restarts).toBe(before + 1);
    expect(engine.loaded).toBe('already-loaded');
  });

  it('answers requests queued behind a runaway one once the worker is back', async () => {
    const runaway = engine.query(RUNAWAY, [], { timeoutMs: 300 });
    const queued = engine.query<{ one: number }>('select 1 as one');
    await expect(runaway).rejects.toBeInstanceOf(SandboxTimeoutError);
    expect((await queued).rows).toEqual([{ one: 1 }]);
  });
});
