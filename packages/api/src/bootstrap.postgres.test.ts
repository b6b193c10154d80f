import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { StartupError, startServices } from './bootstrap.ts';
import { loadEnv } from './env.ts';
import { freshPostgresDatabase } from './test/test-server.ts';

const logger = pino({ level: 'silent' });
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * Two servers share a PostgreSQL database, so the application database lets the second one
 * start; the embedded NetSuite sandbox lives in DATA_DIR and is one process's. (On the embedded
 * application database, its own lock refuses the second server before the sandbox is reached.)
 */
it('a second server on the same DATA_DIR is refused while the first serves the NetSuite sandbox from it', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-boot-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  const env = loadEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    NETSUITE_SANDBOX: 'true',
    NETSUITE_SANDBOX_SCALE: '100',
    LOG_LEVEL: 'silent',
  });
  const first = await startServices(env, logger);
  try {
    const refused = await startServices(env, logger).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartupError);
    expect((refused as StartupError).message).toMatch(/sandbox.*in use by process \d+.*NETSUITE_SANDBOX=false/);
  } finally {
    await first.close();
  }
});
