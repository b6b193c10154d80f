import type { AddressInfo } from 'node:net';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server.ts';
import type { AppEnv } from './app-env.ts';
import { requestContext } from './request-context.ts';
import type { HeaderList } from './response-headers.ts';
import { API_HEADERS, DOCUMENT_HEADERS, securityHeaders } from './security-headers.ts';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** What of a Hono app the tests call: any app, whatever its routes. */
interface Served {
  fetch(request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response>;
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * The headers are set one way on the Node server and another for in-process requests, so every
 * test runs both ways: `app.request`, and real HTTP through `@hono/node-server`.
 */
async function bothWays(app: Served) {
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;
  const ways: [string, Fetch][] = [
    ['in-process', async (path, init) => app.request(path, init)],
    ['over Node HTTP', (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init)],
  ];
  return { ways, close: () => new Promise((resolve) => http.close(resolve)) };
}

/** The headers of the set, and none that only the other set has. */
function expectHeaders(response: Response, set: HeaderList, other: HeaderList) {
  for (const [name, value] of set) expect(response.headers.get(name), name).toBe(value);
  const names = new Set(set.map(([name]) => name));
  for (const [name] of other) if (!names.has(name)) expect(response.headers.get(name), name).toBeNull();
}
const expectApiHeaders = (response: Response) => expectHeaders(response, API_HEADERS, DOCUMENT_HEADERS);
const expectDocumentHeaders = (response: Response) => expectHeaders(response, DOCUMENT_HEADERS, API_HEADERS);

let server: TestServer;
let plain: Awaited<ReturnType<typeof bothWays>>;
let behindTls: TestServer;
let tls: Awaited<ReturnType<typeof bothWays>>;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  plain = await bothWays(server.app);
  cookie = (await server.admin()).cookie ?? '';
  behindTls = await createTestServer({ TRUST_PROXY: 'true' });
  tls = await bothWays(behindTls.app);
});
afterAll(async () => {
  await plain?.close();
  await tls?.close();
  await server?.close();
  await behindTls?.close();
});

describe('security headers', () => {
  it("are, for pages, what hono/secure-headers sends for the console's policy", async () => {
    const reference = new Hono()
      .use(
        secureHeaders({
          contentSecurityPolicy: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
          strictTransportSecurity: false,
          xFrameOptions: 'DENY',
          referrerPolicy: 'strict-origin-when-cross-origin',
          crossOriginResourcePolicy: 'same-origin',
        }),
      )
      .get('/', (c) => c.body(null, 204));
    const sent = [...(await reference.request('/')).headers];
    expect(sent).toEqual([...DOCUMENT_HEADERS].sort(([a], [b]) => a.localeCompare(b)));
  });

  it("are OWASP's REST set on every API answer, once each: public, signed in, refused and not found", async () => {
    for (const [way, call] of plain.ways) {
      const answers = await Promise.all([
        call('/healthz'),
        call('/api/auth/me', { headers: { cookie } }),
        call('/api/users'),
        call('/api/no-such-thing'),
        call('/auth/v1/no-such-thing'),
        call('/netsuite-sandbox/services/rest/record/v1/customer'),
      ]);
      expect(
        answers.map((answer) => answer.status),
        way,
      ).toEqual([200, 200, 401, 404, 404, 404]);
      for (const answer of answers) {
        expectApiHeaders(answer);
        expect(answer.headers.get('x-request-id'), way).toMatch(/^[\w-]+$/);
        expect(answer.headers.get('strict-transport-security'), way).toBeNull();
      }
    }
  });

  it('are the page set on anything else, with no cache rule of their own', async () => {
    for (const [way, call] of plain.ways) {
      const page = await call('/no-such-page');
      expect(page.status, way).toBe(404);
      expectDocumentHeaders(page);
      expect(page.headers.get('cache-control'), way).toBeNull();
    }
  });

  it('add HSTS only when the request came over TLS', async () => {
    for (const [way, call] of tls.ways) {
      for (const [path, expectSet] of [
        ['/healthz', expectApiHeaders],
        ['/no-such-page', expectDocumentHeaders],
      ] as const) {
        const overTls = await call(path, { headers: { 'x-forwarded-proto': 'https' } });
        expectSet(overTls);
        expect(overTls.headers.get('strict-transport-security'), way).toBe('max-age=31536000; includeSubDomains');
        const overHttp = await call(path);
        expect(overHttp.headers.get('strict-transport-security'), way).toBeNull();
      }
    }
  });

  it('leave /api/docs its own, wider, policy', async () => {
    for (const [way, call] of plain.ways) {
      const docs = await call('/api/docs');
      expect(docs.status, way).toBe(200);
      const policy = docs.headers.get('content-security-policy') ?? '';
      expect(policy, way).toContain("style-src 'self' 'unsafe-inline'");
      expect(docs.headers.get('x-request-id'), way).toBeTruthy();
    }
  });

  it('let an answer that sets one of them keep its own value', async () => {
    const { database, principals, credentialCipher, keys } = server.services;
    const deps = { database, principals, credentialCipher, keys, env: server.env, logger: pino({ level: 'silent' }) };
    const app = new Hono<AppEnv>()
      .use(requestContext(deps), securityHeaders)
      .get('/framed', (c) => c.text('framed', 200, { 'X-Frame-Options': 'SAMEORIGIN' }))
      .get('/api/events', (c) => c.text('data: 1\n\n', 200, { 'Cache-Control': 'no-cache' }));
    const own = await bothWays(app);
    try {
      for (const [way, call] of own.ways) {
        const answer = await call('/framed');
        expect(answer.headers.get('x-frame-options'), way).toBe('SAMEORIGIN');
        expect(answer.headers.get('x-content-type-options'), way).toBe('nosniff');
        const events = await call('/api/events');
        expect(events.headers.get('cache-control'), way).toBe('no-cache');
        expect(events.headers.get('content-security-policy'), way).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    } finally {
      await own.close();
    }
  });
});
