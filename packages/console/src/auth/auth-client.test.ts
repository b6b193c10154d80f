import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { NETWORK_FAILURE_TEXT } from '../api/api-request.ts';
import { jsonResponse, routeFetch, sentBody, session } from '../test-support/session-fixtures.ts';
import { createAuthClient } from './auth-client.ts';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createAuthClient', () => {
  it('posts the login as JSON with the same-origin cookie and parses the session', async () => {
    const fetchMock = routeFetch({ 'POST /api/auth/login': () => jsonResponse(200, session()) });
    const client = createAuthClient({ fetch: fetchMock });

    const answer = await client.login({ username: 'ada', password: 'secret', remember: true });

    expect(answer.user.name).toBe('Ada Lovelace');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(sentBody(fetchMock)).toEqual({ username: 'ada', password: 'secret', remember: true });
  });

  it('asks /me with a GET that carries the cookie and no body', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, session()) });
    await createAuthClient({ fetch: fetchMock }).me();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
  });

  it('turns an error envelope into an ApiError with its code, message, status and details', async () => {
    const details = [{ field: 'newPassword', message: 'Include a number.' }];
    const fetchMock = routeFetch({
      'POST /api/auth/password': () => jsonResponse(400, { code: 'weak_password', message: 'Too weak.', details }),
    });
    const error = await rejection(
      createAuthClient({ fetch: fetchMock }).changePassword({ currentPassword: 'a', newPassword: 'b' }),
    );
    expect({ code: error.code, message: error.message, status: error.status, details: error.details }).toEqual({
      code: 'weak_password',
      message: 'Too weak.',
      status: 400,
      details,
    });
  });

  it('accepts the 204 of a logout', async () => {
    const fetchMock = routeFetch({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await expect(createAuthClient({ fetch: fetchMock }).logout()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('names the status when the failure has no envelope', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });
    const error = await rejection(createAuthClient({ fetch: fetchMock }).me());
    expect([error.code, error.status, error.message]).toEqual(['http_error', 502, 'The server answered 502.']);
  });

  it('reports an unreachable server as a network error', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(createAuthClient({ fetch: fetchMock }).me());
    expect([error.code, error.status, error.message]).toEqual(['network_error', undefined, NETWORK_FAILURE_TEXT]);
  });

  it('refuses a success answer that is not a session', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, { user: { name: 'x' } }) });
    expect((await rejection(createAuthClient({ fetch: fetchMock }).me())).code).toBe('invalid_response');
  });

  it('uses the global fetch, looked up at call time, when none is given', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, session()) });
    const client = createAuthClient();
    vi.stubGlobal('fetch', fetchMock);
    try {
      await client.me();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
