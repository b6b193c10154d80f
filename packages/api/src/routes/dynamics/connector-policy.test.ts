import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../lib/app-env.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { dynamicsConnectorFor } from './dynamics-connector-for.ts';

const ACCESS = {
  tenantId: 'contoso.onmicrosoft.com',
  clientId: '00000000-0000-0000-0000-000000000001',
  environmentUrl: 'https://contoso.crm.dynamics.com',
  credential: { kind: 'secret', clientSecret: 'secret' },
} as const;

/** Entra ID handing out tokens, and a Dataverse answering every Web API call with `answer`. */
function microsoft(answer: (init: RequestInit | undefined) => Promise<Response>) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('https://login.microsoftonline.com/')) {
      return Response.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'token' });
    }
    calls.push(url);
    return answer(init);
  };
  return { fetch, calls };
}

// Dataverse's service protection answer, asking for no wait so the test does not sleep.
const busy = async () =>
  Response.json(
    { error: { code: '0x80072321', message: 'Service unavailable' } },
    { status: 503, headers: { 'Retry-After': '0' } },
  );

describe('Settings › Integrations in the Dynamics 365 connector', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries a real environment as many times as the settings say, from the next request on', async () => {
    const server = await createTestServer();
    try {
      const { fetch, calls } = microsoft(busy);
      vi.stubGlobal('fetch', fetch);
      const admin = await server.admin();
      const deps = depsOf(server);

      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 2 } } });
      await expect((await dynamicsConnectorFor(deps, 'user-1', ACCESS)).count('accounts')).rejects.toMatchObject({
        status: 503,
      });
      expect(calls).toHaveLength(3);

      calls.length = 0;
      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 0 } } });
      await expect((await dynamicsConnectorFor(deps, 'user-1', ACCESS)).count('accounts')).rejects.toBeDefined();
      expect(calls).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('gives up on a try after the timeout the settings say', async () => {
    const server = await createTestServer();
    try {
      // Answers only when the connector gives up waiting.
      const { fetch, calls } = microsoft(
        (init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      vi.stubGlobal('fetch', fetch);
      const admin = await server.admin();
      await admin.request('PATCH', '/api/settings', {
        body: { integrations: { retryAttempts: 0, timeoutDuration: 5 } },
      });
      const started = Date.now();
      await expect(
        (await dynamicsConnectorFor(depsOf(server), 'user-1', ACCESS)).count('accounts'),
      ).rejects.toMatchObject({ code: 'timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(calls).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 20_000);
});

/** What `dynamicsConnectorFor` needs of a running server: no embedded sandbox, so Microsoft is reached by `fetch`. */
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
