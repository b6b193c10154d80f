import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { deferred, session, sessionUser } from '../test-support/session-fixtures.ts';
import type { AuthClient } from './auth-client.ts';
import { createAuthStore } from './auth-store.ts';
import { AUTH_FLAG_KEY, CACHED_USER_KEY, readSessionCache, writeSessionCache } from './session-cache.ts';

const unauthenticated = () => new ApiError('unauthenticated', 'Sign in first.', { status: 401 });

function fakeClient(overrides: Partial<AuthClient> = {}): AuthClient {
  return {
    login: vi.fn(async () => session()),
    me: vi.fn(async () => session()),
    logout: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => session()),
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts unknown and signs in on login, caching the session', async () => {
    const store = createAuthStore({ client: fakeClient(), storage: localStorage });
    expect(store.getState().status).toBe('unknown');

    await store.getState().login({ username: 'ada', password: 'secret' });

    expect(store.getState()).toMatchObject({ status: 'signed-in', user: sessionUser() });
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
    expect(readSessionCache(localStorage)?.name).toBe('Ada Lovelace');
  });

  it('leaves state and cache alone when the login is refused', async () => {
    const refused = new ApiError('invalid_credentials', 'No.', { status: 401 });
    const client = fakeClient({ login: vi.fn(async () => Promise.reject(refused)) });
    const store = createAuthStore({ client, storage: localStorage });

    await expect(store.getState().login({ username: 'ada', password: 'x' })).rejects.toBe(refused);
    expect(store.getState().status).toBe('unknown');
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('writes the cache on a successful /me', async () => {
    const store = createAuthStore({ client: fakeClient(), storage: localStorage });
    await store.getState().refresh();
    expect(store.getState().status).toBe('signed-in');
    expect(readSessionCache(localStorage)).toEqual({ name: 'Ada Lovelace', role: 'admin', email: 'ada@example.com' });
  });

  it('clears a stale cache when /me answers 401', async () => {
    writeSessionCache(localStorage, sessionUser());
    const store = createAuthStore({
      client: fakeClient({ me: vi.fn(async () => Promise.reject(unauthenticated())) }),
      storage: localStorage,
    });

    await store.getState().refresh();

    expect(store.getState()).toMatchObject({ status: 'signed-out', user: undefined });
    expect([localStorage.getItem(AUTH_FLAG_KEY), localStorage.getItem(CACHED_USER_KEY)]).toEqual([null, null]);
  });

  it('keeps the cache and reports why when the server cannot be reached', async () => {
    writeSessionCache(localStorage, sessionUser());
    const down = new ApiError('network_error', 'Could not reach the server.');
    const store = createAuthStore({
      client: fakeClient({ me: vi.fn(async () => Promise.reject(down)) }),
      storage: localStorage,
    });

    await store.getState().refresh();

    expect(store.getState()).toMatchObject({ status: 'unknown', checkError: 'Could not reach the server.' });
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
  });

  it('sends one /me for concurrent checks', async () => {
    const answer = deferred<ReturnType<typeof session>>();
    const me = vi.fn(() => answer.promise);
    const store = createAuthStore({ client: fakeClient({ me }), storage: localStorage });

    const checks = [store.getState().refresh(), store.getState().refresh()];
    answer.resolve(session());
    await Promise.all(checks);

    expect(me).toHaveBeenCalledOnce();
  });

  it('clears the cache on logout, and when the server session had already ended', async () => {
    for (const logout of [vi.fn(async () => undefined), vi.fn(async () => Promise.reject(unauthenticated()))]) {
      const store = createAuthStore({ client: fakeClient({ logout }), storage: localStorage });
      await store.getState().login({ username: 'ada', password: 'secret' });

      await store.getState().logout();

      expect(store.getState()).toMatchObject({ status: 'signed-out', user: undefined });
      expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
    }
  });

  it('stays signed in when the logout call fails', async () => {
    const down = new ApiError('network_error', 'Could not reach the server.');
    const store = createAuthStore({
      client: fakeClient({ logout: vi.fn(async () => Promise.reject(down)) }),
      storage: localStorage,
    });
    await store.getState().login({ username: 'ada', password: 'secret' });

    await expect(store.getState().logout()).rejects.toBe(down);
    expect(store.getState().status).toBe('signed-in');
  });

  it('takes the user the password change answers with', async () => {
    const changePassword = vi.fn(async () => session({ mustChangePassword: false }));
    const store = createAuthStore({
      client: fakeClient({ changePassword, login: vi.fn(async () => session({ mustChangePassword: true })) }),
      storage: localStorage,
    });
    await store.getState().login({ username: 'ada', password: 'admin' });

    await store.getState().changePassword({ currentPassword: 'admin', newPassword: 'a much longer one' });

    expect(store.getState().user?.mustChangePassword).toBe(false);
  });

  it('signs out when the password change finds the session gone, but not for a wrong current password', async () => {
    const wrong = new ApiError('invalid_credentials', 'Wrong password.', { status: 401 });
    const changePassword = vi
      .fn<AuthClient['changePassword']>()
      .mockRejectedValueOnce(wrong)
      .mockRejectedValueOnce(unauthenticated());
    const store = createAuthStore({ client: fakeClient({ changePassword }), storage: localStorage });
    await store.getState().login({ username: 'ada', password: 'secret' });
    const request = { currentPassword: 'x', newPassword: 'y' };

    await expect(store.getState().changePassword(request)).rejects.toBe(wrong);
    expect(store.getState().status).toBe('signed-in');
    await expect(store.getState().changePassword(request)).rejects.toThrow('Sign in first.');
    expect(store.getState().status).toBe('signed-out');
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });
});
