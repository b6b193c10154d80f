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
const EVERYONE = { admin: 200, analyst: 200, operator: 200, anonymous: 200 } as const;
/** The roles with `system:read` and `analytics:read`: admins and analysts. */
const SYSTEM_READERS = { admin: 200, analyst: 200, operator: 403, anonymous: 401 } as const;
/** The roles with `erp:read`: admins and analysts. */
const ERP_READERS = { admin: 200, analyst: 200, operator: 403, anonymous: 401 } as const;
const SIGNED_IN_NOT_FOUND = { admin: 404, analyst: 404, operator: 404, anonymous: 401 } as const;

/** A well-formed id nothing has, for the routes that act on one record. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

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
  {
    method: 'POST',
    path: ({ target }) => `/api/users/${target}/invitation`,
    expected: ADMIN_ONLY,
  },
  { method: 'GET', path: '/api/settings', expected: ADMIN_ONLY },
  { method: 'PATCH', path: '/api/settings', body: { general: { theme: 'dark' } }, expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/auth/two-factor', expected: ALL_SIGNED_IN },
  { method: 'POST', path: '/api/auth/two-factor/setup', expected: ALL_SIGNED_IN },
  { method: 'POST', path: '/api/settings/reset', body: {}, expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/contact', expected: ADMIN_ONLY },
  {
    method: 'PATCH',
    path: `/api/contact/${NO_SUCH_ID}`,
    body: { read: true },
    expected: { ...ADMIN_ONLY, admin: 404 },
  },
  { method: 'GET', path: '/api/articles', expected: EVERYONE },
  { method: 'GET', path: '/api/articles/quick-start', expected: EVERYONE },
  { method: 'GET', path: '/api/system/health', expected: SYSTEM_READERS },
  { method: 'GET', path: '/api/system/services', expected: SYSTEM_READERS },
  { method: 'GET', path: '/api/system/events', expected: SYSTEM_READERS },
  { method: 'PUT', path: '/api/system/test-figures', body: {}, expected: { ...ADMIN_ONLY, admin: 204 } },
  { method: 'GET', path: '/api/dashboard', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/dashboard/tasks', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/dashboard/environments', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/analytics', expected: SYSTEM_READERS },
  {
    method: 'POST',
    path: '/api/contact',
    body: { name: 'A', email: 'a@example.com', company: 'B', subject: 'C', message: 'D' },
    expected: { admin: 201, analyst: 201, operator: 201, anonymous: 201 },
  },
  { method: 'GET', path: '/healthz', expected: { admin: 200, analyst: 200, operator: 200, anonymous: 200 } },
  { method: 'GET', path: '/api/projects', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/projects/not-a-project', expected: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'GET', path: '/api/project-templates', expected: ERP_READERS },
  { method: 'GET', path: '/api/project-templates/workflows', expected: ERP_READERS },
  {
    method: 'POST',
    path: '/api/projects',
    body: { from: 'template', templateId: 'no_such_template' },
    expected: { ...ADMIN_ONLY, admin: 404 },
  },
  { method: 'POST', path: '/api/projects/not-a-project/deploy/preview', expected: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'POST', path: '/api/projects/not-a-project/deploy', expected: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'GET', path: '/api/site-keys', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/site-keys',
    body: { name: 'Matrix', allowedOrigins: ['https://matrix.example'] },
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    method: 'PATCH',
    path: `/api/site-keys/${NO_SUCH_ID}`,
    body: { name: 'x' },
    expected: { ...ADMIN_ONLY, admin: 404 },
  },
  { method: 'POST', path: `/api/site-keys/${NO_SUCH_ID}/rotate`, expected: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'DELETE', path: `/api/site-keys/${NO_SUCH_ID}`, expected: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'GET', path: '/api/tool-calls', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/api/conversations', expected: ALL_SIGNED_IN },
  // Another user's conversation reads as not there (conversations.test.ts); an unknown one alike.
  { method: 'GET', path: `/api/conversations/${NO_SUCH_ID}`, expected: SIGNED_IN_NOT_FOUND },
  { method: 'DELETE', path: `/api/conversations/${NO_SUCH_ID}`, expected: SIGNED_IN_NOT_FOUND },
  // Every caller here holds the NetSuite platform; require-platform.test.ts and netsuite.test.ts
  // refuse those who do not.
  { method: 'GET', path: '/functions/v1/netsuite/connection', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/functions/v1/netsuite/bridge-restlet.js', expected: ALL_SIGNED_IN },
  {
    method: 'GET',
    path: '/functions/v1/netsuite/demo-credentials',
    expected: { admin: 404, analyst: 404, operator: 404, anonymous: 401 },
  },
  {
    method: 'GET',
    path: '/functions/v1/netsuite/saved-search',
    expected: { admin: 409, analyst: 409, operator: 409, anonymous: 401 },
  },
  // Only the admin reaches SAP here: the other callers hold NetSuite alone (sap.test.ts gives them SAP).
  { method: 'GET', path: '/api/sap/connection', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/sap/demo-credentials', expected: { ...ADMIN_ONLY, admin: 404 } },
  ...['overview', 'integrations', 'documents', 'reports', 'addons'].map((screen) => ({
    method: 'GET',
    path: `/api/sap/${screen}`,
    expected: { ...ADMIN_ONLY, admin: 409 },
  })),
  { method: 'GET', path: '/api/sap/documents/Orders/1', expected: { ...ADMIN_ONLY, admin: 409 } },
  { method: 'GET', path: '/functions/v1/netsuite/auth-options', expected: ALL_SIGNED_IN },
  { method: 'GET', path: '/functions/v1/netsuite/machine-access', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/functions/v1/netsuite/machine-access/check',
    expected: { ...ADMIN_ONLY, admin: 409 },
  },
];

/**
 * The routes the matrix leaves out, each with the reason: open to everyone by design, or its
 * access decided per request and tested where that decision is made. A new route fails the
 * completeness test below until it is added to the matrix or here.
 */
