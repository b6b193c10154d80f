import { ApiError, isUnauthenticated } from '../api/api-error.ts';
import type { NotificationsStore } from './notifications-store.ts';
import type { ToolCallsClient } from './tool-calls-client.ts';

/** How often the list of failed tool calls is asked for while the page is in view. */
export const POLL_INTERVAL_MS = 30_000;

export const OFFLINE_TEXT = 'The browser went offline.';

export interface WatchOptions {
  readonly store: NotificationsStore;
  readonly client: ToolCallsClient;
  /** Told when the session has ended, so the guard can send the user to sign in. */
  readonly onSessionEnded: (error: unknown) => void;
  readonly window?: Window;
  readonly intervalMs?: number;
  /** Settings › Notifications › system alerts: list failed tool calls. Off, only the connection is watched. */
  readonly toolCalls?: boolean;
}

/**
 * Feeds the notifications: failed tool calls asked for now and every 30 s while the page is
 * visible (unless system alerts are off), and the browser's own offline and online events. A request that never reaches the
 * server counts as a lost connection; the next answer restores it. Returns the stop function.
 */
export function watchNotifications(options: WatchOptions): () => void {
  const { store, client, onSessionEnded } = options;
  const win = options.window ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function poll() {
    try {
      const { toolCalls } = await client.failed();
      if (stopped) return;
      store.getState().connectionRestored();
      store.getState().setToolCallsUnavailable(undefined);
      store.getState().addFailedToolCalls(toolCalls);
    } catch (error) {
      if (stopped) return;
      if (error instanceof ApiError && error.code === 'network_error') {
        store.getState().connectionLost(error.message);
      } else if (isUnauthenticated(error)) {
        onSessionEnded(error);
        return;
      } else {
        // The server answered, so the connection is fine; this role or server cannot list them.
        store.getState().connectionRestored();
        store.getState().setToolCallsUnavailable(error instanceof Error ? error.message : String(error));
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return;
      }
    }
    schedule();
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (win.document.visibilityState === 'visible') void poll();
      else schedule();
    }, options.intervalMs ?? POLL_INTERVAL_MS);
  }

  const watchToolCalls = options.toolCalls ?? true;
  const offline = () => store.getState().connectionLost(OFFLINE_TEXT);
  const online = () => (watchToolCalls ? void poll() : store.getState().connectionRestored());
  win.addEventListener('offline', offline);
  win.addEventListener('online', online);
  if (watchToolCalls) void poll();

  return () => {
    stopped = true;
    clearTimeout(timer);
    win.removeEventListener('offline', offline);
    win.removeEventListener('online', online);
  };
}
