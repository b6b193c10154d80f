import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../lib/app-env.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { sapConnectorFor } from './sap-connector-for.ts';

const ACCESS = {
  serviceRoot: 'https://sap.example.com:50000/b1s/v2/',
  companyDb: 'SBODEMOUS',
  userName: 'manager',
  password: 'secret',
};

/** A Service Layer that logs in and out and answers every read with `read`. */
function serviceLayer(read: (init: RequestInit | undefined) => Promise<Response>) {
  const reads: string[] = [];
  const logouts: string[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    if (url.endsWith('/Logout')) {
      logouts.push(url);
      return new Response(null, { status: 204 });
    }
    if (url.endsWith('/Login')) {
      return new Response(JSON.stringify({ SessionId: 'session-1', Version: '1000', SessionTimeout: 30 }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'B1SESSION=session-1; HttpOnly' },
      });
    }
    reads.push(url);
    return read(init);
  };
  return { fetch, reads, logouts };
}

const busy = async () =>
  new Response(JSON.stringify({ error: { code: '-1', message: 'Service Unavailable' } }), { status: 503 });

describe('Settings › Integrations in the SAP Business One connector', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries a real Service Layer as many times as the settings say, from the next request on', async () => {
    const server = await createTestServer();
    try {
      const { fetch, reads, logouts } = serviceLayer(busy);
      vi.stubGlobal('fetch', fetch);
      const admin = await server.admin();
      const deps = depsOf(server);

      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 2 } } });
      await expect((await sapConnectorFor(deps, 'user-1', ACCESS)).count('Items')).rejects.toMatchObject({
        status: 503,
      });
      expect(reads).toHaveLength(3);

      reads.length = 0;
      await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 0 } } });
      await expect((await sapConnectorFor(deps, 'user-1', ACCESS)).count('Items')).rejects.toBeDefined();
      expect(reads).toHaveLength(1);
      // The connector made under the old settings was logged out rather than left with its session.
      expect(logouts).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('gives up on a try after the timeout the settings say', async () => {
    const server = await createTestServer();
    try {
      // Answers only when the connector gives up waiting.
      const { fetch, reads } = serviceLayer(
        (init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      vi.stubGlobal('fetch', fetch);
      const admin = await server.admin();
      await admin.request('PATCH', '/api/settings', {
        body: { integrations: { retryAttempts: 0, timeoutDuration: 5 } },
      });
      const started = Date.now();
      await expect((await sapConnectorFor(depsOf(server), 'user-1', ACCESS)).count('Items')).rejects.toMatchObject({
        code: 'timeout',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(reads).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 20_000);
});

/** What `sapConnectorFor` needs of a running server: no embedded sandbox, so Service Layer is reached by `fetch`. */
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
