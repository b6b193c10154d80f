import { type ChatReply, type ChatStreamPart, createChatClient, type ToolCallList } from '@erp-agent/core';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSandbox } from '../../test/agent-session.ts';
import { type ScriptedStep, scriptedModel } from '../../test/scripted-model.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The LLM planner through the HTTP endpoints, with the AI SDK's mock model playing a script: no
 * network, and each test decides which tools the "model" calls.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const NEWEST_CUSTOMERS = 'SELECT id, companyname AS name FROM customer ORDER BY id DESC';

async function serverWith(script: readonly ScriptedStep[]) {
  const model = scriptedModel(script);
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' }, { languageModel: model });
  const client = await server.admin();
  await connectSandbox(client);
  return { model, client };
}

async function ask(client: Client, prompt: string, conversationId?: string): Promise<ChatReply> {
  const reply = await client.request<ChatReply>('POST', '/api/chatbot/process', {
    body: { prompt, ...(conversationId ? { conversationId } : {}) },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('the LLM planner', () => {
  it('calls two tools in sequence, each result going back to the model, and shows the rows as a table', async () => {
    const { model, client } = await serverWith([
      { call: [{ tool: 'ns_getRecordTypeMetadata', input: { recordType: 'customer' } }] },
      { call: [{ tool: 'ns_runCustomSuiteQL', input: { query: NEWEST_CUSTOMERS, maxRows: 3 } }] },
      { text: 'Your three newest customers.' },
    ]);

    const reply = await ask(client, 'show me our three newest customers');

    expect(reply.caption).toBe('Your three newest customers.');
    expect(reply.result).toMatchObject({ success: true });
    expect(reply.result?.results).toHaveLength(3);
    expect(Object.keys(reply.result?.results?.[0] ?? {})).toEqual(['id', 'name']);
    expect(reply.intent).toBe('record_metadata');

    expect(model.doGenerateCalls).toHaveLength(3);
    const offered = model.doGenerateCalls[0]?.tools?.map((tool) => tool.name) ?? [];
    expect(offered).toEqual(expect.arrayContaining(['ns_runCustomSuiteQL', 'ns_createRecord']));
    const secondPrompt = JSON.stringify(model.doGenerateCalls[1]?.prompt);
    expect(secondPrompt).toContain('companyName');
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain('show me our three newest customers');

    const recorded = await client.request<ToolCallList>('GET', '/api/tool-calls');
    expect(recorded.body.toolCalls.slice(0, 2).map((call) => [call.tool, call.outcome])).toEqual([
      ['ns_runCustomSuiteQL', 'ok'],
      ['ns_getRecordTypeMetadata', 'ok'],
    ]);
  });

  it('streams the same turn as UI message stream parts, tools in the order the model called them', async () => {
    const { client } = await serverWith([
      { call: [{ tool: 'ns_getRecordTypeMetadata', input: { recordType: 'customer' } }] },
      { call: [{ tool: 'ns_runCustomSuiteQL', input: { query: NEWEST_CUSTOMERS, maxRows: 2 } }] },
      { text: 'Two newest customers.' },
    ]);
    const app = server?.app;
    const chat = createChatClient({
      fetch: (input, init) =>
        Promise.resolve(
          app?.request(String(input), {
            ...init,
            headers: { ...(init?.headers as Record<string, string>), cookie: client.cookie ?? '' },
          }) ?? Response.error(),
        ),
    });
    const parts: ChatStreamPart[] = [];
    const reply = await chat.stream({ prompt: 'two newest customers' }, { onPart: (part) => parts.push(part) });

    const tools = parts.flatMap((part) => (part.type === 'tool-input-available' ? [part.toolName] : []));
    expect(tools).toEqual(['ns_getRecordTypeMetadata', 'ns_runCustomSuiteQL']);
    expect(parts.at(-2)?.type).toBe('data-reply');
    expect(reply.result?.results).toHaveLength(2);
  });

  it('cannot write on its own: a create waits for the user, runs on their yes, and a wrong field is refused before', async () => {
    const create = (field: string) => ({
      tool: 'ns_createRecord',
      input: { recordType: 'customer', fields: { [field]: 'Model Made Ltd', subsidiary: { id: '1' } } },
    });
    const { model, client } = await serverWith([
      { call: [create('companyname')] },
      { call: [create('companyName')] },
      { text: 'unreachable: the loop stops at the proposal' },
    ]);

    const proposed = await ask(client, 'add a customer called Model Made Ltd');
    expect(proposed.confirmation).toMatchObject({ tool: 'ns_createRecord', risk: 'write' });
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toContain('did you mean companyName?');
    const pending = await client.request<ToolCallList>('GET', '/api/tool-calls');
    expect(pending.body.toolCalls.slice(0, 2).map((call) => [call.outcome, call.errorCode])).toEqual([
      ['proposed', null],
      ['error', 'invalid_input'],
    ]);

    const done = await ask(client, 'yes', proposed.conversationId ?? undefined);
    expect(done.message).toMatch(/^Done\. Created customer \*\*Model Made Ltd\*\*/);
  });

  it('answers a model failure with a clear message and a stable code, not a 500', async () => {
    const { client } = await serverWith([{ fail: 'connection refused' }]);
    const reply = await ask(client, 'how many open invoices?');
    expect(reply.error).toBe('model_unavailable');
    expect(reply.result).toMatchObject({
      success: false,
      message: expect.stringMatching(/language model could not answer/),
    });
  });
});
