import type { SessionUser } from '@erp-agent/core';

/**
 * The browser-stored login of 000 section 3, kept only as a cache of the server session: pages
 * that must not wait for `/api/auth/me` (the public header's DASHBOARD button) read it, and the
 * server's answer always wins.
 */
export const AUTH_FLAG_KEY = 'isAuthenticated';
export const CACHED_USER_KEY = 'user';

export interface CachedUser {
  readonly name: string;
  readonly role: string;
  readonly email: string;
}

export function writeSessionCache(storage: Storage, user: SessionUser): void {
  const record: CachedUser = { name: user.name, role: user.role, email: user.email };
  storage.setItem(AUTH_FLAG_KEY, 'true');
  storage.setItem(CACHED_USER_KEY, JSON.stringify(record));
}

export function clearSessionCache(storage: Storage): void {
  storage.removeItem(AUTH_FLAG_KEY);
  storage.removeItem(CACHED_USER_KEY);
}

/** The cached user while the flag says signed in; undefined otherwise or when the record is unreadable. */
export function readSessionCache(storage: Storage): CachedUser | undefined {
  if (storage.getItem(AUTH_FLAG_KEY) !== 'true') return undefined;
  const raw = storage.getItem(CACHED_USER_KEY);
  if (raw === null) return undefined;
  const record = parseJson(raw);
  if (typeof record !== 'object' || record === null) return undefined;
  if (!('name' in record && 'role' in record && 'email' in record)) return undefined;
  const { name, role, email } = record;
  if (typeof name !== 'string' || typeof role !== 'string' || typeof email !== 'string') return undefined;
  return { name, role, email };
}

/** Another script (or the prototype) may have left anything under the key. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
