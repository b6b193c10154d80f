import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/app-env.ts';
import { handleError } from '../lib/error-handler.ts';
import { requestContext } from '../lib/request-context.ts';
import { createTestServer, type TestServer } from '../test/test-server.ts';
import { authenticate, requirePlatform } from './authenticate.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('requirePlatform', () => {
  it('lets through users with the platform and admins, and refuses the rest', async () => {
    const { database, principals, credentialCipher, keys } = server.services;
    const deps = { database, principals, credentialCipher, keys, env: server.env, logger: pino({ level: 'silent' }) };
    const platformApp = new Hono<AppEnv>()
      .use(requestContext(deps), authenticate)
      .get('/sap', requirePlatform('sap'), (c) => c.text('sap'))
      .onError(handleError);

    const call = async (cookie: string | undefined) => {
      const response = await platformApp.request('/sap', { headers: cookie ? { cookie } : {} });
      return { status: response.status, body: await response.text() };
    };
    const netsuiteOnly = await server.userWithRole('analyst', { platforms: ['netsuite'] });
    const withSap = await server.userWithRole('operator', { platforms: ['sap'] });
    const admin = await server.admin();

    const refused = await call(netsuiteOnly.client.cookie);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'platform_forbidden' });
    expect((await call(withSap.client.cookie)).status).toBe(200);
    expect((await call(admin.cookie)).status).toBe(200);
    expect((await call(undefined)).status).toBe(401);
  });
});
