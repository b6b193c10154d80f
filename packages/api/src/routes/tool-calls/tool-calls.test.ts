import type { ToolCallList } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
});
afterAll(() => server.close());

describe('GET /api/tool-calls', () => {
  it('records every tool call: who, which tool, the input, how it ended and how long it took', async () => {
    const admin = await agentSession(server);
    await admin.ask('list open invoices');
    await admin.ask('create a customer named Recorded Co');
    const list = await admin.client.request<ToolCallList>('GET', '/api/tool-calls?limit=10');
    expect(list.status).toBe(200);
    const [proposed, query] = list.body.toolCalls;
    expect(proposed).toMatchObject({
      tool: 'ns_createRecord',
      outcome: 'proposed',
      channel: 'chat',
      userName: expect.any(String),
    });
    expect(query).toMatchObject({ tool: 'ns_runCustomSuiteQL', outcome: 'ok', errorCode: null });
    expect(query?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('filters by outcome, and shows a user without analytics only their own calls', async () => {
    const operator = await agentSession(server, (await server.userWithRole('operator')).client);
    await operator.ask('run the AR aging report');
    const own = await operator.client.request<ToolCallList>('GET', '/api/tool-calls?outcome=refused');
    expect(own.body.toolCalls.map((call) => call.tool)).toEqual(['ns_runReport']);
    const all = await operator.client.request<ToolCallList>('GET', '/api/tool-calls');
    expect(new Set(all.body.toolCalls.map((call) => call.userName))).toEqual(
      new Set([own.body.toolCalls[0]?.userName]),
    );
    const admin = await server.admin();
    const everyone = await admin.request<ToolCallList>('GET', '/api/tool-calls?outcome=refused');
    expect(everyone.body.toolCalls).toHaveLength(1);
  });

  it('refuses a bad filter with a 400 envelope', async () => {
    const admin = await server.admin();
    expect((await admin.request('GET', '/api/tool-calls?outcome=maybe')).status).toBe(400);
    expect((await admin.request('GET', '/api/tool-calls?limit=0')).status).toBe(400);
  });
});
