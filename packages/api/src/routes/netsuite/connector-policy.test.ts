import { DEFAULT_SETTINGS } from '@erp-agent/core';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../lib/app-env.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { connectorPolicy } from './connector-policy.ts';
import { connectorFor } from './netsuite-connector-for.ts';

describe('Settings › Integrations in the NetSuite connector', () => {
  it('turns retry attempts into tries and the timeout into milliseconds', () => {
    expect(connectorPolicy(DEFAULT_SETTINGS.integrations)).toEqual({ timeoutMs: 30_000, retry: { maxAttempts: 4 } });
    expect(connectorPolicy({ ...DEFAULT_SETTINGS.integrations, retryAttempts: 0, timeoutDuration: 5 })).toEqual({
      timeoutMs: 5000,
      retry: { maxAttempts: 1 },
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('retries a real account as many times as the settings say', async () => {
    const server = await createTestServer({ NETSUITE_CONSUMER_KEY: 'ck', NETSUITE_CONSUMER_SECRET: 'cs' });
    try {
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        return new Response('{"title":"busy"}', { status: 503, headers: { 'retry-after': '0' } });
      });
      const admin = await server.admin();
      const deps = depsOf(server);
      const access = { accountId: '1234567', tokenId: 'token', tokenSecret: 'secret' };

      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 2 } } });
      await expect((await connectorFor(deps, access)).suiteql('SELECT id FROM customer')).rejects.toMatchObject({
        code: 'unavailable',
      });
      expect(calls).toHaveLength(3);

      calls.length = 0;
      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 0 } } });
      await expect((await connectorFor(deps, access)).suiteql('SELECT id FROM customer')).rejects.toBeDefined();
      expect(calls).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

/** What `connectorFor` needs of a running server. */
function depsOf(server: TestServer): AppDeps {
  return {
    env: server.env,
    database: server.database,
    logger: pino({ level: 'silent' }),
    principals: server.services.principals,
    credentialCipher: server.services.credentialCipher,
    keys: server.services.keys,
  };
}
