import type { StoreApi } from 'zustand/vanilla';

/** The channel the console's tabs tell each other on that the signed-in user changed. */
export const SESSION_CHANNEL = 'erp-console-session';

interface SessionLike {
  readonly user: { readonly id: string } | undefined;
  refresh(): Promise<void>;
}

/**
 * Tabs share one session cookie: when one tab signs out or signs in as someone else, every other
 * tab's requests already go as that other user. So each tab announces a change of user, and a tab
 * that hears one asks the server who it is now (and so forgets what it held for the last user).
 * Also asks when the tab comes back into view, for browsers without BroadcastChannel.
 */
export function followOtherTabs(store: StoreApi<SessionLike>, page: Document = document): () => void {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined;
  let announced = store.getState().user?.id;
  const unsubscribe = store.subscribe((state) => {
    const current = state.user?.id;
    if (current === announced) return;
    announced = current;
    channel?.postMessage({ userId: current ?? null });
  });
  const check = () => void store.getState().refresh();
  channel?.addEventListener('message', check);
  const onVisible = () => {
    if (page.visibilityState === 'visible') check();
  };
  page.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    channel?.close();
    page.removeEventListener('visibilitychange', onVisible);
  };
}
