import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../../scripts/temporary-postgres.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/error-handler.ts';
import { type SpawnedServer, spawnServer } from './test/spawn-server.ts';

/**
 * A PostgreSQL server of this test's own (the shared one serves other tests at the same time),
 * stopped and started again under an API process that keeps serving: while it is down requests
 * fail fast with 503 `database_unavailable`, and once it is back they succeed again with no
 * restart of the API, its NOTIFY listener included.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PASSWORD = 'Restart-Test-Pass-1';
/** Bounds on every wait below: requests sent, and how long recovery may take. */
const MAX_REQUESTS = 400;
/** Requests sent together, at the stop, while down and after the start. */
const BURST = 20;
const RECOVERY_LIMIT_MS = 30_000;

let postgres: TemporaryPostgres;
let api: SpawnedServer;
let dataDir: string;
let cookie = '';

const json = { 'content-type': 'application/json' };
const listUsers = () => fetch(`${api.url}/api/users`, { headers: { cookie } });

interface Answer {
  readonly status: number;
  readonly code: string | undefined;
  readonly retryAfter: string | null;
}

async function answer(): Promise<Answer> {
  const response = await listUsers();
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
}

/** Connections listening for NOTIFY, as the database itself sees them. */
async function listeners(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_stat_activity where query ilike 'listen %'",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startTemporaryPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-restart-'));
  api = await spawnServer(
    MAIN,
    {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      NETSUITE_SANDBOX: 'false',
      SAP_SANDBOX: 'false',
      DYNAMICS_SANDBOX: 'false',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    },
    '/healthz',
  );
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const changed = await fetch(`${api.url}/api/auth/password`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: `${PASSWORD}-2` }),
  });
  expect(changed.status).toBe(200);
}, 90_000);

afterAll(async () => {
  await api?.stop();
  postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL restart during traffic', () => {
  it('answers 503 database_unavailable while it is down and recovers by itself once it is back', async () => {
    expect((await listUsers()).status).toBe(200);
    expect(await listeners()).toBeGreaterThan(0);

    // Requests in flight when the server stops: each is answered, either way.
    const inFlight = Array.from({ length: BURST }, () => answer());
    postgres.pause();
    const atStop = await Promise.all(inFlight);

    // While it is down: each request fails fast with the clear code, and /healthz says so.
    const whileDown: Answer[] = [];
    for (let sent = 0; sent < BURST; sent += 1) whileDown.push(await answer());
    const health = await fetch(`${api.url}/healthz`);
    expect(health.status).toBe(503);
    // A chat turn asked meanwhile is refused with the same sentence.
    const chat = await fetch(`${api.url}/api/chat`, {
      method: 'POST',
      headers: { ...json, cookie, origin: api.url },
      body: JSON.stringify({ prompt: 'list open invoices' }),
    });
    expect(chat.status).toBe(503);
    expect(await chat.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE);

    postgres.resume();
    const deadline = Date.now() + RECOVERY_LIMIT_MS;
    let status = 0;
    for (let sent = 0; status !== 200 && sent < MAX_REQUESTS && Date.now() < deadline; sent += 1) {
      status = (await answer()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const afterRestart = await Promise.all(Array.from({ length: BURST }, () => answer()));

    const unavailable: Answer = { status: 503, code: 'database_unavailable', retryAfter: '5' };
    for (const reply of atStop) expect([200, 503]).toContain(reply.status);
    for (const reply of atStop.filter((each) => each.status !== 200)) expect(reply).toEqual(unavailable);
    expect(whileDown).toEqual(Array.from({ length: BURST }, () => unavailable));
    expect(status).toBe(200);
    expect(afterRestart.map((reply) => reply.status)).toEqual(Array.from({ length: BURST }, () => 200));
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

    // A write goes through, and the listener that tells instances about logouts is back.
    const created = await fetch(`${api.url}/api/users`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        username: 'after.restart',
        name: 'After Restart',
        email: 'after.restart@example.com',
        role: 'analyst',
        platforms: ['netsuite'],
        password: 'Initial-Pass-123',
      }),
    });
    expect(created.status).toBe(201);
    const listenDeadline = Date.now() + RECOVERY_LIMIT_MS;
    let listening = await listeners();
    while (listening === 0 && Date.now() < listenDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listening = await listeners();
    }
    expect(listening).toBeGreaterThan(0);
  }, 90_000);
});
