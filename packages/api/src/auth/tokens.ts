import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a session or refresh token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: enough to recognise it, useless to present. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
