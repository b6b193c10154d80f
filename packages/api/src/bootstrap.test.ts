import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase, StartupError } from './bootstrap.ts';
import { articles, users } from './db/schema.ts';
import { loadEnv } from './env.ts';
import { freshPostgresDatabase } from './test/test-server.ts';

const logger = pino({ level: 'silent' });
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An empty database location: a folder for PGlite, or a new database on the test server. */
async function emptyLocation(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-boot-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!process.env.TEST_DATABASE_URL) return { DATA_DIR: dataDir };
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

async function refusal(source: Record<string, string>): Promise<string> {
  try {
    const database = await prepareDatabase(loadEnv(source), logger);
    await database.close();
  } catch (error) {
    if (error instanceof StartupError) return error.message;
    throw error;
  }
  return 'started';
}

describe('starting in production', () => {
  it('refuses without SECRET_KEY', async () => {
    expect(await refusal({ ...(await emptyLocation()), NODE_ENV: 'production' })).toBe(
      'SECRET_KEY must be set in production: it encrypts stored ERP credentials.',
    );
  });

  it('refuses while an admin can sign in with the default password', async () => {
    const location = await emptyLocation();
    expect(await refusal({ ...location, NODE_ENV: 'production', SECRET_KEY: 's'.repeat(40) })).toContain(
      'An admin still has the default password.',
    );
  });

  it('starts when the first admin was given ADMIN_PASSWORD', async () => {
    const location = await emptyLocation();
    expect(
      await refusal({
        ...location,
        NODE_ENV: 'production',
        SECRET_KEY: 's'.repeat(40),
        ADMIN_PASSWORD: 'A-Long-First-Pass-1',
      }),
    ).toBe('started');
  });

  it('seeds once however often it starts', async () => {
    const env = loadEnv({ ...(await emptyLocation()), SEED_SAMPLE_DATA: 'true' });
    const counts: Array<[number, number]> = [];
    for (let start = 0; start < 3; start += 1) {
      const database = await prepareDatabase(env, logger);
      const [people] = await database.db.select({ n: count() }).from(users);
      const [docs] = await database.db.select({ n: count() }).from(articles);
      counts.push([people?.n ?? 0, docs?.n ?? 0]);
      await database.close();
    }
    expect(counts[0]?.[0]).toBeGreaterThan(1);
    expect(counts[0]?.[1]).toBeGreaterThan(1);
    expect(new Set(counts.map((pair) => pair.join()))).toHaveLength(1);
  });
});

describe('a second server on the same DATA_DIR', () => {
  it('is refused while the first holds the embedded database, naming the way out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-twice-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = loadEnv({ DATA_DIR: dataDir });
    const first = await prepareDatabase(env, logger);
    try {
      const refused = await prepareDatabase(env, logger).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StartupError);
      expect((refused as StartupError).message).toMatch(/in use by process \d+.*its own DATA_DIR/);
    } finally {
      await first.close();
    }
    await (await prepareDatabase(env, logger)).close();
  });
});
