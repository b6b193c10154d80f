import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../test-support/session-fixtures.ts';
import {
  AUTH_FLAG_KEY,
  CACHED_USER_KEY,
  clearSessionCache,
  readSessionCache,
  writeSessionCache,
} from './session-cache.ts';

beforeEach(() => localStorage.clear());

describe('session cache', () => {
  it('keeps the flag and only the name, role and email of the user', () => {
    writeSessionCache(localStorage, sessionUser());
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(CACHED_USER_KEY) ?? 'null')).toEqual({
      name: 'Ada Lovelace',
      role: 'admin',
      email: 'ada@example.com',
    });
    expect(readSessionCache(localStorage)).toEqual({ name: 'Ada Lovelace', role: 'admin', email: 'ada@example.com' });
  });

  it('clears both keys', () => {
    writeSessionCache(localStorage, sessionUser());
    clearSessionCache(localStorage);
    expect([localStorage.getItem(AUTH_FLAG_KEY), localStorage.getItem(CACHED_USER_KEY)]).toEqual([null, null]);
  });

  it('reads nothing without the flag or from a record it cannot use', () => {
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ name: 'a', role: 'admin', email: 'e' }));
    expect(readSessionCache(localStorage)).toBeUndefined();
    localStorage.setItem(AUTH_FLAG_KEY, 'true');
    localStorage.setItem(CACHED_USER_KEY, '{not json');
    expect(readSessionCache(localStorage)).toBeUndefined();
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ name: 'a', role: 1, email: 'e' }));
    expect(readSessionCache(localStorage)).toBeUndefined();
  });
});
