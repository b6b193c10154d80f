import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetsuiteConnector, type NetsuiteConnector, sandboxEndpoints } from './netsuite/connector/index.ts';
import { sandboxAccount } from './netsuite/sandbox/account/sandbox-account.ts';
import type { FaultCounts, FaultRuleInput } from './netsuite/sandbox/faults/index.ts';
import { SANDBOX_PREFIX } from './netsuite/sandbox/http/sandbox-app.ts';
import { type SpawnedServer, spawnServer } from './test/spawn-server.ts';
import { freshPostgresDatabase } from './test/test-server.ts';

/**
 * `kill -9` of the built API while it carries out a confirmed create, then a restart on the same
 * data: the customer exists once or not at all (asked of the sandbox with SuiteQL), the
 * confirmation replayed cannot make a second, and the next turn says what became of it.
 * The sandbox's fault injection holds the create's answer (after the customer is made) or the
 * create itself (before), so the kill lands mid-write by construction, not by timing.
 */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const SECRET_KEY = 'crash-during-write-secret-key-0123456789';
const PASSWORD = 'Crash-During-Write-1';
const CUSTOMER_POST: Pick<FaultRuleInput, 'method' | 'path'> = {
  method: 'POST',
  path: '/services/rest/record/v1/customer',
};
/** Polls of the sandbox while waiting for the create to reach it: 200 × 100 ms at most. */
const POLLS = 200;
const POLL_MS = 100;

let server: SpawnedServer | undefined;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let cookie = '';

async function start(): Promise<SpawnedServer> {
  server = await spawnServer(
    MAIN,
    {
      DATA_DIR: dataDir,
      SECRET_KEY,
      ADMIN_PASSWORD: PASSWORD,
      NETSUITE_SANDBOX: 'true',
      NETSUITE_SANDBOX_SCALE: '100',
      NETSUITE_SANDBOX_FAULTS: 'true',
      SAP_SANDBOX: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    '/healthz',
    { built: true },
  );
  return server;
}

async function killNow(running: SpawnedServer): Promise<void> {
  const exited = new Promise<void>((resolve) => running.process.once('exit', () => resolve()));
  running.process.kill('SIGKILL');
  await exited;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? cookie;
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

const ask = (prompt: string, extra: Record<string, unknown> = {}) =>
  call<ChatReply>('POST', '/api/chatbot/process', { prompt, ...extra });

/** The sandbox over HTTP, signed with its demo token as any NetSuite client would sign. */
function sandboxConnector(running: SpawnedServer): NetsuiteConnector {
  const account = sandboxAccount({ secretKey: SECRET_KEY });
  return createNetsuiteConnector({
    accountId: account.accountId,
    consumerKey: account.consumerKey,
    consumerSecret: account.consumerSecret,
    tokenId: account.demoTokenId,
    tokenSecret: account.demoTokenSecret,
    endpoints: sandboxEndpoints(`${running.url}${SANDBOX_PREFIX}`),
  });
}

async function customersWith(running: SpawnedServer, externalId: string): Promise<number> {
  const found = await sandboxConnector(running).suiteql(`SELECT id FROM customer WHERE externalid = '${externalId}'`);
  return found.items.length;
}

async function faultCounts(): Promise<FaultCounts> {
  return (await call<{ counts: FaultCounts }>('GET', `${SANDBOX_PREFIX}/__faults`)).body.counts;
}

async function pollUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let poll = 0; poll < POLLS; poll += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** Signs in (again, after a restart: sessions live in the database) and connects the sandbox. */
async function signIn(first: boolean): Promise<void> {
  cookie = '';
  const password = first ? PASSWORD : `${PASSWORD}-Changed`;
  expect((await call('POST', '/api/auth/login', { username: 'admin', password })).status).toBe(200);
  if (!first) return;
  await call('POST', '/api/auth/password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}-Changed` });
  const demo = await call('GET', '/functions/v1/netsuite/demo-credentials');
  expect((await call('POST', '/functions/v1/netsuite/connect', demo.body)).status).toBe(200);
}

/** Shows the preview of a new customer and confirms it without waiting for the answer. */
async function confirmCreate(name: string) {
  const preview = await ask(`create a customer named ${name}`);
  const confirmation = preview.body.confirmation;
  if (!confirmation) throw new Error(`no confirmation: ${JSON.stringify(preview.body)}`);
  const answer = {
    conversationId: preview.body.conversationId,
    confirmation: { id: confirmation.id, token: confirmation.token, decision: 'confirm' },
  };
  // The process is killed before it answers: the request fails, as the user's browser would see.
  const inFlight = ask('Confirm', answer).catch(() => undefined);
  return { answer, externalId: `erp-agent-${confirmation.id}-record`, inFlight };
}

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshPostgresDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  await start();
  await signIn(true);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 during a confirmed write, then a restart', () => {
  it('keeps the customer NetSuite made, once, and says so; the replayed confirmation makes no second', async () => {
    const running = server as SpawnedServer;
    await call('PUT', `${SANDBOX_PREFIX}/__faults`, {
      rules: [{ kind: 'slow', ...CUSTOMER_POST, after: true, delayMs: 120_000 }],
    });
    const { answer, externalId, inFlight } = await confirmCreate('Crash After Co');
    await pollUntil('the customer to be made', async () => (await customersWith(running, externalId)) === 1);

    await killNow(running);
    await inFlight;
    const restarted = await start();
    await signIn(false);
    expect(await customersWith(restarted, externalId)).toBe(1);

    const replayed = await ask('Confirm', answer);
    expect(replayed.body.error).toBe('confirmation_stale');
    expect(replayed.body.message).toMatch(
      /^The server stopped while carrying out "Create customer Crash After Co"\. It had been done: Created customer \*\*Crash After Co\*\* \(id \d+\)\.\n\n"Create customer Crash After Co" was already confirmed\. Nothing was done\.$/,
    );
    expect(await customersWith(restarted, externalId)).toBe(1);

    const next = await ask('hello', { conversationId: answer.conversationId });
    expect(next.body.message ?? '').not.toMatch(/server stopped/);
  }, 240_000);

  it('leaves no customer when the create never reached NetSuite, and the next turn says nothing was made', async () => {
    const running = server as SpawnedServer;
    await call('PUT', `${SANDBOX_PREFIX}/__faults`, {
      rules: [{ kind: 'slow', ...CUSTOMER_POST, after: false, delayMs: 120_000 }],
    });
    const { answer, externalId, inFlight } = await confirmCreate('Crash Before Co');
    await pollUntil('the create to be held', async () => (await faultCounts()).slow === 1);

    await killNow(running);
    await inFlight;
    const restarted = await start();
    await signIn(false);
    expect(await customersWith(restarted, externalId)).toBe(0);

    const next = await ask('hello', { conversationId: answer.conversationId });
    expect(next.body.message).toMatch(
      /^The server stopped while carrying out "Create customer Crash Before Co"\. It was not done, so nothing was created; ask again if you still want it\.\n\n/,
    );
    const replayed = await ask('Confirm', answer);
    expect(replayed.body).toMatchObject({ error: 'confirmation_stale' });
    expect(await customersWith(restarted, externalId)).toBe(0);
  }, 240_000);
});
