import { createChatStore } from '@erp-agent/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationsStore } from '../notifications/notifications-store.ts';
import { useConnectionReport } from './use-connection-report.ts';

beforeEach(() => notificationsStore.setState({ items: [], seenAt: 0, online: true, toolCallsUnavailable: undefined }));
afterEach(cleanup);

describe('useConnectionReport', () => {
  it('notes a chat that cannot reach the agent, and its return when a reply arrives', async () => {
    let reachable = false;
    const store = createChatStore({
      client: {
        send: async () => {
          if (!reachable) throw Object.assign(new Error('Failed to fetch'), { code: 'network_error' });
          return { response: 'Back.' };
        },
      },
      replyDelayMs: 0,
      failureDelayMs: 0,
    });
    renderHook(() => useConnectionReport(store));

    await act(() => store.getState().send('hello'));
    expect(notificationsStore.getState().items.map((item) => [item.kind, item.detail])).toEqual([
      ['connection-lost', 'The agent could not be reached: Failed to fetch'],
    ]);
    reachable = true;
    await act(() => store.getState().send('again'));
    expect(notificationsStore.getState().items.map((item) => item.kind)).toEqual([
      'connection-restored',
      'connection-lost',
    ]);
  });
});