const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'GET /api/netsuite/dashboard',
      'GET /api/netsuite/integrations',
      'GET /api/netsuite/scripts',
      'GET /api/netsuite/scripts/libraries',
      'GET /api/netsuite/scripts/files/:id',
      'PATCH /api/netsuite/scripts/deployments/:id',
      'GET /api/netsuite/workflows',
      'GET /api/netsuite/workflows/:scriptId',
      'GET /api/netsuite/workflow-instances',
      'PATCH /api/netsuite/workflows/:scriptId',
      'PATCH /api/netsuite/integrations/records/:id',
    ].map((route) => [route, "the caller's own NetSuite account, per role and platform (netsuite-admin.test.ts)"]),
  ),
  ...Object.fromEntries(
    [
      'GET /api/netsuite/reports',
      'POST /api/netsuite/reports/searches',
      'GET /api/netsuite/reports/searches/:id',
      'PATCH /api/netsuite/reports/searches/:id',
      'POST /api/netsuite/reports/searches/:id/run',
      'GET /api/netsuite/reports/schedules',
      'POST /api/netsuite/reports/schedules',
      'PATCH /api/netsuite/reports/schedules/:id',
      'PATCH /api/netsuite/reports/schedules/:id/status',
      'POST /api/netsuite/reports/schedules/:id/run',
    ].map((route) => [route, "the caller's own saved searches and schedules, per role (reports.test.ts)"]),
  ),
  'GET /api/projects/:name/zip': "the caller's own SuiteCloud project (deploy-project.test.ts)",
  'POST /api/chat/host-actions/:id/result':
    'the owner of the conversation it was proposed in, any role or a site visitor (chat-host-actions.test.ts)',
  'POST /api/auth/login': 'sign-in, open to everyone (auth.test.ts)',
  'POST /api/auth/logout': 'ends whatever session it is given, open to everyone (auth.test.ts)',
  'POST /api/auth/password': 'self-service for any signed-in user (auth.test.ts, first sign-in)',
  'POST /auth/v1/token': 'sign-in, open to everyone (auth-v1.test.ts)',
  'POST /api/invitations/inspect': 'open to whoever holds the invitation token (users.test.ts)',
  'POST /api/invitations/accept': 'open to whoever holds the invitation token (users.test.ts)',
  'GET /api/settings/public':
    'the theme, name and password policy every page needs, open to everyone (settings.test.ts)',
  'POST /api/auth/two-factor/enable': "the caller's own set-up, proven by a code from it (two-factor.test.ts)",
  'POST /api/auth/two-factor/recovery-codes': "the caller's own codes, proven by a code (two-factor.test.ts)",
  'POST /api/auth/two-factor/disable': "the caller's own, proven by the password (two-factor.test.ts)",
  'POST /auth/v1/logout': 'ends whatever session it is given, open to everyone (auth-v1.test.ts)',
  'POST /api/chat': "the agent's tools per role (chat-roles.test.ts)",
  'POST /api/chatbot/process': "the agent's tools per role (chat-roles.test.ts)",
  'POST /api/mcp': "the agent's tools per role and no caller without a token (mcp.test.ts)",
  'GET /api/mcp': 'answers 405 to everyone (mcp.test.ts)',
  'DELETE /api/mcp': 'answers 405 to everyone (mcp.test.ts)',
  'POST /functions/v1/netsuite/connect': "the caller's own NetSuite connection (netsuite.test.ts)",
  'DELETE /functions/v1/netsuite/connection': "the caller's own NetSuite connection (netsuite.test.ts)",
  'POST /functions/v1/netsuite/saved-search': "in the caller's own NetSuite connection (netsuite.test.ts)",
  'POST /functions/v1/netsuite/saved-search/:id/run': "in the caller's own NetSuite connection (netsuite.test.ts)",
  'POST /api/sap/connect': "the caller's own SAP connection (sap.test.ts)",
  'DELETE /api/sap/connection': "the caller's own SAP connection (sap.test.ts)",
  'POST /api/sap/actions': "in the caller's own SAP connection, per role and target (sap.test.ts)",
  'GET /auth/netsuite':
    'a browser navigation, answered with redirects: to sign in, or to NetSuite (netsuite-auth.test.ts)',
  'GET /auth/netsuite/callback': 'a browser navigation, answered with redirects (netsuite-auth.test.ts)',
  'GET /api/dynamics/connection':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'POST /api/dynamics/connect': 'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'DELETE /api/dynamics/connection':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/demo-credentials':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/overview': 'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/entities': 'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/schema': 'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/entities/:id/columns':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/dynamics/processes':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'POST /api/dynamics/processes/:id/:state{activate|deactivate}':
    'Dynamics 365 holders with records:write, in their own connection (dynamics.test.ts)',
  'GET /api/dynamics/integrations':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'POST /api/dynamics/integrations/:id/connect':
    'Dynamics 365 holders with records:write, in their own connection (dynamics.test.ts)',
  'POST /api/dynamics/integrations/:id/sync':
    'Dynamics 365 holders with records:write, in their own connection (dynamics.test.ts)',
  'GET /api/dynamics/power-platform':
    'only for users holding Dynamics 365, which the callers here do not (dynamics.test.ts)',
  'GET /api/openapi.json': 'the public API reference',
  'GET /api/docs': 'the public API reference',
  'GET /api/docs/:asset': 'the public API reference',
  'GET /api/embed/check': "public, for the widget's diagnose() (embed-check.test.ts)",
};

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
    // A role refused, or a platform the user was not given.
    if (reply.status === 403) expect(['forbidden', 'platform_forbidden']).toContain(reply.body.code);
    if (reply.status === 401) expect(reply.body.code).toBe('unauthenticated');
  });

  it('covers every route the app serves, or says why not', () => {
    const covered = (method: string, pattern: string) => {
      const route = new RegExp(`^${pattern.replaceAll(/:\w+/g, '[^/]+')}$`);
      return MATRIX.some((entry) => {
        const url = typeof entry.path === 'function' ? entry.path(ids) : entry.path;
        return entry.method === method && route.test(url.split('?')[0] ?? url);
      });
    };
    const routes = server.app.routes
      // `ALL` entries are middleware (app.use), not endpoints.
      .filter(({ method }) => method !== 'ALL')
      .map(({ method, path }) => ({ method, path, key: `${method} ${path}` }));
    const missing = routes.filter(({ method, path, key }) => !covered(method, path) && !(key in NOT_IN_MATRIX));
    expect([...new Set(missing.map(({ key }) => key))]).toEqual([]);
    // An exemption for a route that is gone would hide nothing, only mislead.
    const served = new Set(routes.map(({ key }) => key));
    expect(Object.keys(NOT_IN_MATRIX).filter((key) => !served.has(key))).toEqual([]);
  });
});
