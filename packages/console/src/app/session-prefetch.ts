/**
 * The auth client's AUTH_PATHS.me, written out: importing the auth client here would put it (and
 * zod) in the entry chunk.
 */
export const SESSION_PATH = '/api/auth/me';

let pending: Promise<Response> | undefined;

/**
 * Starts the session request (GET /api/auth/me, as the auth client sends it) before the session's
 * code has arrived, so the first signed-in screen does not wait for its chunks and then a round
 * trip. The answer is handed to the next {@link fetchWithPrefetchedSession} of that path, once.
 */
export function prefetchSession(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): void {
  const request = fetchImpl(SESSION_PATH, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  // Whoever takes it sees a failure; one nobody takes must not surface as an unhandled rejection.
  request.catch(() => undefined);
  pending = request;
}

/** Drops an answer nobody took (the session was known already), so no later check reads it. */
export function discardPrefetchedSession(): void {
  pending = undefined;
}

/**
 * A `fetch` for the auth client: the first GET of the session path takes the prefetched answer,
 * when there is one; everything else goes to the network.
 */
export const fetchWithPrefetchedSession: typeof fetch = (input, init) => {
  const prefetched = pending;
  if (prefetched !== undefined && input === SESSION_PATH && (init?.method ?? 'GET') === 'GET') {
    pending = undefined;
    return prefetched;
  }
  return globalThis.fetch(input, init);
};
