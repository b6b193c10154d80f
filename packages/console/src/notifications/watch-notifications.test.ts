import type { ToolCallList } from '@erp-agent/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { createNotificationsStore } from './notifications-store.ts';
import type { ToolCallsClient } from './tool-calls-client.ts';
import { OFFLINE_TEXT, watchNotifications } from './watch-notifications.ts';

const list = (...ids: string[]): ToolCallList => ({
  toolCalls: ids.map((id, index) => ({
    id,
    tool: 'get_record',
    outcome: 'error',
    errorCode: 'not_found',
    durationMs: 12,
    channel: 'stream',
    userId: null,
    userName: null,
    conversationId: null,
    createdAt: new Date(Date.UTC(2026, 10, 22, 9, index)).toISOString(),
  })),
});

function client(...answers: Array<ToolCallList | Error>): ToolCallsClient & { failed: ReturnType<typeof vi.fn> } {
  const failed = vi.fn(async () => {
    const answer = answers.shift() ?? list();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { failed };
}

const networkError = () => new ApiError('network_error', 'Could not reach the server.');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('watchNotifications', () => {
  it('lists failed tool calls at once and again on each tick', async () => {
    const store = createNotificationsStore(localStorage);
    const feed = client(list('a'), list('b', 'a'));
    const stop = watchNotifications({ store, client: feed, onSessionEnded: vi.fn(), intervalMs: 1000 });

    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().items.map((item) => item.id)).toEqual(['tool-call:a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().items.map((item) => item.id)).toEqual(['tool-call:b', 'tool-call:a']);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(feed.failed).toHaveBeenCalledTimes(2);
  });

  it('turns an unreachable server into one lost-connection notice, and the next answer into its return', async () => {
    const store = createNotificationsStore(localStorage);
    const stop = watchNotifications({
      store,
      client: client(networkError(), networkError(), list()),
      onSessionEnded: vi.fn(),
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().items.map((item) => item.kind)).toEqual(['connection-restored', 'connection-lost']);
    stop();
  });

  it('notes the browser going offline', async () => {
    const store = createNotificationsStore(localStorage);
    const stop = watchNotifications({ store, client: client(), onSessionEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().items[0]).toMatchObject({ kind: 'connection-lost', detail: OFFLINE_TEXT });
    stop();
  });

  it('says why when the role may not list tool calls, and stops asking', async () => {
    const store = createNotificationsStore(localStorage);
    const feed = client(new ApiError('forbidden', 'Your role cannot do that.', { status: 403 }));
    const stop = watchNotifications({ store, client: feed, onSessionEnded: vi.fn(), intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().toolCallsUnavailable).toBe('Your role cannot do that.');
    expect(feed.failed).toHaveBeenCalledOnce();
    stop();
  });

  it('hands an ended session to the guard', async () => {
    const store = createNotificationsStore(localStorage);
    const onSessionEnded = vi.fn();
    const expired = new ApiError('unauthenticated', 'Sign in.', { status: 401 });
    const stop = watchNotifications({ store, client: client(expired), onSessionEnded });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionEnded).toHaveBeenCalledWith(expired);
    stop();
  });
});

describe('watchNotifications with system alerts off (Settings › Notifications)', () => {
  it('never asks for failed tool calls, and still notices the connection', async () => {
    const store = createNotificationsStore(localStorage);
    const tools = client(list('t1'));
    const stop = watchNotifications({ store, client: tools, onSessionEnded: vi.fn(), toolCalls: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tools.failed).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(store.getState().items.map((item) => item.kind)).toEqual(['connection-restored', 'connection-lost']);
    stop();
  });
});
