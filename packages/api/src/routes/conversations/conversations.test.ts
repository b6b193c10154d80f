import type { ConversationDetail, ConversationList } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  agent = await agentSession(server);
});
afterAll(() => server.close());

describe('conversations', () => {
  it('are listed newest first and reopen with every turn, and survive a restart', async () => {
    agent.reset();
    await agent.ask('list open invoices');
    await agent.ask('sort by amount');
    const id = agent.conversationId;
    await server.restart();
    const list = await agent.client.request<ConversationList>('GET', '/api/conversations');
    expect(list.status).toBe(200);
    expect(list.body.conversations[0]).toMatchObject({ id, title: 'list open invoices', process: null });
    const detail = await agent.client.request<ConversationDetail>('GET', `/api/conversations/${id}`);
    expect(detail.body.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.body.messages[2]).toMatchObject({ role: 'user', text: 'sort by amount' });
    expect(detail.body.messages[3]).toMatchObject({
      role: 'assistant',
      reply: { intent: 'query', result: { success: true } },
    });
  });

  it('reopen a table with its columns in the order they were first shown', async () => {
    agent.reset();
    const shown = await agent.ask('list open invoices');
    const columns = Object.keys(shown.result?.results?.[0] ?? {});
    expect(columns.length).toBeGreaterThan(2);
    const detail = await agent.client.request<ConversationDetail>('GET', `/api/conversations/${agent.conversationId}`);
    const answer = detail.body.messages[1];
    const reopened = answer?.role === 'assistant' ? answer.reply.result : undefined;
    expect(Object.keys(reopened?.results?.[0] ?? {})).toEqual(columns);
  });

  it('keep their context after a restart: a follow-up still refines the last list', async () => {
    agent.reset();
    await agent.ask('vendor bills this year');
    await server.restart();
    const limited = await agent.ask('just the top 2');
    expect(limited.result?.results).toHaveLength(2);
    expect(limited.caption).toMatch(/vendor bills/);
  });

  it('belong to their user only: another user reads them as not there', async () => {
    const { client } = await server.userWithRole('analyst');
    const id = agent.conversationId;
    expect((await client.request('GET', `/api/conversations/${id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/conversations/${id}`)).status).toBe(404);
    expect((await client.request<ConversationList>('GET', '/api/conversations')).body.conversations).toEqual([]);
  });

  it('can be deleted', async () => {
    const id = agent.conversationId;
    expect((await agent.client.request('DELETE', `/api/conversations/${id}`)).status).toBe(204);
    expect((await agent.client.request('GET', `/api/conversations/${id}`)).status).toBe(404);
  });
});
