import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { followOtherTabs, SESSION_CHANNEL } from './other-tabs.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function tab() {
  const refresh = vi.fn(async () => undefined);
  const store = createStore<{ user: { id: string } | undefined; refresh: () => Promise<void> }>(() => ({
    user: undefined,
    refresh,
  }));
  stops.push(followOtherTabs(store));
  return { store, refresh };
}

describe('followOtherTabs', () => {
  it('asks the server again when another tab signs out or in as someone else', async () => {
    const first = tab();
    const second = tab();
    second.store.setState({ user: { id: 'bob' } });
    await vi.waitFor(() => expect(first.refresh).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(second.refresh).not.toHaveBeenCalled();
  });

  it('announces nothing when the user stays the same', async () => {
    const heard = vi.fn();
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.addEventListener('message', heard);
    const only = tab();
    only.store.setState({ user: { id: 'ada' } });
    only.store.setState({ user: { id: 'ada' } });
    only.store.setState({ user: undefined });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(heard.mock.calls.map(([event]) => (event as MessageEvent).data)).toEqual([
      { userId: 'ada' },
      { userId: null },
    ]);
    channel.close();
  });

  it('asks again when the tab comes back into view', () => {
    const only = tab();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(only.refresh).toHaveBeenCalledOnce();
  });
});
