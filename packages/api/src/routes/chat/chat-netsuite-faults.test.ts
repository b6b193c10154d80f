import type { ChatReply, SystemServices } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultCounts, FaultRuleInput } from '../../netsuite/sandbox/faults/index.ts';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * What a user meets when NetSuite stays down: one sentence and a stable code per turn, then,
 * once the account has failed call after call, the circuit breaker's sentence without another
 * request reaching NetSuite, and the System Health screen's services saying the circuit is open.
 */
const SUITEQL = '/services/rest/query/v1/suiteql';
/** Each turn may call NetSuite more than once; the breaker opens after 5 failed calls. */
const MAX_TURNS = 8;

describe('the agent when NetSuite keeps failing', () => {
  let server: TestServer;
  let admin: Client;
  let session: AgentSession;
  const faults = {
    set: (rules: FaultRuleInput[]) =>
      server.anonymous.request('PUT', '/netsuite-sandbox/__faults', { body: { rules } }),
    counts: async () =>
      (await server.anonymous.request<{ counts: FaultCounts }>('GET', '/netsuite-sandbox/__faults')).body.counts,
  };

  beforeAll(async () => {
    server = await createTestServer({ NETSUITE_SANDBOX: 'true', NETSUITE_SANDBOX_FAULTS: 'true' });
    admin = await server.admin();
    // One retry after the first try keeps the back-off waits under a second.
    await admin.request('PATCH', '/api/settings', { body: { integrations: { retryAttempts: 1 } } });
    session = await agentSession(server, admin);
  }, 120_000);
  afterAll(() => server?.close());

  it('answers each turn with one sentence and a code, then pauses calls and says so on System Health', async () => {
    expect((await faults.set([{ kind: 'server_error', path: SUITEQL }])).status).toBe(200);

    const first = await session.ask('list vendors');
    expect(first.error).toBe('unavailable');
    expect(first.result?.message).toBe(
      'NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes.',
    );

    let paused: ChatReply | undefined;
    for (let turn = 0; turn < MAX_TURNS && paused === undefined; turn += 1) {
      const reply = await session.ask('list vendors');
      expect(reply.error).toBe('unavailable');
      if (/keeps failing/.test(reply.result?.message ?? '')) paused = reply;
    }
    expect(paused?.result?.message).toMatch(
      /^NetSuite account \S+ keeps failing \(NetSuite answered with a server error \(HTTP 503\) on both tries; try again in a few minutes\), so calls to it are paused for \d+ more seconds; try again after that\.$/,
    );

    const hits = (await faults.counts()).server_error;
    const again = await session.ask('list vendors');
    expect(again.result?.message).toMatch(/keeps failing/);
    expect((await faults.counts()).server_error).toBe(hits);

    const services = await admin.request<SystemServices>('GET', '/api/system/services');
    const netsuite = services.body.services.find((service) => service.id === 'netsuite');
    expect(netsuite).toMatchObject({
      state: 'down',
      error: expect.stringMatching(/keeps failing/),
      circuit: { state: 'open', lastError: { code: 'unavailable' }, concurrencyLimit: 5 },
    });
    const events = await admin.request<{ events: { source: string; message: string }[] }>('GET', '/api/system/events');
    expect(events.body.events).toContainEqual(
      expect.objectContaining({ source: 'netsuite', message: expect.stringMatching(/kept failing.*paused/) }),
    );
  });
});
