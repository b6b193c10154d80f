import {
  type ChatReply,
  type ChatStreamPart,
  createChatClient,
  type ProcessId,
  type Role,
  type ToolCallList,
} from '@erp-agent/core';
import type { MockLanguageModelV4 } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountFactsCache } from '../../agent/account-facts.ts';
import { ToolError } from '../../agent/tools/tool-error.ts';
import { connectSandbox } from '../../test/agent-session.ts';
import { type ScriptedStep, scriptedModel } from '../../test/scripted-model.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The LLM planner through the HTTP endpoints, with the AI SDK's mock model playing a script: no
 * network, and each test decides which tools the "model" calls.
 */
let server: TestServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

const NEWEST_CUSTOMERS = 'SELECT id, companyname AS name FROM customer ORDER BY id DESC';

/** A server planning with the scripted model, and a client of `role` connected to its sandbox. */
async function serverWith(script: readonly ScriptedStep[], role: Role = 'admin') {
  const model = scriptedModel(script);
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' }, { languageModel: model });
  const client = role === 'admin' ? await server.admin() : (await server.userWithRole(role)).client;
  await connectSandbox(client);
  return { model, client };
}

async function ask(client: Client, prompt: string, conversationId?: string, process?: ProcessId): Promise<ChatReply> {
  const reply = await client.request<ChatReply>('POST', '/api/chatbot/process', {
    body: { prompt, ...(conversationId ? { conversationId } : {}), ...(process ? { process } : {}) },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** The system prompt of the model's `index`th call. */
function systemOf(model: MockLanguageModelV4, index: number): string {
  const message = model.doStreamCalls[index]?.prompt.find((part) => part.role === 'system');
  return typeof message?.content === 'string' ? message.content : '';
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

    expect(model.doStreamCalls).toHaveLength(3);
    const offered = model.doStreamCalls[0]?.tools?.map((tool) => tool.name) ?? [];
    expect(offered).toEqual(expect.arrayContaining(['ns_runCustomSuiteQL', 'ns_createRecord']));
    const secondPrompt = JSON.stringify(model.doStreamCalls[1]?.prompt);
    expect(secondPrompt).toContain('companyName');
    expect(JSON.stringify(model.doStreamCalls[0]?.prompt)).toContain('show me our three newest customers');

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
    expect(model.doStreamCalls).toHaveLength(2);
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain('did you mean companyName?');
    const pending = await client.request<ToolCallList>('GET', '/api/tool-calls');
    expect(pending.body.toolCalls.slice(0, 2).map((call) => [call.outcome, call.errorCode])).toEqual([
      ['proposed', null],
      ['error', 'invalid_input'],
    ]);

    const done = await ask(client, 'yes', proposed.conversationId ?? undefined);
    expect(done.message).toMatch(/^Done\. Created customer \*\*Model Made Ltd\*\*/);
  });

  it("offers the model only the caller's tools, with the account's facts and the guided process", async () => {
    const { model, client } = await serverWith([{ text: 'Which purchase order?' }], 'operator');

    const reply = await ask(client, 'receive it', undefined, 'p2p');

    expect(reply.message).toBe('Which purchase order?');
    const offered = model.doStreamCalls[0]?.tools?.map((tool) => tool.name) ?? [];
    expect(offered).toContain('ns_runCustomSuiteQL');
    for (const withheld of ['ns_createRecord', 'ns_deleteRecord', 'ns_createSavedSearch', 'sdf_createProject']) {
      expect(offered).not.toContain(withheld);
    }
    const system = systemOf(model, 0);
    expect(system).toMatch(/embedded sandbox\)\. Today is \d{4}-\d{2}-\d{2} there; amounts are in [A-Z]{3}/);
    expect(system).toContain('whose role is operator');
    expect(system).toContain('guided process Procure to Pay');
  });

  it('previews one write at a time and writes nothing until the user says yes', async () => {
    const create = (name: string) => ({
      tool: 'ns_createRecord',
      input: { recordType: 'customer', fields: { companyName: name, subsidiary: { id: '1' } } },
    });
    const names = "companyname IN ('First Model Ltd', 'Second Model Ltd')";
    const { model, client } = await serverWith([
      { call: [create('First Model Ltd'), create('Second Model Ltd')] },
      {
        call: [{ tool: 'ns_runCustomSuiteQL', input: { query: `SELECT COUNT(*) AS n FROM customer WHERE ${names}` } }],
      },
      { text: 'Not yet.' },
      { call: [{ tool: 'ns_runCustomSuiteQL', input: { query: `SELECT companyname FROM customer WHERE ${names}` } }] },
      { text: 'Here it is.' },
    ]);

    const proposed = await ask(client, 'add customers First Model Ltd and Second Model Ltd');
    expect(proposed.confirmation?.title).toMatch(/First Model Ltd/);
    expect(model.doStreamCalls).toHaveLength(1);
    const conversationId = proposed.conversationId ?? undefined;

    const before = await ask(client, 'is it there yet?', conversationId);
    expect(before.result?.results).toEqual([{ n: '0' }]);

    const done = await ask(client, 'yes', conversationId);
    expect(done.message).toMatch(/^Done\. Created customer \*\*First Model Ltd\*\*/);

    const after = await ask(client, 'and now?', conversationId);
    expect(after.result?.results).toEqual([{ companyname: 'First Model Ltd' }]);
    const recorded = await client.request<ToolCallList>('GET', '/api/tool-calls');
    const creates = recorded.body.toolCalls.filter((call) => call.tool === 'ns_createRecord');
    expect(creates.map((call) => call.outcome)).toEqual(['ok', 'proposed']);
  });

  it("fails the turn as a tool would when the account's facts cannot be read, without asking the model", async () => {
    const { model, client } = await serverWith([{ text: 'unreachable: the turn ends before the model' }]);
    vi.spyOn(AccountFactsCache.prototype, 'of').mockRejectedValueOnce(
      new ToolError('unavailable', 'NetSuite did not answer in time.'),
    );

    const reply = await ask(client, 'how many open invoices?');

    expect(reply.error).toBe('unavailable');
    expect(reply.result).toMatchObject({ success: false, message: 'NetSuite did not answer in time.' });
    expect(model.doStreamCalls).toHaveLength(0);
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
