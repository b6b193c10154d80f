import type { ChatSnapshot } from '@erp-agent/core';
import type { StorageKind } from './options.ts';

/** The anonymous visitor of this browser: the id the API keeps their conversation under, and that conversation. */
export interface KeptVisitor {
  readonly id: string;
  readonly snapshot?: ChatSnapshot;
}

/**
 * What an assistant keeps between page loads: whether it was open, and the anonymous visitor's
 * conversation. A signed-in user's conversation is never kept here: it comes from the server.
 */
export interface SavedState {
  readonly open: boolean;
  readonly visitor: KeptVisitor;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function snapshotOf(value: unknown): ChatSnapshot | undefined {
  return isRecord(value) && Array.isArray(value.messages) ? (value as unknown as ChatSnapshot) : undefined;
}

/**
 * Reads what an earlier page load kept. The widget's first versions kept the conversation on
 * screen whoever it belonged to (`{ snapshot, open, visitorId }`): that conversation may be a
 * signed-in user's, so it is dropped, and only the visitor id and open state carry over.
 */
function parse(raw: string): SavedState | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(saved)) return undefined;
  const open = saved.open === true;
  if (isRecord(saved.visitor) && typeof saved.visitor.id === 'string') {
    const snapshot = snapshotOf(saved.visitor.snapshot);
    return { open, visitor: { id: saved.visitor.id, ...(snapshot ? { snapshot } : {}) } };
  }
  if (typeof saved.visitorId === 'string') return { open, visitor: { id: saved.visitorId } };
  return undefined;
}

/** One instance's slot in the chosen storage. */
export function persistence(kind: StorageKind, id: string) {
  const store = backend(kind);
  const key = `erp-assistant:${id}`;
  return {
    key,
    load(): SavedState | undefined {
      const raw = store.getItem(key);
      if (!raw) return undefined;
      const saved = parse(raw);
      if (!saved) store.removeItem(key);
      return saved;
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
