import type { Role } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Every protected endpoint against every role, as the status each must get. Written out by hand
 * rather than derived from the permission table, so a change to the table shows up here.
 */
type Caller = Role | 'anonymous';
type Expected = Readonly<Record<Caller, number>>;

const ALL_SIGNED_IN = { admin: 200, analyst: 200, operator: 200, anonymous: 401 } as const;
const ADMIN_ONLY = { admin: 200, analyst: 403, operator: 403, anonymous: 401 } as const;

interface Case {
  readonly method: string;
  readonly path: string | ((ids: Ids) => string);
  readonly body?: unknown;
  readonly expected: Expected;
}

interface Ids {
  readonly target: string;
}

const MATRIX: readonly Case[] = [
  { method: 'GET', path: '/api/auth/me', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/users', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/users',
    body: { username: 'made.by.matrix', name: 'Matrix', email: 'matrix@example.com', role: 'operator' },
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    method: 'PATCH',
    path: ({ target }) => `/api/users/${target}`,
    body: { department: 'Audit' },
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    path: ({ target }) => `/api/users/${target}/password`,
    body: { password: 'Reset-Pass-7890' },
    expected: ADMIN_ONLY,
  },
  { method: 'GET', path: '/api/settings', expected: ADMIN_ONLY },
  { method: 'PATCH', path: '/api/settings', body: { general: { autoSave: false } }, expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/settings/reset', body: {}, expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/contact', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/articles', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/articles/quick-start', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/system/health', expected: { admin: 200, analyst: 200, operator: 403, anonymous: 401 } },
  {
    method: 'POST',
    path: '/api/contact',
    body: { name: 'A', email: 'a@example.com', company: 'B', subject: 'C', message: 'D' },
    expected: { admin: 201, analyst: 201, operator: 201, anonymous: 201 },
  },
  { method: 'GET', path: '/healthz', expected: { admin: 200, analyst: 200, operator: 200, anonymous: 200 } },
  { method: 'GET', path: '/api/projects', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/site-keys', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/tool-calls', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/conversations', expected: ALL_SIGNED_IN },
];

let server: TestServer;
const callers = new Map<Caller, Client>();
let ids: Ids;

beforeAll(async () => {
  server = await createTestServer();
  callers.set('admin', await server.admin());
  callers.set('analyst', (await server.userWithRole('analyst')).client);
  callers.set('operator', (await server.userWithRole('operator')).client);
  callers.set('anonymous', server.anonymous);
  ids = { target: (await server.userWithRole('operator', { username: 'matrix.target' })).user.id };
});
afterAll(() => server.close());

describe('role matrix', () => {
  const rows = MATRIX.flatMap((entry) =>
    (['admin', 'analyst', 'operator', 'anonymous'] as const).map((caller) => ({ ...entry, caller })),
  );

  it.each(rows)('$method $path as $caller', async ({ method, path, body, expected, caller }) => {
    const client = callers.get(caller);
    if (!client) throw new Error(`no client for ${caller}`);
    const url = typeof path === 'function' ? path(ids) : path;
    const reply = await client.request<{ code?: string }>(method, url, body === undefined ? {} : { body });
    expect(reply.status).toBe(expected[caller]);
    if (reply.status === 403) expect(reply.body.code).toBe('forbidden');
    if (reply.status === 401) expect(reply.body.code).toBe('unauthenticated');
  });
});
