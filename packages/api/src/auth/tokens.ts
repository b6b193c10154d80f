import { hash, randomBytes } from 'node:crypto';

/** A fresh secret for a session or refresh token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: enough to recognise it, useless to present. */
export function tokenHash(token: string): string {
  // The one-shot form: computed on every signed-in request, and cheaper than a Hash object.
  return hash('sha256', token, 'base64url');
}
