import type { SessionResponse, SessionUser } from '@erp-agent/core';
import type { Principal } from '../../lib/app-env.ts';

export function sessionUser(principal: Principal): SessionUser {
  return { ...principal.user, platforms: [...principal.user.platforms], permissions: [...principal.permissions] };
}

export function sessionResponse(principal: Principal): SessionResponse {
  return { user: sessionUser(principal), expiresAt: principal.expiresAt.toISOString() };
}

/** Answers already written, by principal; entries go when the principal cache lets go of theirs. */
const writtenAnswers = new WeakMap<Principal, string>();

/**
 * {@link sessionResponse} as JSON text, written once per principal. The console asks for the
 * session on every page, and a principal never changes: a logout or a change to the user makes
 * a new one. Building and serialising the answer was about a twentieth of that request's cost
 * under load.
 */
export function sessionResponseJson(principal: Principal): string {
  let json = writtenAnswers.get(principal);
  if (json === undefined) {
    json = JSON.stringify(sessionResponse(principal));
    writtenAnswers.set(principal, json);
  }
  return json;
}
