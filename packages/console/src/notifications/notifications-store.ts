import { formatCell, type ToolCallRecord } from '@erp-agent/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { registerUserData } from '../privacy/user-data.ts';

export type NotificationKind = 'tool-error' | 'connection-lost' | 'connection-restored';

/** Something the operator should know happened: a tool call that failed, the server out of reach. */
export interface ConsoleNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly detail: string;
  /** Milliseconds since the epoch. */
  readonly time: number;
}

export interface NotificationsState {
  /** Newest first. */
  readonly items: readonly ConsoleNotification[];
  /** When the user last opened the list: later items are unread. */
  readonly seenAt: number;
  /** False from a lost connection until the server answers again. */
  readonly online: boolean;
  /** Why failed tool calls cannot be listed (the role may not read them), when that is so. */
  readonly toolCallsUnavailable: string | undefined;
  /** Whose list this is: `seenAt` is kept per user. */
  readonly userId: string | undefined;
}

export interface NotificationsActions {
  addFailedToolCalls(records: readonly ToolCallRecord[]): void;
  setToolCallsUnavailable(reason: string | undefined): void;
  /** Records the loss once per outage, however many requests fail during it. */
  connectionLost(detail: string, time?: number): void;
  /** Records the return, only after a loss. */
  connectionRestored(time?: number): void;
  markSeen(time?: number): void;
  /** Whose notifications these are: reads when that user last opened the list. */
  setUser(userId: string | undefined): void;
  /** Drops the list and what the browser keeps of it for the user (sign-out). */
  forget(): void;
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The list keeps this many; older ones drop off. */
export const NOTIFICATION_LIMIT = 50;

/** Where the browser keeps when `userId` last opened the list. */
export const seenAtKey = (userId: string) => `notificationsSeenAt:${userId}`;

function toolCallNotification(record: ToolCallRecord): ConsoleNotification {
  const who = record.userName ?? 'a deleted user';
  const why = record.errorCode === null ? 'no error code' : formatCell(record.errorCode);
  return {
    id: `tool-call:${record.id}`,
    kind: 'tool-error',
    title: `Tool call failed: ${record.tool}`,
    detail: `${why}, for ${who}, after ${Math.round(record.durationMs)} ms (${record.channel})`,
    time: Date.parse(record.createdAt),
  };
}

function merged(current: readonly ConsoleNotification[], added: readonly ConsoleNotification[]) {
  const known = new Set(current.map((item) => item.id));
  const fresh = added.filter((item) => !known.has(item.id));
  if (fresh.length === 0) return current;
  return [...fresh, ...current].sort((a, b) => b.time - a.time).slice(0, NOTIFICATION_LIMIT);
}

const EMPTY: NotificationsState = {
  items: [],
  seenAt: 0,
  online: true,
  toolCallsUnavailable: undefined,
  userId: undefined,
};

export function createNotificationsStore(storage: Storage, now: () => number = Date.now) {
  const storedSeenAt = (userId: string) => {
    const value = Number(storage.getItem(seenAtKey(userId)));
    return Number.isFinite(value) ? value : 0;
  };
  let sequence = 0;
  return createStore<NotificationsState & NotificationsActions>()((set, get) => ({
    ...EMPTY,

    addFailedToolCalls: (records) =>
      set((state) => ({ items: merged(state.items, records.map(toolCallNotification)) })),

    setToolCallsUnavailable: (toolCallsUnavailable) => set({ toolCallsUnavailable }),

    connectionLost: (detail, time = now()) => {
      if (!get().online) return;
      sequence += 1;
      const item: ConsoleNotification = {
        id: `connection:${sequence}`,
        kind: 'connection-lost',
        title: 'Connection lost',
        detail,
        time,
      };
      set((state) => ({ online: false, items: merged(state.items, [item]) }));
    },

    connectionRestored: (time = now()) => {
      if (get().online) return;
      sequence += 1;
      const item: ConsoleNotification = {
        id: `connection:${sequence}`,
        kind: 'connection-restored',
        title: 'Connection restored',
        detail: 'The server answers again.',
        time,
      };
      set((state) => ({ online: true, items: merged(state.items, [item]) }));
    },

    markSeen: (time = now()) => {
      const { userId } = get();
      if (userId !== undefined) storage.setItem(seenAtKey(userId), String(time));
      set({ seenAt: time });
    },

    setUser: (userId) => {
      if (userId === get().userId) return;
      set({ userId, seenAt: userId === undefined ? 0 : storedSeenAt(userId) });
    },

    forget: () => {
      const { userId } = get();
      if (userId !== undefined) storage.removeItem(seenAtKey(userId));
      set(EMPTY);
    },
  }));
}

export function unreadCount(state: Pick<NotificationsState, 'items' | 'seenAt'>): number {
  return state.items.filter((item) => item.time > state.seenAt).length;
}

/** The console's one list, shared by the top bar and the screens that notice a lost connection. */
export const notificationsStore = createNotificationsStore(localStorage);

registerUserData('notifications (and when the list was last opened)', () => notificationsStore.getState().forget());

export function useNotifications<T>(selector: (state: NotificationsState & NotificationsActions) => T): T {
  return useStore(notificationsStore, selector);
}
