import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '../client/index.ts';
import { ChatClientError } from '../client/index.ts';
import { fallbackReply } from '../fallback/index.ts';
import type { ChatReply, ChatRequest } from '../protocol/index.ts';
import { isOpenConfirmation } from './chat-message.ts';
import { type ChatStoreOptions, CLEARED_CHAT_TEXT, createChatStore } from './chat-store.ts';

type Send = ChatClient['send'];

/** A client whose replies the test hands out one at a time. */
function scriptedClient(...replies: Array<ChatReply | Error>) {
  const requests: ChatRequest[] = [];
  const send = vi.fn<Send>(async (request) => {
    requests.push(request);
    const next = replies.shift() ?? { response: 'ok' };
    if (next instanceof Error) throw next;
    return next;
  });
  return { client: { send }, requests };
}

const instant = { replyDelayMs: 0, failureDelayMs: 0, now: () => Date.parse('2026-11-22T15:00:00Z') } as const;

function storeWith(client: ChatStoreOptions['client'], options: Partial<ChatStoreOptions> = {}) {
  return createChatStore({ client, ...instant, ...options });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createChatStore', () => {
  it('starts with the greeting, or empty without one', () => {
    const { client } = scriptedClient();
    expect(storeWith(client, { greeting: 'Hello!' }).getState().messages).toMatchObject([
      { sender: 'bot', origin: 'local', view: { kind: 'text', text: 'Hello!' } },
    ]);
    expect(storeWith(client).getState().messages).toEqual([]);
  });

  it('adds the user message and the reply, shown through toView', async () => {
    const { client, requests } = scriptedClient({ result: { success: true, results: [{ id: 5 }] } });
    const store = storeWith(client, { process: 'p2p', context: { page: '/po' } });
    await store.getState().send('  create a purchase order  ');
    const { messages, pending } = store.getState();
    expect(pending).toBe(false);
    expect(requests).toEqual([{ prompt: 'create a purchase order', process: 'p2p', context: { page: '/po' } }]);
    expect(messages).toMatchObject([
      { sender: 'user', origin: 'user', time: instant.now(), view: { kind: 'text', text: 'create a purchase order' } },
      { sender: 'bot', origin: 'api', view: { kind: 'table', table: { headings: ['ID'] } } },
    ]);
    expect(new Set(messages.map((message) => message.id)).size).toBe(2);
  });

  it('ignores blank text and sends made while a reply is pending', async () => {
    const { client, requests } = scriptedClient();
    const store = storeWith(client);
    await store.getState().send('   ');
    const first = store.getState().send('one');
    await store.getState().send('two');
    await first;
    expect(requests.map((request) => request.prompt)).toEqual(['one']);
  });

  it('carries the conversation id the server gave into the next request', async () => {
    const { client, requests } = scriptedClient({ response: 'a', conversationId: 'conv-1' }, { response: 'b' });
    const store = storeWith(client);
    await store.getState().send('first');
    await store.getState().send('second');
    expect(requests[1]).toMatchObject({ conversationId: 'conv-1' });
    expect(store.getState().conversationId).toBe('conv-1');
  });

  it('shows the reply after the reply delay, pending until then', async () => {
    vi.useFakeTimers();
    const { client } = scriptedClient({ response: 'done' });
    const store = createChatStore({ client, replyDelayMs: 1000 });
    const sent = store.getState().send('go');
    expect(store.getState().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(store.getState().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(store.getState().messages.at(-1)?.view).toEqual({ kind: 'text', text: 'done' });
    expect(store.getState().pending).toBe(false);
  });

  it('shows the local fallback after the failure delay, and keeps the error', async () => {
    vi.useFakeTimers();
    const { client } = scriptedClient(new ChatClientError('api_error', 'API error: 503', { status: 503 }));
    const store = createChatStore({ client, failureDelayMs: 2000 });
    const sent = store.getState().send('my netsuite report');
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.getState().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(store.getState().messages.at(-1)).toMatchObject({
      sender: 'bot',
      origin: 'fallback',
      view: { kind: 'text', text: fallbackReply('my netsuite report') },
    });
    expect(store.getState().lastError).toEqual({ code: 'api_error', message: 'API error: 503' });
  });

  it("reports the API's own code and sentence when the refusal came with its error envelope", async () => {
    const envelope = { code: 'identity_invalid', message: 'The signed-in user could not be verified.' };
    const { client } = scriptedClient(new ChatClientError('api_error', 'API error: 401', { status: 401, envelope }));
    const store = storeWith(client);
    await store.getState().send('list open invoices');
    expect(store.getState().messages.at(-1)).toMatchObject({ sender: 'bot', origin: 'fallback' });
    expect(store.getState().lastError).toEqual(envelope);
  });

  it('uses a fallback of its own when given one, and forgets the error on the next send', async () => {
    const { client } = scriptedClient(new Error('offline'), { response: 'back' });
    const store = storeWith(client, { fallback: (prompt) => `offline: ${prompt}` });
    await store.getState().send('hi');
    expect(store.getState().messages.at(-1)?.view).toEqual({ kind: 'text', text: 'offline: hi' });
    expect(store.getState().lastError).toEqual({ code: 'unknown_error', message: 'offline' });
    await store.getState().send('again');
    expect(store.getState().lastError).toBeUndefined();
  });

  it('shows the empty-reply text for a reply with nothing in it', async () => {
    const { client } = scriptedClient({});
    const store = storeWith(client);
    await store.getState().send('hi');
    expect(store.getState().messages.at(-1)?.view).toEqual({
      kind: 'summary',
      blocks: [{ type: 'paragraph', text: "I received your message but couldn't generate a response." }],
    });
  });

  it('clear resets to the single cleared message and drops the pending reply', async () => {
    let release: (reply: ChatReply) => void = () => {};
    let signal: AbortSignal | undefined;
    const client = {
      send: vi.fn<Send>((_, options) => {
        signal = options?.signal;
        return new Promise((resolve) => {
          release = resolve;
        });
      }),
    };
    const store = storeWith(client, { greeting: 'Hello!' });
    const sent = store.getState().send('slow question');
    store.getState().clear();
    expect(signal?.aborted).toBe(true);
    release({ response: 'too late' });
    await sent;
    const { messages, pending, conversationId } = store.getState();
    expect(messages).toMatchObject([
      { sender: 'bot', origin: 'local', view: { kind: 'text', text: CLEARED_CHAT_TEXT } },
    ]);
    expect(CLEARED_CHAT_TEXT).toBe('Chat cleared! How can I help you with your ERP systems today?');
    expect(pending).toBe(false);
    expect(conversationId).toBeUndefined();
  });

  it('reset returns to the greeting as if unused: no conversation, no error, the first process', async () => {
    const { client } = scriptedClient({ response: 'private answer', conversationId: 'c-9' }, new Error('down'));
    const store = storeWith(client, { greeting: 'Hello!', process: 'p2p' });
    await store.getState().send('first question');
    store.getState().setProcess('o2c');
    await store.getState().send('second question');
    expect(store.getState().lastError).toBeDefined();
    store.getState().reset();
    const { messages, conversationId, lastError, process } = store.getState();
    expect(messages).toMatchObject([{ sender: 'bot', origin: 'local', view: { kind: 'text', text: 'Hello!' } }]);
    expect({ conversationId, lastError, process }).toEqual({
      conversationId: undefined,
      lastError: undefined,
      process: 'p2p',
    });
  });

  it('stop abandons the request without a fallback', async () => {
    const client = {
      send: vi.fn<Send>(
        (_, options) =>
          new Promise((_, reject) =>
            options?.signal?.addEventListener('abort', () => reject(new ChatClientError('aborted', 'cancelled'))),
          ),
      ),
    };
    const store = storeWith(client);
    const sent = store.getState().send('long query');
    store.getState().stop();
    await sent;
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().pending).toBe(false);
    expect(store.getState().lastError).toBeUndefined();
  });

  it('exports the conversation as ns-erp-chat-YYYY-MM-DD.txt', async () => {
    const { client } = scriptedClient({ result: { success: true, results: [{ id: 1, name: 'Acme' }] } });
    const store = storeWith(client, { greeting: 'Hello!', transcript: { locale: 'en-US', timeZone: 'UTC' } });
    await store.getState().send('list customers');
    const file = store.getState().exportChat();
    expect(file.fileName).toMatch(/^ns-erp-chat-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(file.content).toBe(
      `${[
        'ERP AI assistant chat, exported Nov 22, 2026, 3:00:00 PM',
        '[Nov 22, 2026, 3:00:00 PM] Assistant:\nHello!',
        '[Nov 22, 2026, 3:00:00 PM] You:\nlist customers',
        '[Nov 22, 2026, 3:00:00 PM] Assistant:\nID | NAME\n1 | Acme',
      ].join('\n\n')}\n`,
    );
  });

  it('sends the process and context set after creation', async () => {
    const { client, requests } = scriptedClient();
    const store = storeWith(client);
    store.getState().setProcess('vendor-update');
    store.getState().setContext({ recordId: 12 });
    await store.getState().send('rename vendor');
    expect(requests[0]).toEqual({ prompt: 'rename vendor', process: 'vendor-update', context: { recordId: 12 } });
  });

  it('closes a confirmation answered in words, or replaced by a later preview, so its buttons go', async () => {
    const confirmation = {
      id: 'cf-1',
      token: 't',
      tool: 'ns_createRecord',
      risk: 'write' as const,
      title: 'Create customer Acme',
      preview: { action: 'create' as const, recordType: 'customer', recordLabel: 'Customer' },
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    const { client } = scriptedClient(
      { confirmation, message: 'Create it?' },
      { response: 'Done.' },
      { confirmation, message: 'Again?' },
      { response: 'Their limit is 5,000.' },
      { confirmation, message: 'With the new limit?' },
    );
    const store = storeWith(client);
    const confirmations = () => store.getState().messages.filter((message) => message.view.kind === 'confirmation');
    await store.getState().send('create customer Acme');
    await store.getState().send('Yes!');
    await store.getState().send('create customer Acme');
    await store.getState().send('what is their credit limit?');
    // A question on the side leaves the preview waiting: "yes" still answers it, on the server too.
    expect(confirmations().map(isOpenConfirmation)).toEqual([false, true]);
    await store.getState().send('create customer Acme with a 6,000 limit');
    expect(confirmations().map((message) => [message.decision, message.superseded])).toEqual([
      ['confirm', undefined],
      [undefined, true],
      [undefined, undefined],
    ]);
  });
});
