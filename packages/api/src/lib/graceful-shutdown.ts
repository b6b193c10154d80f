import type { Server } from 'node:http';

/** How long in-flight requests (a chat turn's stream) get to finish once the process is told to stop. */
export const DRAIN_DEADLINE_MS = 10_000;

export interface DrainOptions {
  readonly deadlineMs?: number;
  /** Told how the drain went: `drained` when every request finished, `cut` when the deadline ended some. */
  readonly onClosed: (outcome: 'drained' | 'cut') => void;
}

/**
 * Stops a server the way a deployment's SIGTERM asks: no new connections, idle keep-alive
 * connections closed at once, requests in flight (a chat turn still streaming) left to finish,
 * and whatever is still open at the deadline closed, so a stop never hangs on a stuck client.
 */
export function drainServer(server: Server, options: DrainOptions): void {
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, options.deadlineMs ?? DRAIN_DEADLINE_MS);
  deadline.unref();
  server.close(() => {
    clearTimeout(deadline);
    options.onClosed(cut ? 'cut' : 'drained');
  });
  server.closeIdleConnections();
}
