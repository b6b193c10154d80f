import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
});
afterAll(() => server.close());

/** The app as `npm start` assembles it: every router, the sandbox, the console and the examples. */
function wholeApp(sandboxLogger = pino({ level: 'silent' })) {
  const { services } = server;
  if (!services.sandbox) throw new Error('the test server was started without its sandbox');
  const repository = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  return createApp({
    env: server.env,
    database: services.database,
    principals: services.principals,
    credentialCipher: services.credentialCipher,
    keys: services.keys,
    logger: pino({ level: 'silent' }),
    sandbox: { ...services.sandbox.deps, logger: sandboxLogger },
    assets: { consoleDir: repository('../../console/dist'), widgetDir: repository('../../widget/dist') },
    examplesDir: repository('../../../examples'),
  });
}

describe('the assembled app', () => {
  it("routes with Hono's RegExpRouter, which needs no fixed path beside a parameter anywhere", async () => {
    const app = wholeApp();
    expect((await app.request('/healthz')).status).toBe(200);
    // SmartRouter names the router it settled on once the first request has been matched.
    expect(app.router.name).toBe('SmartRouter + RegExpRouter');
  });

  it('hands the sandbox its own paths, errors in its NetSuite envelope included', async () => {
    const app = wholeApp();
    const unsigned = await app.request('/netsuite-sandbox/services/rest/record/v1/customer');
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('content-type')).toContain('application/vnd.oracle.resource+json; type=error');
    expect(unsigned.headers.get('x-request-id')).toBeTruthy();
    expect(unsigned.headers.get('cache-control')).toBe('no-store');
    const body = (await unsigned.json()) as { status: number; 'o:errorDetails': unknown[] };
    expect(body.status).toBe(401);
    expect(body['o:errorDetails']).toHaveLength(1);
  });

  it("has the sandbox's log lines carry the API's request id", async () => {
    const lines: { requestId?: string; msg?: string }[] = [];
    const sink = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = wholeApp(pino({ level: 'info' }, sink));
    const refused = await app.request('/netsuite-sandbox/services/rest/query/v1/suiteql', { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'sandbox TBA refused', requestId: refused.headers.get('x-request-id') }),
    ]);
  });
});
