import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { vi } from 'vitest';
import { jsonResponse, routeFetch, session, shellHandlers } from './session-fixtures.ts';

type Handlers = Parameters<typeof routeFetch>[0];

/** An admin signed in, the shell's requests answered, and `handlers` for the screen under test. */
export function serveAdmin(handlers: Handlers) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.admin] })),
    'GET /api/system/health': () => jsonResponse(503, { code: 'unavailable', message: 'Not now.' }),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Indexes of the calls a mocked `fetch` got for `'METHOD /path'`. */
export function callsTo(fetchMock: ReturnType<typeof routeFetch>, key: string): number[] {
  return fetchMock.mock.calls.flatMap((call, index) =>
    `${call[1]?.method ?? 'GET'} ${String(call[0])}` === key ? [index] : [],
  );
}
