import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINCIPAL_TTL_MS } from './auth/principal-cache.ts';
import { THROTTLE } from './auth/throttle.ts';
import { type SpawnedServer, spawnServer } from './test/spawn-server.ts';
import { freshPostgresDatabase } from './test/test-server.ts';

/**
 * Two API processes on one PostgreSQL database, started at the same moment: nothing an instance
 * needs lives in its own memory, so either can serve any request.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

type Instance = SpawnedServer;

/**
 * As in production: one SECRET_KEY for all, and no embedded NetSuite sandbox, whose database is
 * a single process's (a second instance serving it from the same DATA_DIR is refused at start).
 */
const SECRET_KEY = 'multi-instance-test-secret-key-0123456789';
const launch = (databaseUrl: string, dataDir: string) =>
  spawnServer(
    MAIN,
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY,
      NETSUITE_SANDBOX: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    '/healthz',
  );

const post = (instance: Instance, path: string, body: unknown, cookie?: string) =>
  fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const me = (instance: Instance, cookie: string) => fetch(`${instance.url}/api/auth/me`, { headers: { cookie } });

let first: Instance;
let second: Instance;
let drop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  drop = database.drop;
  dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-multi-'));
  [first, second] = await Promise.all([launch(database.url, dataDir), launch(database.url, dataDir)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two API instances on one database', () => {
  it('both migrated and seeded the same database once', async () => {
    const signedIn = await post(first, '/api/auth/login', { username: 'admin', password: 'admin' });
    expect(signedIn.status).toBe(200);
  });

  it('honour a session created by the other', async () => {
    const signedIn = await post(first, '/api/auth/login', { username: 'admin', password: 'admin' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await me(second, cookie)).status).toBe(200);
    expect((await post(second, '/api/auth/logout', {}, cookie)).status).toBe(204);
    expect((await me(first, cookie)).status).toBe(401);
  });

  it('hear each other’s logouts at once, though each caches the sessions it serves', async () => {
    const signedIn = await post(first, '/api/auth/login', { username: 'admin', password: 'admin' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await me(first, cookie)).status).toBe(200);
    expect((await me(second, cookie)).status).toBe(200);
    expect((await post(second, '/api/auth/logout', {}, cookie)).status).toBe(204);
    // Well inside the cache's lifetime: only the NOTIFY from the other instance can explain a 401.
    const deadline = Date.now() + PRINCIPAL_TTL_MS / 5;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await me(first, cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });

  it('count sign-in failures together', async () => {
    const attempt = (instance: Instance) =>
      post(instance, '/api/auth/login', { username: 'shared.target', password: 'wrong' });
    for (let failure = 0; failure < THROTTLE.accountFailures; failure += 1) {
      expect((await attempt(failure % 2 === 0 ? first : second)).status).toBe(401);
    }
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });
});
