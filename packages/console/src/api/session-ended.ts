/**
 * The first answer that says the session is gone (a 401 `unauthenticated` from any request the
 * console makes: its API calls, the chat, the floating assistant) is reported here, so the user's
 * data is forgotten then, not at the next check.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}

/** The code the API answers with when a request carries no session it recognises. */
export const SESSION_ENDED_CODE = 'unauthenticated';
