import { describe, expect, it, vi } from 'vitest';
import type { ChatClient, StreamOptions } from '../client/index.ts';
import type { ChatReply, ChatRequest, ChatStreamPart, ConfirmationRequest } from '../protocol/index.ts';
import { createChatStore } from './chat-store.ts';

const instant = { replyDelayMs: 0, failureDelayMs: 0, now: () => Date.parse('2026-11-22T15:00:00Z') } as const;

/** A streaming client that plays the given parts, handing control back to the test between them. */
function streamingClient(parts: readonly ChatStreamPart[], reply: ChatReply) {
  const requests: ChatRequest[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = vi.fn(async (request: ChatRequest, options: StreamOptions = {}) => {
    requests.push(request);
    for (const part of parts.slice(0, -1)) options.onPart?.(part);
    await gate;
    if (options.signal?.aborted) throw new Error('aborted');
    const last = parts.at(-1);
    if (last) options.onPart?.(last);
    return reply;
  });
  const send = vi.fn<ChatClient['send']>(async () => ({ response: 'not streamed' }));
  return { client: { send, stream }, requests, release: () => release() };
}

const confirmation: ConfirmationRequest = {
  id: 'pa-1',
  token: 'signed',
  tool: 'ns_createRecord',
  risk: 'write',
  title: 'Create customer Acme Ltd',
  preview: { action: 'create', recordType: 'customer', recordLabel: 'Customer', fields: [] },
  expiresAt: '2026-11-22T16:00:00Z',
};

describe('a streaming chat store', () => {
  it('shows the draft as it streams, then the finished reply in its place', async () => {
    const { client, release } = streamingClient(
      [
        { type: 'data-conversation', data: { conversationId: 'c-1' } },
        { type: 'text-delta', id: 't', delta: 'Looking up ' },
        { type: 'tool-input-available', toolCallId: 'k1', toolName: 'ns_runCustomSuiteQL', input: {} },
        { type: 'text-delta', id: 't', delta: 'customers' },
        { type: 'tool-output-available', toolCallId: 'k1', output: {} },
      ],
      { result: { success: true, results: [{ id: '1' }] }, conversationId: 'c-1' },
    );
    const store = createChatStore({ client, streaming: true, ...instant });
    const sent = store.getState().send('list customers');
    await vi.waitFor(() => expect(store.getState().draft?.text).toBe('Looking up customers'));
    expect(store.getState()).toMatchObject({
      pending: true,
      conversationId: 'c-1',
      draft: { tools: [{ id: 'k1', name: 'ns_runCustomSuiteQL', state: 'running' }] },
    });
    release();
    await sent;
    expect(store.getState()).toMatchObject({ pending: false, draft: undefined, conversationId: 'c-1' });
    expect(store.getState().messages.at(-1)).toMatchObject({ sender: 'bot', view: { kind: 'table' } });
    expect(client.send).not.toHaveBeenCalled();
  });

  it('drops the draft and shows nothing more when stopped mid-stream', async () => {
    const { client, release } = streamingClient(
      [
        { type: 'text-delta', id: 't', delta: 'Working' },
        { type: 'text-delta', id: 't', delta: ' on it' },
      ],
      { response: 'x' },
    );
    const store = createChatStore({ client, streaming: true, ...instant });
    const sent = store.getState().send('go');
    await vi.waitFor(() => expect(store.getState().draft?.text).toBe('Working'));
    store.getState().stop();
    release();
    await sent;
    expect(store.getState()).toMatchObject({ pending: false, draft: undefined });
    expect(store.getState().messages.map((entry) => entry.sender)).toEqual(['user']);
  });
});

describe('confirmations', () => {
  function storeAwaitingConfirmation() {
    const requests: ChatRequest[] = [];
    const replies: ChatReply[] = [
      { message: 'Create customer Acme Ltd?', confirmation },
      { response: 'Created customer 42.' },
    ];
    const send = vi.fn<ChatClient['send']>(async (request) => {
      requests.push(request);
      return replies.shift() ?? { response: 'ok' };
    });
    return { store: createChatStore({ client: { send }, ...instant }), requests };
  }

  it('sends the decision with the id and token of the preview, once', async () => {
    const { store, requests } = storeAwaitingConfirmation();
    await store.getState().send('create customer Acme Ltd');
    const preview = store.getState().messages.at(-1);
    expect(preview?.view.kind).toBe('confirmation');
    await store.getState().decide(preview?.id ?? '', 'confirm');
    await store.getState().decide(preview?.id ?? '', 'cancel');
    expect(requests.slice(1)).toEqual([
      { prompt: 'Confirm', confirmation: { id: 'pa-1', token: 'signed', decision: 'confirm' } },
    ]);
    const messages = store.getState().messages;
    expect(messages.find((entry) => entry.id === preview?.id)?.decision).toBe('confirm');
    expect(messages.at(-2)).toMatchObject({ sender: 'user', view: { kind: 'text', text: 'Confirm' } });
    expect(messages.at(-1)).toMatchObject({ view: { kind: 'text', text: 'Created customer 42.' } });
  });

  it('ignores a decision on a message that is not a confirmation', async () => {
    const { store, requests } = storeAwaitingConfirmation();
    await store.getState().send('hello');
    await store.getState().decide(store.getState().messages[0]?.id ?? '', 'confirm');
    expect(requests).toHaveLength(1);
  });
});

describe('restore', () => {
  it('carries on with a stored conversation and its id', async () => {
    const requests: ChatRequest[] = [];
    const send = vi.fn<ChatClient['send']>(async (request) => {
      requests.push(request);
      return { response: 'ok' };
    });
    const store = createChatStore({ client: { send }, greeting: 'Hello', ...instant });
    const messages = [
      { id: 'm1', sender: 'user', time: 1, origin: 'user', view: { kind: 'text', text: 'list vendors' } },
    ] as const;
    store.getState().restore({ messages, conversationId: 'c-7', process: 'p2p' });
    expect(store.getState()).toMatchObject({ messages, conversationId: 'c-7', process: 'p2p' });
    await store.getState().send('only active ones');
    expect(requests[0]).toMatchObject({ conversationId: 'c-7', process: 'p2p' });
  });
});
