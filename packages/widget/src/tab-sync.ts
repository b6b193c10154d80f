import type { ChatState, ChatStore } from '@erp-agent/core';

/** What one tab tells the others of its conversation: enough to show it, nothing to send. */
interface TabState {
  readonly owner: string;
  readonly messages: ChatState['messages'];
  readonly conversationId: ChatState['conversationId'];
  readonly process: ChatState['process'];
  readonly pending: boolean;
  readonly draft: ChatState['draft'];
}

/** A tab that showed another's reply as pending clears it after this long without news (that tab may have closed). */
export const STALE_PENDING_MS = 65_000;

export interface TabSyncOptions {
  /** Channel name: one per assistant id, so two assistants on a site keep their own conversations. */
  readonly channel: string;
  readonly store: ChatStore;
  /** Whose conversation this tab shows now; tabs of other users ignore each other. */
  readonly owner: () => string;
  /** True while this tab's own request is in flight: it then keeps its own state. */
  readonly busy: () => boolean;
}

export interface TabSync {
  close(): void;
}

/**
 * One conversation across the visitor's tabs: every change of the conversation in one tab (the
 * question as it is sent, the reply as it streams) is shown at once in the others, which send
 * nothing themselves, so a question is asked once however many tabs show it.
 */
export function syncTabs(options: TabSyncOptions): TabSync {
  if (typeof BroadcastChannel !== 'function') return { close: () => undefined };
  const channel = new BroadcastChannel(options.channel);
  let applying = false;
  let staleTimer: ReturnType<typeof setTimeout> | undefined;

  const publish = (state: ChatState, pending = state.pending) => {
    const message: TabState = {
      owner: options.owner(),
      messages: state.messages,
      conversationId: state.conversationId,
      process: state.process,
      pending,
      draft: pending ? state.draft : undefined,
    };
    channel.postMessage(message);
  };

  const unsubscribe = options.store.subscribe((state, before) => {
    if (applying) return;
    if (state.messages === before.messages && state.draft === before.draft && state.pending === before.pending) return;
    publish(state);
  });

  channel.addEventListener('message', (event: MessageEvent<TabState>) => {
    const remote = event.data;
    if (remote.owner !== options.owner() || options.busy()) return;
    clearTimeout(staleTimer);
    applying = true;
    try {
      options.store.setState({
        messages: remote.messages,
        conversationId: remote.conversationId,
        process: remote.process,
        pending: remote.pending,
        draft: remote.draft,
      });
    } finally {
      applying = false;
    }
    if (remote.pending) {
      staleTimer = setTimeout(() => options.store.setState({ pending: false, draft: undefined }), STALE_PENDING_MS);
    }
  });

  // A tab closed mid-reply tells the others not to wait for it.
  const onHide = () => {
    if (options.busy()) publish(options.store.getState(), false);
  };
  addEventListener('pagehide', onHide);

  return {
    close() {
      unsubscribe();
      clearTimeout(staleTimer);
      removeEventListener('pagehide', onHide);
      channel.close();
    },
  };
}
