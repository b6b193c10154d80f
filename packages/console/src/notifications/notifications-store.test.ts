import type { ToolCallRecord } from '@erp-agent/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNotificationsStore, NOTIFICATION_LIMIT, seenAtKey, unreadCount } from './notifications-store.ts';

function failedCall(id: string, createdAt: string, overrides: Partial<ToolCallRecord> = {}): ToolCallRecord {
  return {
    id,
    tool: 'run_suiteql',
    outcome: 'error',
    errorCode: 'netsuite_timeout',
    durationMs: 1520.4,
    channel: 'chat',
    userId: 'u-1',
    userName: 'Ada Lovelace',
    conversationId: 'c-1',
    createdAt,
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());

describe('notifications store', () => {
  it('lists failed tool calls newest first, once each, saying what failed and for whom', () => {
    const store = createNotificationsStore(localStorage);
    store.getState().addFailedToolCalls([failedCall('a', '2026-11-22T10:00:00Z')]);
    store
      .getState()
      .addFailedToolCalls([failedCall('b', '2026-11-22T11:00:00Z'), failedCall('a', '2026-11-22T10:00:00Z')]);

    const { items } = store.getState();
    expect(items.map((item) => item.id)).toEqual(['tool-call:b', 'tool-call:a']);
    expect(items[0]).toMatchObject({
      kind: 'tool-error',
      title: 'Tool call failed: run_suiteql',
      detail: 'netsuite_timeout, for Ada Lovelace, after 1520 ms (chat)',
    });
  });

  it('keeps only the newest ones', () => {
    const store = createNotificationsStore(localStorage);
    const calls = Array.from({ length: NOTIFICATION_LIMIT + 5 }, (_, index) =>
      failedCall(`c${index}`, new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()),
    );
    store.getState().addFailedToolCalls(calls);
    expect(store.getState().items).toHaveLength(NOTIFICATION_LIMIT);
    expect(store.getState().items.at(-1)?.id).toBe('tool-call:c5');
  });

  it('records a lost connection once per outage, and its return only after a loss', () => {
    const store = createNotificationsStore(localStorage);
    store.getState().connectionRestored(1);
    store.getState().connectionLost('The server could not be reached.', 2);
    store.getState().connectionLost('Again.', 3);
    store.getState().connectionRestored(4);

    expect(store.getState().items.map((item) => [item.kind, item.time])).toEqual([
      ['connection-restored', 4],
      ['connection-lost', 2],
    ]);
    expect(store.getState().online).toBe(true);
  });

  it('counts what came after the list was last opened, remembered across page loads for that user', () => {
    const store = createNotificationsStore(localStorage);
    store.getState().setUser('user-a');
    store.getState().connectionLost('down', 10);
    store.getState().connectionRestored(20);
    expect(unreadCount(store.getState())).toBe(2);

    store.getState().markSeen(15);
    expect(unreadCount(store.getState())).toBe(1);
    expect(localStorage.getItem(seenAtKey('user-a'))).toBe('15');
    const reloaded = createNotificationsStore(localStorage);
    reloaded.getState().setUser('user-a');
    expect(reloaded.getState().seenAt).toBe(15);
    reloaded.getState().setUser('user-b');
    expect(reloaded.getState().seenAt).toBe(0);
  });

  it('forgets the list and the stored time of its user', () => {
    const store = createNotificationsStore(localStorage);
    store.getState().setUser('user-a');
    store.getState().connectionLost('down', 10);
    store.getState().markSeen(15);
    store.getState().forget();
    expect(store.getState()).toMatchObject({ items: [], seenAt: 0, userId: undefined, online: true });
    expect(localStorage.getItem(seenAtKey('user-a'))).toBeNull();
  });
});
