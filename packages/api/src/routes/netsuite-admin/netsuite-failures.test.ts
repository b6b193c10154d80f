import type { ErrorEnvelope } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultCounts, FaultRuleInput } from '../../netsuite/sandbox/faults/index.ts';
import { connectSandbox } from '../../test/agent-session.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The NetSuite pages' endpoints when the sandbox is told to fail: the status a console turns into
 * its sentence (account-failure.ts), the page's stable code and fixed message, and the connector's
 * account of the outage as the reason. The console's unit test uses these reasons word for word.
 */
const SUITEQL = '/services/rest/query/v1/suiteql';

/**
 * A server of its own per outage: the circuit breaker counts outages per account, so one test's
 * failures must not open it for the next.
 */
function outage() {
  const context: { server?: TestServer; admin?: Client } = {};
  beforeAll(async () => {
    const server = await createTestServer({ NETSUITE_SANDBOX: 'true', NETSUITE_SANDBOX_FAULTS: 'true' });
    const admin = await server.admin();
    // Two tries, and the shortest timeout the settings allow, so a 504 comes within seconds.
    await admin.request('PATCH', '/api/settings', {
      body: { integrations: { retryAttempts: 1, timeoutDuration: 5 } },
    });
    await connectSandbox(admin);
    Object.assign(context, { server, admin });
  }, 120_000);
  afterAll(() => context.server?.close());
  return {
    get admin(): Client {
      if (!context.admin) throw new Error('the server did not start');
      return context.admin;
    },
    faults: (rules: FaultRuleInput[]) =>
      context.server?.anonymous.request('PUT', '/netsuite-sandbox/__faults', { body: { rules } }),
    counts: async () =>
      (await context.server?.anonymous.request<{ counts: FaultCounts }>('GET', '/netsuite-sandbox/__faults'))?.body
        .counts,
  };
}

describe('a NetSuite page when NetSuite answers server errors', () => {
  const setup = outage();

  it('answers 502 with the page’s code and message, and the outage as the reason', async () => {
    expect((await setup.faults([{ kind: 'server_error', path: SUITEQL }]))?.status).toBe(200);
    const failed = await setup.admin.request<ErrorEnvelope>('GET', '/api/netsuite/scripts');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: 'netsuite_scripts_failed',
      message: 'Failed to read the scripts',
      reason:
        'NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes. (unavailable)',
    });
    expect((await setup.counts())?.server_error).toBeGreaterThanOrEqual(2);
  });
});

describe('a NetSuite page when NetSuite does not answer in time', () => {
  const setup = outage();

  it('answers 504 with the page’s code and message, and the outage as the reason', async () => {
    expect((await setup.faults([{ kind: 'slow', path: SUITEQL, delayMs: 8000 }]))?.status).toBe(200);
    const failed = await setup.admin.request<ErrorEnvelope>('GET', '/api/netsuite/workflows');
    expect(failed.status).toBe(504);
    expect(failed.body).toMatchObject({
      code: 'netsuite_workflows_failed',
      message: 'Failed to read the workflows',
      reason: 'NetSuite did not answer in time on both tries; try again in a few minutes. (timeout)',
    });
  }, 60_000);
});
