import type { Server } from 'node:http';

/** How long in-flight requests (a chat turn's stream) get to finish once the process is told to stop. */
export const DRAIN_DEADLINE_MS = 10_000;

/** After the deadline, how long requests told to end get to end before their connections are closed. */
export const END_GRACE_MS = 1000;

export interface DrainOptions {
  readonly deadlineMs?: number;
  /**
   * Called at the deadline, to ask what is still running to end on its own (a chat stream then
   * ends with a sentence saying why, rather than a connection cut mid-message).
   */
  readonly onDeadline?: () => void;
  readonly endGraceMs?: number;
  /** Told how the drain went: `drained` when every request finished, `cut` when the deadline ended some. */
  readonly onClosed: (outcome: 'drained' | 'cut') => void;
}

/**
 * Stops a server the way a deployment's SIGTERM asks: no new connections, idle keep-alive
 * connections closed at once, requests in flight (a chat turn still streaming) left to finish,
 * and at the deadline whatever is still open is first asked to end (`onDeadline`), then closed a
 * moment later, so a stop never hangs on a stuck client.
 */
export function drainServer(server: Server, options: DrainOptions): void {
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    options.onDeadline?.();
    setTimeout(() => server.closeAllConnections(), options.endGraceMs ?? END_GRACE_MS).unref();
  }, options.deadlineMs ?? DRAIN_DEADLINE_MS);
  deadline.unref();
  server.close(() => {
    clearTimeout(deadline);
    options.onClosed(cut ? 'cut' : 'drained');
  });
  server.closeIdleConnections();
}
