import type { ChatActions, ChatState, ChatStore } from '@erp-agent/core';
import { useStore } from 'zustand';

/** A slice of a core chat store, re-rendering when it changes. */
export function useChat<T>(store: ChatStore, selector: (state: ChatState & ChatActions) => T): T {
  return useStore(store, selector);
}
