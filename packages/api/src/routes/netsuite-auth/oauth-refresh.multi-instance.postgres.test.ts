import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideConsent } from '../../netsuite/sandbox/oauth2/consent.testing.ts';
import { type SpawnedServer, spawnServer } from '../../test/spawn-server.ts';
import { freshPostgresDatabase } from '../../test/test-server.ts';

/**
 * Two API processes on one PostgreSQL database refresh the same OAuth 2.0 connection at once:
 * one of them calls NetSuite's token endpoint, the other waits on the connection row's lock and
 * uses the token the first stored, and every request succeeds. Each process serves its own
 * sandbox (one SECRET_KEY, so each accepts the other's tokens); access tokens live two seconds.
 */
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const SECRET_KEY = 'oauth-refresh-multi-instance-secret-key-0123456789';
const REFRESHED = 'NetSuite access token refreshed';
const PASSWORD = 'Str0ng-Admin-Pass';

let first: SpawnedServer;
let second: SpawnedServer;
let drop: () => Promise<void>;
const dataDirs: string[] = [];

const launch = async (databaseUrl: string) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-oauth-'));
  dataDirs.push(dataDir);
  return spawnServer(
    MAIN,
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY,
      ADMIN_PASSWORD: 'first-admin-password',
      NETSUITE_SANDBOX: 'true',
      NETSUITE_SANDBOX_SCALE: '100',
      NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS: '2',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    '/healthz',
  );
};

/** A browser's cookie jar for one session, across both instances. */
function session() {
  let cookie = '';
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    const set = response.headers.get('set-cookie');
    if (set?.startsWith('erp_session=')) cookie = set.split(';')[0] ?? '';
    return response;
  };
  const post = (url: string, body: unknown) =>
    send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { send, post };
}

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  drop = database.drop;
  first = await launch(database.url);
  second = await launch(database.url);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop?.();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('OAuth 2.0 refresh across two API instances', () => {
  it('refreshes an expired token once, and neither instance’s requests fail', { timeout: 120_000 }, async () => {
    const browser = session();
    expect(
      (await browser.post(`${first.url}/api/auth/login`, { username: 'admin', password: 'first-admin-password' }))
        .status,
    ).toBe(200);
    expect(
      (
        await browser.post(`${first.url}/api/auth/password`, {
          currentPassword: 'first-admin-password',
          newPassword: PASSWORD,
        })
      ).status,
    ).toBe(200);

    const start = await browser.send(`${first.url}/auth/netsuite`);
    const callback = await decideConsent((request) => fetch(request), start.headers.get('location') ?? '', 'allow');
    const back = await browser.send(callback.href);
    expect(back.headers.get('location')).toBe('/chatbot?netsuite=connected');

    // Past the access token's two seconds: every request below finds it expired.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const list = (instance: SpawnedServer) => browser.send(`${instance.url}/functions/v1/netsuite/saved-search`);
    const answers = await Promise.all([first, second, first, second, first, second].map(list));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // Stopped, each has written all its lines.
    await Promise.all([first.stop(), second.stop()]);
    const refreshes = [...first.output, ...second.output].join('').split(REFRESHED).length - 1;
    expect(refreshes).toBe(1);
  });
});
