import { netsuiteConnectionSchema } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { notConnected } from '../test-support/netsuite-fixtures.ts';
import { jsonResponse, routeFetch } from '../test-support/session-fixtures.ts';
import { ApiError, isUnauthenticated, mayHealOnRetry } from './api-error.ts';
import { createApiRequester, INVALID_RESPONSE_TEXT } from './api-request.ts';

const answerSchema = netsuiteConnectionSchema;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiRequester', () => {
  it('sends a DELETE as a same-origin JSON mutation with no body, as the CSRF guard wants', async () => {
    const fetchMock = routeFetch({ 'DELETE /things/1': () => jsonResponse(200, notConnected()) });

    const answer = await createApiRequester({ fetch: fetchMock }).json(answerSchema, 'DELETE', '/things/1');

    expect(answer).toEqual(notConnected());
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('declares no body type on a GET', async () => {
    const fetchMock = routeFetch({ 'GET /things': () => jsonResponse(200, notConnected()) });
    await createApiRequester({ fetch: fetchMock }).send('GET', '/things');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it("keeps the envelope's reason beside its message", async () => {
    const fetchMock = routeFetch({
      'POST /connect': () =>
        jsonResponse(422, {
          code: 'netsuite_connect_failed',
          message: 'Failed to connect to NetSuite',
          reason: 'Invalid login attempt. (invalid_credentials)',
        }),
    });
    const error = await rejection(createApiRequester({ fetch: fetchMock }).send('POST', '/connect', {}));
    expect([error.code, error.status, error.message, error.reason]).toEqual([
      'netsuite_connect_failed',
      422,
      'Failed to connect to NetSuite',
      'Invalid login attempt. (invalid_credentials)',
    ]);
    expect(isUnauthenticated(error)).toBe(false);
  });

  it('refuses a success answer the schema does not describe', async () => {
    const fetchMock = routeFetch({ 'GET /things': () => jsonResponse(200, { connected: 'yes' }) });
    const error = await rejection(createApiRequester({ fetch: fetchMock }).json(answerSchema, 'GET', '/things'));
    expect([error.code, error.message]).toEqual(['invalid_response', INVALID_RESPONSE_TEXT]);
  });

  it('puts the base URL in front of the path', async () => {
    const fetchMock = routeFetch({ 'GET https://api.test/things': () => jsonResponse(200, notConnected()) });
    await createApiRequester({ fetch: fetchMock, baseUrl: 'https://api.test' }).send('GET', '/things');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('isUnauthenticated', () => {
  it('is a 401 that is not a wrong password', () => {
    expect(isUnauthenticated(new ApiError('unauthenticated', 'Sign in.', { status: 401 }))).toBe(true);
    expect(isUnauthenticated(new ApiError('invalid_credentials', 'Wrong.', { status: 401 }))).toBe(false);
    expect(isUnauthenticated(new ApiError('platform_forbidden', 'No.', { status: 403 }))).toBe(false);
    expect(isUnauthenticated(new Error('401'))).toBe(false);
  });
});

describe('mayHealOnRetry', () => {
  const failure = (status: number | undefined) => new ApiError('some_code', 'Failed.', { status });

  it('asks again after a network failure, a timeout, a rate limit or a server error', () => {
    expect(mayHealOnRetry(failure(undefined))).toBe(true);
    expect(mayHealOnRetry(failure(408))).toBe(true);
    expect(mayHealOnRetry(failure(429))).toBe(true);
    expect(mayHealOnRetry(failure(502))).toBe(true);
    expect(mayHealOnRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not ask again after a refusal, a missing record or an invalid request', () => {
    expect(mayHealOnRetry(failure(401))).toBe(false);
    expect(mayHealOnRetry(failure(403))).toBe(false);
    expect(mayHealOnRetry(failure(404))).toBe(false);
    expect(mayHealOnRetry(failure(409))).toBe(false);
    expect(mayHealOnRetry(failure(422))).toBe(false);
  });
});
