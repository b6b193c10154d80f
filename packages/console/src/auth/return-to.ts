/** Where a signed-in user lands when no page was asked for first. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** Router location state that remembers the page first asked for, so signing in can return there. */
export interface ReturnToState {
  readonly from: string;
}

export function returnToState(location: { pathname: string; search: string; hash: string }): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The remembered page, or the default. Location state is whatever the history entry holds, so only
 * an in-app path is trusted, and never the sign-in screen itself.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_SIGNED_IN_PATH;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_SIGNED_IN_PATH;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login#')) return DEFAULT_SIGNED_IN_PATH;
  return from;
}
