import { type ChatReply, createChatStore } from '@erp-agent/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_PENDING_MS, syncTabs, type TabSync } from './tab-sync.ts';

const open: TabSync[] = [];
afterEach(() => {
  for (const sync of open.splice(0)) sync.close();
  vi.useRealTimers();
});

let channels = 0;

/** One tab: its own store and client, on the channel given. */
function tab(channel: string, owner: string) {
  const send = vi.fn(async (): Promise<ChatReply> => ({ response: 'Forty two.' }));
  const store = createChatStore({ client: { send }, replyDelayMs: 0, failureDelayMs: 0, greeting: 'Hello' });
  let busy = false;
  open.push(syncTabs({ channel, store, owner: () => owner, busy: () => busy }));
  return {
    store,
    send,
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}
type TabOf = ReturnType<typeof tab>;

/** Two tabs of one visitor (or of two users), one channel between them. */
function twoTabs(owners: readonly [string, string] = ['visitor:v1', 'visitor:v1']): [TabOf, TabOf] {
  channels += 1;
  const channel = `erp-assistant:test-${channels}`;
  return [tab(channel, owners[0]), tab(channel, owners[1])];
}

const texts = (tab: TabOf) =>
  tab.store
    .getState()
    .messages.map((message) => (message.view.kind === 'text' ? message.view.text : message.view.kind));

describe('syncTabs', () => {
  it('shows a question and its answer in the other tab, which asks nothing itself', async () => {
    const [first, second] = twoTabs();
    await first.store.getState().send('how many customers?');
    await vi.waitFor(() => expect(texts(second)).toEqual(['Hello', 'how many customers?', 'Forty two.']));
    expect(first.send).toHaveBeenCalledOnce();
    expect(second.send).not.toHaveBeenCalled();
    expect(second.store.getState().pending).toBe(false);
  });

  it('keeps another user’s conversation out, and waits while its own request is in flight', async () => {
    const [ana, ben] = twoTabs(['identity:ana', 'identity:ben']);
    await ana.store.getState().send('ana’s question');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts(ben)).toEqual(['Hello']);

    const [first, second] = twoTabs();
    second.setBusy(true);
    await first.store.getState().send('first tab');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts(second)).toEqual(['Hello']);
  });

  it('stops showing a reply as coming when the tab asking for it went quiet', async () => {
    const [first, second] = twoTabs();
    first.store.setState({ pending: true });
    await vi.waitFor(() => expect(second.store.getState().pending).toBe(true));
    vi.useFakeTimers();
    second.store.setState({ pending: true });
    first.store.setState({ draft: { text: 'Thinking', tools: [] } });
    await vi.waitFor(() => expect(second.store.getState().draft?.text).toBe('Thinking'));
    vi.advanceTimersByTime(STALE_PENDING_MS);
    expect(second.store.getState().pending).toBe(false);
  });
});
