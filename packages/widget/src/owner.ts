import { jwtClaims } from './jwt-claims.ts';
import type { WidgetUser } from './options.ts';

/**
 * Whom an assistant acts for, which decides where its conversation lives: an anonymous visitor's
 * in the page's storage, a signed-in user's on the server only (restored from their conversation
 * list), so that nothing of theirs stays on a shared computer's disk.
 */
export type Owner =
  | { readonly kind: 'visitor' }
  /** A user a partner's server vouched for with a signed token; `subject` is the token's `sub`. */
  | { readonly kind: 'identity'; readonly subject: string }
  /** The signed-in user of a page on the API's own origin, whose requests carry its session cookie. */
  | { readonly kind: 'session'; readonly userId: string };

/** The `sub` claim of a signed identity (a JWT), read to tell users apart, never trusted: the API verifies. */
export function subjectOf(token: string): string {
  const sub = jwtClaims(token)?.sub;
  // Not a JWT the widget can read: the token itself stands for its user.
  return typeof sub === 'string' ? sub : token;
}

export function ownerOf(user: WidgetUser | undefined, sessionUser: string | undefined): Owner {
  if (user) return { kind: 'identity', subject: subjectOf(user.token) };
  if (sessionUser) return { kind: 'session', userId: sessionUser };
  return { kind: 'visitor' };
}

export function sameOwner(a: Owner, b: Owner): boolean {
  if (a.kind === 'identity' && b.kind === 'identity') return a.subject === b.subject;
  if (a.kind === 'session' && b.kind === 'session') return a.userId === b.userId;
  return a.kind === b.kind;
}

/** The codes with which the API says the user a request names is no longer signed in. */
export const SIGNED_OUT_CODES: ReadonlySet<string> = new Set(['unauthenticated', 'identity_invalid']);
