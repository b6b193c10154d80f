import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { freshPostgresDatabase } from '../test/test-server.ts';

/**
 * A confirmation lives in the database, not in the instance that showed the preview: any other
 * instance on the same PostgreSQL (and SECRET_KEY) can carry it out, and only once.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SECRET_KEY = 'agent-multi-instance-secret-key-0123456789';
const PASSWORD = 'Multi-Instance-Pass-1';

let first: SpawnedServer;
let second: SpawnedServer;
let drop: () => Promise<void>;
const dataDirs: string[] = [];
let cookie = '';

async function post<T>(
  instance: SpawnedServer,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T; setCookie: string | null }> {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as T,
    setCookie: response.headers.get('set-cookie'),
  };
}

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  drop = database.drop;
  // Each instance serves a sandbox of its own (one process a sandbox), both derived from one key.
  const launch = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-agent-multi-'));
    dataDirs.push(dataDir);
    return spawnServer(
      MAIN,
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SECRET_KEY,
        ADMIN_PASSWORD: PASSWORD,
        NETSUITE_SANDBOX: 'true',
        NETSUITE_SANDBOX_SCALE: '100',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      '/healthz',
    );
  };
  first = await launch();
  second = await launch();
  const signedIn = await post(first, '/api/auth/login', { username: 'admin', password: PASSWORD });
  cookie = (signedIn.setCookie ?? '').split(';')[0] ?? '';
  await post(first, '/api/auth/password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}-Changed` });
  const demo = await fetch(`${first.url}/functions/v1/netsuite/demo-credentials`, { headers: { cookie } }).then((r) =>
    r.json(),
  );
  expect((await post(first, '/functions/v1/netsuite/connect', demo)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop?.();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

describe('two API instances sharing PostgreSQL', () => {
  it('complete a confirmation shown by the other, once', async () => {
    const preview = await post<ChatReply>(first, '/api/chatbot/process', {
      prompt: 'create a customer named Two Instance Co',
    });
    const { id, token } = preview.body.confirmation ?? { id: '', token: '' };
    const answer = {
      prompt: 'Confirm',
      conversationId: preview.body.conversationId,
      confirmation: { id, token, decision: 'confirm' },
    };
    const done = await post<ChatReply>(second, '/api/chatbot/process', answer);
    expect(done.body.message).toMatch(/^Done\. Created customer \*\*Two Instance Co\*\*/);
    const again = await post<ChatReply>(first, '/api/chatbot/process', answer);
    expect(again.body).toMatchObject({ error: 'confirmation_stale' });
  });

  it('carry one conversation on across instances: a follow-up on the other refines the last list', async () => {
    const listed = await post<ChatReply>(first, '/api/chatbot/process', { prompt: 'list vendors' });
    const refined = await post<ChatReply>(second, '/api/chatbot/process', {
      prompt: 'just the first 3',
      conversationId: listed.body.conversationId,
    });
    expect(refined.body.result?.results).toHaveLength(3);
  });
});
