import type { SessionResponse, SessionUser } from '@erp-agent/core';
import { vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { authStore } from '../auth/session.ts';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    username: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'admin',
    status: 'active',
    platforms: ['netsuite'],
    permissions: [],
    mustChangePassword: false,
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
    ...overrides,
  };
}

export function session(overrides: Partial<SessionUser> = {}): SessionResponse {
  return { user: sessionUser(overrides), expiresAt: '2030-01-01T00:00:00.000Z' };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A `fetch` that answers `'METHOD /path'` keys and fails the test on any other request. */
export function routeFetch(handlers: Record<string, Handler>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    if (handler === undefined) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
}

/** The JSON body a mocked `fetch` was called with, for the call at `index`. */
export function sentBody(fetchMock: ReturnType<typeof routeFetch>, index = 0): unknown {
  const body = fetchMock.mock.calls[index]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** Back to a fresh page load: no known session, nothing cached. */
export function resetSession(): void {
  authStore.setState(authStore.getInitialState(), true);
  localStorage.clear();
  queryClient.clear();
}

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What the signed-in shell asks for on every screen: the failed tool calls its notifications list. */
export function shellHandlers(toolCalls: unknown[] = []): Record<string, Handler> {
  return { 'GET /api/tool-calls?outcome=error&limit=20': () => jsonResponse(200, { toolCalls }) };
}
