import type { ChatState, ChatStore } from '@erp-agent/core';
import { useEffect, useState } from 'preact/hooks';

/** The store's state, re-rendering on every change. */
export function useChatState(store: ChatStore): ChatState {
  const [state, setState] = useState<ChatState>(store.getState());
  useEffect(() => store.subscribe(setState), [store]);
  return state;
}
