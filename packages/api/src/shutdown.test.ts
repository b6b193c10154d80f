import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlowModelServer, startSlowModel } from './test/slow-model-server.ts';
import { type SpawnedServer, spawnServer } from './test/spawn-server.ts';

/**
 * The API in a process of its own, told to stop with SIGTERM while a chat turn streams: the turn
 * the model is still answering finishes whole, new connections are refused meanwhile, and the
 * process exits cleanly once the stream has ended. The model is a local one that answers a word
 * every 300 ms, so the stream is certainly open when the signal arrives.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PASSWORD = 'Shutdown-Test-Pass-1';
const WORDS = ['Draining', 'lets', 'this', 'answer', 'finish', 'whole'];
/** Bounds on the wait for the server to start refusing connections. */
const REFUSAL_ATTEMPTS = 50;

let model: SlowModelServer;
let api: SpawnedServer;
let dataDir: string;

const json = { 'content-type': 'application/json' };

const launch = (baseUrl: string, directory: string, extra: Record<string, string> = {}) =>
  spawnServer(
    MAIN,
    {
      DATA_DIR: directory,
      NETSUITE_SANDBOX: 'false',
      SAP_SANDBOX: 'false',
      DYNAMICS_SANDBOX: 'false',
      ADMIN_PASSWORD: PASSWORD,
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'slow',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...extra,
    },
    '/healthz',
  );

beforeAll(async () => {
  model = await startSlowModel({ words: WORDS, intervalMs: 300 });
  dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-shutdown-'));
  api = await launch(model.baseUrl, dataDir);
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await model?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(server: SpawnedServer = api): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const changed = await fetch(`${server.url}/api/auth/password`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: `${PASSWORD}-2` }),
  });
  expect(changed.status).toBe(200);
  return cookie;
}

describe('SIGTERM with a stream open', () => {
  it('lets the streaming turn finish, refuses new connections, then exits 0', async () => {
    const cookie = await signIn();
    const response = await fetch(`${api.url}/api/chat`, {
      method: 'POST',
      headers: { ...json, cookie, origin: api.url },
      body: JSON.stringify({ prompt: 'Say something slowly' }),
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain('"type":"start"');

    // The signal and what the server printed say why, should it end any other way than exit 0.
    const exited = new Promise<string>((resolve) =>
      api.process.once('exit', (code, signal) => resolve(`exit ${code}${signal ? ` on ${signal}` : ''}`)),
    );
    api.process.kill('SIGTERM');

    // The listening socket closes at once; a bounded number of tries to see it refuse.
    let refused = false;
    for (let attempt = 0; attempt < REFUSAL_ATTEMPTS && !refused; attempt += 1) {
      refused = await fetch(`${api.url}/healthz`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);

    for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value);
    expect(text).toContain(WORDS.at(-1));
    expect(text).toContain('"type":"finish"');
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(await exited, api.output.join('')).toBe('exit 0');
    expect(model.requests()).toBe(1);
  }, 60_000);
});

describe('SIGTERM with a stream that outlives the drain deadline', () => {
  it('ends the turn at the deadline with a whole reply, not a cut connection, then exits 0', async () => {
    // A model that would take a minute: far past a one-second drain.
    const stuck = await startSlowModel({ words: WORDS, intervalMs: 10_000 });
    const directory = await mkdtemp(join(tmpdir(), 'erp-agent-shutdown-deadline-'));
    const server = await launch(stuck.baseUrl, directory, { SHUTDOWN_DRAIN_SECONDS: '1' });
    try {
      const cookie = await signIn(server);
      const response = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { ...json, cookie, origin: server.url },
        body: JSON.stringify({ prompt: 'Say something very slowly' }),
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
      server.process.kill('SIGTERM');
      for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value);

      // The turn was stopped (the model's last word never came) and told the user so in a reply of
      // its own, then the stream ended as every stream does; a cut connection would have neither.
      expect(text).not.toContain(WORDS.at(-1));
      expect(text).toContain('Try again in a moment.');
      expect(text).toContain('"type":"data-reply"');
      expect(text).toContain('"type":"finish"');
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
      await stuck.close();
      await rm(directory, { recursive: true, force: true });
    }
  }, 90_000);
});
