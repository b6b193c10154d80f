import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthorizationParameters } from './check-authorization-request.ts';

/** How long the consent page may stay open before its Allow and Deny stop working. */
export const CONSENT_TICKET_SECONDS = 15 * 60;

function mac(key: Uint8Array, request: AuthorizationParameters, expires: number): string {
  const fields = [request.clientId, request.redirectUri, request.scope.join(' '), request.state, request.codeChallenge];
  return createHmac('sha256', key)
    .update(JSON.stringify(['consent', expires, ...fields]))
    .digest('base64url');
}

/**
 * A ticket the consent page's form carries: proof that this sandbox showed these exact
 * parameters to the user, so a decision cannot be posted for a request nobody saw or with a
 * redirect URI swapped on the way.
 */
export function consentTicket(key: Uint8Array, request: AuthorizationParameters, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CONSENT_TICKET_SECONDS;
  return `${expires}.${mac(key, request, expires)}`;
}

export function isValidConsentTicket(
  key: Uint8Array,
  ticket: string,
  request: AuthorizationParameters,
  now: Date,
): boolean {
  const [expiresText, given] = ticket.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || given === undefined || expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(mac(key, request, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
