import type { ChatSnapshot } from '@erp-agent/core';
import type { StorageKind } from './options.ts';

/** What an assistant keeps between page loads: its conversation and whether it was open. */
export interface SavedState {
  readonly snapshot: ChatSnapshot;
  readonly open: boolean;
  /** Names an anonymous visitor to the API, which keeps their conversation under it. */
  readonly visitorId?: string;
}

const memory = new Map<string, string>();

function backend(kind: StorageKind): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  if (kind === 'memory') {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (third-party iframes, privacy modes): the page's memory still works.
    return backend('memory');
  }
}

/** One instance's slot in the chosen storage. */
export function persistence(kind: StorageKind, id: string) {
  const store = backend(kind);
  const key = `erp-assistant:${id}`;
  return {
    load(): SavedState | undefined {
      const raw = store.getItem(key);
      if (!raw) return undefined;
      try {
        const saved = JSON.parse(raw) as SavedState;
        return Array.isArray(saved.snapshot?.messages) ? saved : undefined;
      } catch {
        store.removeItem(key);
        return undefined;
      }
    },
    save(state: SavedState): void {
      try {
        store.setItem(key, JSON.stringify(state));
      } catch {
        // A full or blocked storage loses continuity, never the conversation on screen.
      }
    },
    clear(): void {
      store.removeItem(key);
    },
  };
}
