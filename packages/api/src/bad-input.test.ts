import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { type Client, createTestServer, type TestServer } from './test/test-server.ts';

/**
 * Every endpoint that takes input, fed what a careless or hostile client sends: it must answer
 * with a 4xx error envelope, never a 500 and never a success. `POST /api/mcp` is left out: MCP
 * clients expect a JSON-RPC error there, which its SDK answers with a 400.
 */
const ENDPOINTS = [
  { method: 'POST', path: '/api/auth/login' },
  { method: 'POST', path: '/api/auth/password' },
  { method: 'POST', path: '/auth/v1/token?grant_type=password' },
  { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token' },
  { method: 'POST', path: '/api/users' },
  { method: 'PATCH', path: '/api/users/{id}' },
  { method: 'POST', path: '/api/users/{id}/password' },
  { method: 'PATCH', path: '/api/settings' },
  { method: 'POST', path: '/api/settings/reset' },
  { method: 'POST', path: '/api/contact' },
  { method: 'POST', path: '/api/chatbot/process' },
  { method: 'POST', path: '/api/chat' },
  { method: 'POST', path: '/api/site-keys' },
  { method: 'PATCH', path: '/api/site-keys/{id}' },
  { method: 'POST', path: '/functions/v1/netsuite/connect' },
  { method: 'POST', path: '/functions/v1/netsuite/saved-search' },
  { method: 'POST', path: '/functions/v1/netsuite/saved-search/{id}/run' },
] as const;

const QUERY_ENDPOINTS = ['/api/users', '/api/articles', '/auth/v1/token'] as const;

let server: TestServer;
let admin: Client;
let targetId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
  targetId = (await server.userWithRole('operator')).user.id;
});
afterAll(() => server.close());

function expectRefusal(reply: { status: number; body: unknown }, what: string) {
  expect(
    reply.status,
    `${what} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(reply.status, what).toBeLessThan(500);
  expect(reply.body, what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
}

/** JSON values shaped like the real bodies but with every field possibly the wrong type. */
const wrongTypes = fc.dictionary(
  fc.constantFrom(
    'username',
    'password',
    'email',
    'name',
    'role',
    'status',
    'general',
    'security',
    'group',
    'message',
    'refresh_token',
    'currentPassword',
    'newPassword',
    'platforms',
    'subscribe',
    'prompt',
    'conversationId',
    'confirmation',
    'allowedOrigins',
    'accountId',
    'config',
    'pageSize',
  ),
  fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.object({ maxDepth: 2 }),
    fc.string({ maxLength: 20 }),
  ),
);

const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), wrongTypes);

const malformedJson = fc.oneof(
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('{', '{"username": ', '[1,2', '\u0000\u0001', '{"a":1}}', 'undefined'),
);

describe('bad input never causes a 500', () => {
  it.each(ENDPOINTS)('$method $path refuses JSON of the wrong shape', async ({ method, path }) => {
    const url = path.replace('{id}', targetId);
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const reply = await admin.request(method, url, { body });
        // A body that happens to be valid (an empty settings change, a reset of all) may succeed;
        // anything else must be a 4xx envelope.
        if (reply.status < 300) return;
        expectRefusal(reply, `${method} ${url} with ${JSON.stringify(body)}`);
      }),
      { numRuns: 40 },
    );
  });

  it.each(ENDPOINTS)('$method $path refuses malformed JSON', async ({ method, path }) => {
    const url = path.replace('{id}', targetId);
    await fc.assert(
      fc.asyncProperty(malformedJson, async (text) => {
        const reply = await admin.request(method, url, {
          rawBody: text,
          headers: { 'content-type': 'application/json' },
        });
        expectRefusal(reply, `${method} ${url} with ${JSON.stringify(text)}`);
      }),
      { numRuns: 25 },
    );
  });

  it.each(ENDPOINTS)('$method $path refuses an oversized body with 413', async ({ method, path }) => {
    const url = path.replace('{id}', targetId);
    const reply = await admin.request(method, url, {
      rawBody: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(reply, `${method} ${url} oversized`);
    expect(reply.status).toBe(413);
  });

  it.each(ENDPOINTS)('$method $path refuses a body that is not JSON', async ({ method, path }) => {
    const url = path.replace('{id}', targetId);
    const reply = await admin.request(method, url, { rawBody: 'a=1&b=2', headers: { 'content-type': 'text/plain' } });
    expectRefusal(reply, `${method} ${url} text/plain`);
  });

  it.each(QUERY_ENDPOINTS)('GET-style query strings on %s are checked', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('search', 'role', 'status', 'category', 'grant_type', 'x'),
          fc.string({ maxLength: 300 }),
        ),
        async (query) => {
          const url = `${path}?${new URLSearchParams(query).toString()}`;
          const method = path.startsWith('/auth/v1') ? 'POST' : 'GET';
          const reply = await admin.request(method, url, method === 'POST' ? { body: {} } : {});
          if (reply.status < 300) return;
          expectRefusal(reply, `${method} ${url}`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses ids that are not ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), async (id) => {
        const reply = await admin.request('PATCH', `/api/users/${encodeURIComponent(id)}`, {
          body: { department: 'x' },
        });
        expectRefusal(reply, `PATCH /api/users/${id}`);
      }),
      { numRuns: 40 },
    );
  });
});
