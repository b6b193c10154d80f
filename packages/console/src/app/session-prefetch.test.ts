import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '../auth/auth-client.ts';
import {
  discardPrefetchedSession,
  fetchWithPrefetchedSession,
  prefetchSession,
  SESSION_PATH,
} from './session-prefetch.ts';

const answer = (body: string) => new Response(body, { status: 200 });

afterEach(() => {
  discardPrefetchedSession();
  vi.unstubAllGlobals();
});

describe('the prefetched session', () => {
  it('is the auth client’s session request', () => {
    expect(SESSION_PATH).toBe(AUTH_PATHS.me);
  });

  it('answers the first GET of the session path, once; the next goes to the network', async () => {
    const early = vi.fn(async () => answer('early'));
    const network = vi.fn(async () => answer('network'));
    vi.stubGlobal('fetch', network);
    prefetchSession(early);
    expect(early).toHaveBeenCalledWith(SESSION_PATH, expect.objectContaining({ method: 'GET' }));

    expect(await (await fetchWithPrefetchedSession(SESSION_PATH, { method: 'GET' })).text()).toBe('early');
    expect(await (await fetchWithPrefetchedSession(SESSION_PATH, { method: 'GET' })).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves other requests, and an answer discarded, to the network', async () => {
    const network = vi.fn(async () => answer('network'));
    vi.stubGlobal('fetch', network);
    prefetchSession(async () => answer('early'));
    expect(await (await fetchWithPrefetchedSession('/api/auth/login', { method: 'POST' })).text()).toBe('network');
    discardPrefetchedSession();
    expect(await (await fetchWithPrefetchedSession(SESSION_PATH, { method: 'GET' })).text()).toBe('network');
  });

  it('hands a failed prefetch to whoever takes it', async () => {
    prefetchSession(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithPrefetchedSession(SESSION_PATH, { method: 'GET' })).rejects.toThrow('Failed to fetch');
  });
});
