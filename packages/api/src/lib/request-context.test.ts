import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticate } from '../auth/authenticate.ts';
import { createTestServer, type TestServer } from '../test/test-server.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { handleError } from './error-handler.ts';
import { requestContext, SLOW_REQUEST_MS } from './request-context.ts';

/** The time the middleware reads, for the test that makes a request slow without waiting. */
const clock = { now: 0 };

/** A logger, redacting as the real one does, whose lines the test can read. */
function collectingLogger(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.password'], remove: true } }, sink);
  return { logger, lines };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function appWith(logger: AppDeps['logger']) {
  const { database, principals, credentialCipher, keys } = server.services;
  const deps = { database, principals, credentialCipher, keys, env: server.env, logger };
  return new Hono<AppEnv>()
    .use(requestContext(deps), authenticate)
    .get('/who', (c) => c.text(c.get('principal')?.user.username ?? 'nobody'))
    .get('/fail', () => {
      throw new Error('boom');
    })
    .post('/who', (c) => c.text('changed'))
    .get('/slow', (c) => {
      clock.now += SLOW_REQUEST_MS;
      return c.text('late');
    })
    .onError(handleError);
}

describe('requestContext', () => {
  it('keeps a plain request id the caller sent, and makes one up otherwise', async () => {
    const app = appWith(pino({ level: 'silent' }));
    const kept = await app.request('/who', { headers: { 'x-request-id': 'trace-42=' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42=');
    for (const refused of ['two words', 'x'.repeat(256), 'a;b']) {
      const replaced = await app.request('/who', { headers: { 'x-request-id': refused } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const failed = await app.request('/fail');
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { requestId: string }).requestId).toBe(failed.headers.get('x-request-id'));
  });

  it('writes one access line a request at debug level, in process and over Node HTTP', async () => {
    const { logger, lines } = collectingLogger('debug');
    const app = appWith(logger);
    const admin = await server.admin();
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    try {
      const { port } = http.address() as AddressInfo;
      const inProcess = await app.request('/who', { headers: { cookie: admin.cookie ?? '' } });
      expect(await inProcess.text()).toBe('admin');
      const overHttp = await fetch(`http://127.0.0.1:${port}/who?x=1`);
      expect(await overHttp.text()).toBe('nobody');

      const access = lines.filter((line) => line.msg === 'request');
      expect(access).toHaveLength(2);
      const adminId = (await admin.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user.id;
      expect(access[0]).toMatchObject({
        requestId: inProcess.headers.get('x-request-id'),
        method: 'GET',
        path: '/who',
        status: 200,
        userId: adminId,
      });
      expect(access[1]).toMatchObject({
        requestId: overHttp.headers.get('x-request-id'),
        method: 'GET',
        path: '/who',
        status: 200,
      });
      expect(access[1]).not.toHaveProperty('userId');
      for (const line of access) expect(typeof line.ms).toBe('number');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('keeps changes, refusals, failures and slow reads visible at info level, and quick reads at debug', async () => {
    const { logger, lines } = collectingLogger('info');
    const app = appWith(logger);
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    try {
      const answers = [
        await app.request('/who'),
        await app.request('/who', { method: 'POST' }),
        await app.request('/nowhere'),
        await app.request('/fail'),
        await app.request('/slow'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 500, 200]);
    } finally {
      now.mockRestore();
    }
    const access = lines.filter((line) => line.msg === 'request');
    expect(access.map(({ method, path, level }) => `${level} ${method} ${path}`)).toEqual([
      '30 POST /who',
      '30 GET /nowhere',
      '50 GET /fail',
      '30 GET /slow',
    ]);
    expect(access.at(-1)?.ms).toBe(SLOW_REQUEST_MS);
  });

  it('leaves the logger redacting every other line', async () => {
    const { logger, lines } = collectingLogger();
    await appWith(logger).request('/who');
    logger.info({ body: { username: 'ann', password: 'secret' } }, 'sign-in attempt');
    expect(lines.find((line) => line.msg === 'sign-in attempt')).toEqual(
      expect.objectContaining({ body: { username: 'ann' } }),
    );
  });
});
