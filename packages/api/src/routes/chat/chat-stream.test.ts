import { type ChatStreamPart, createChatClient } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/** The streaming endpoint, read with core's client as the widget and the console read it. */
let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  agent = await agentSession(server);
});
afterAll(() => server.close());

function clientFor() {
  return createChatClient({
    fetch: (input, init) =>
      Promise.resolve(
        server.app.request(String(input), {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), cookie: agent.client.cookie ?? '' },
        }),
      ),
  });
}

describe('POST /api/chat', () => {
  it('sends the parts in order: start, conversation, tools, text, the reply, finish', async () => {
    const parts: ChatStreamPart[] = [];
    const reply = await clientFor().stream(
      { prompt: 'open invoices over 100' },
      { onPart: (part) => parts.push(part) },
    );
    const types = parts.map((part) => part.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('data-conversation');
    expect(types.at(-2)).toBe('data-reply');
    expect(types.at(-1)).toBe('finish');
    const firstTool = types.indexOf('tool-input-available');
    const output = types.indexOf('tool-output-available');
    const text = types.indexOf('text-delta');
    expect(firstTool).toBeGreaterThan(1);
    expect(output).toBeGreaterThan(firstTool);
    expect(text).toBeGreaterThan(output);
    const tool = parts.find((part) => part.type === 'tool-input-available');
    expect(tool).toMatchObject({ toolName: 'ns_runCustomSuiteQL' });
    const streamed = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('');
    expect(streamed).toBe(`${reply.caption}.`);
    expect(reply.result?.results?.length).toBeGreaterThan(0);
    const conversation = parts.find((part) => part.type === 'data-conversation');
    expect(conversation).toMatchObject({ data: { conversationId: reply.conversationId } });
  });

  it('streams an approval request for a write, and the same reply envelope the JSON endpoint gives', async () => {
    const parts: ChatStreamPart[] = [];
    const reply = await clientFor().stream(
      { prompt: 'create a customer named Streamed Co' },
      { onPart: (part) => parts.push(part) },
    );
    const approval = parts.find((part) => part.type === 'tool-approval-request');
    expect(approval).toMatchObject({ approvalId: reply.confirmation?.id });
    expect(reply).toMatchObject({ intent: 'create_record', confirmation: { tool: 'ns_createRecord' } });
    const done = await clientFor().stream({
      prompt: 'Confirm',
      conversationId: reply.conversationId ?? '',
      confirmation: { id: reply.confirmation?.id ?? '', token: reply.confirmation?.token ?? '', decision: 'confirm' },
    });
    expect(done.message).toMatch(/^Done\. Created customer/);
  });

  it('answers in the UI message stream protocol', async () => {
    const response = await server.app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: agent.client.cookie ?? '' },
      body: JSON.stringify({ prompt: 'help' }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const body = await response.text();
    expect(body.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('refuses a caller who is not signed in before streaming anything', async () => {
    const response = await server.app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'help' }),
    });
    expect(response.status).toBe(401);
  });
});
