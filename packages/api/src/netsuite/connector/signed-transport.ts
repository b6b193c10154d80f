import { NetsuiteConnectorError } from './connector-error.ts';
import { errorFromAnswer } from './error-answer.ts';
import type { RequestAuthorizer } from './request-authorizer.ts';
import { retryAfterMs } from './retry-after.ts';

/** What signs for a user: the integration record (consumer) and the user's access token. */
export interface NetsuiteCredentials {
  /** In any of NetSuite's spellings: `123456`, `123456-sb1`, `123456_SB1`. */
  readonly accountId: string;
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly tokenId: string;
  readonly tokenSecret: string;
}

/** `fetch`, or a test's stand-in that hands the request to an in-memory app. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface NetsuiteRequest {
  readonly method: HttpMethod;
  /** The full URL, query included: it is what gets signed. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON; bytes are sent as they are, under the Content-Type `headers` give. */
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/** A 2xx answer; its body parsed as JSON, undefined when empty (a 204). */
export interface NetsuiteAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface SignedTransportOptions {
  /** TBA signatures or OAuth 2.0 bearer tokens, chosen per connection. */
  readonly authorizer: RequestAuthorizer;
  readonly fetch: FetchFunction;
  /** How long one attempt may take, answer body included. */
  readonly timeoutMs: number;
  readonly now: () => Date;
}

export type SendOnce = (request: NetsuiteRequest) => Promise<NetsuiteAnswer>;

function failureWithoutAnswer(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): NetsuiteConnectorError {
  if (callerSignal?.aborted) return new NetsuiteConnectorError('aborted', { cause: callerSignal.reason });
  if (timeout.aborted) {
    return new NetsuiteConnectorError('timeout', {
      message: `NetSuite did not answer within ${timeoutMs / 1000} seconds.`,
      retryable: true,
      cause: error,
    });
  }
  return new NetsuiteConnectorError('network_error', { retryable: true, cause: error });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Not JSON: the caller decides what that means for this status.
    return { ok: false };
  }
}

/**
 * One attempt at a NetSuite request, authenticated by the connection's authorizer over the exact
 * URL sent: a TBA signature made afresh for every attempt (a retry carries a new nonce and
 * timestamp, as NetSuite requires), or a bearer token. A bearer token NetSuite refuses with 401 is
 * renewed and the request sent once more, within the same attempt. A non-2xx answer is thrown as
 * the `NetsuiteConnectorError` it stands for.
 */
export function signedTransport(options: SignedTransportOptions): SendOnce {
  const send = async (request: NetsuiteRequest, authorization: string): Promise<NetsuiteAnswer> => {
    const raw = request.body instanceof Uint8Array;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(request.body === undefined || raw ? {} : { 'Content-Type': 'application/json' }),
      ...request.headers,
      Authorization: authorization,
    };
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

    let response: Response;
    let text: string;
    try {
      response = await options.fetch(request.url, {
        method: request.method,
        headers,
        signal,
        ...(request.body === undefined
          ? {}
          : { body: raw ? new Blob([request.body as Uint8Array<ArrayBuffer>]) : JSON.stringify(request.body) }),
      });
      text = await response.text();
    } catch (error) {
      throw failureWithoutAnswer(error, request.signal, timeout, options.timeoutMs);
    }

    const parsed = parseJson(text);
    if (response.status < 200 || response.status > 299) {
      const wait = retryAfterMs(response.headers.get('Retry-After'), options.now());
      throw errorFromAnswer(response.status, parsed.ok ? parsed.value : undefined, wait);
    }
    if (!parsed.ok) {
      throw new NetsuiteConnectorError('protocol_error', {
        message: `NetSuite answered ${request.method} ${new URL(request.url).pathname} with a body that is not JSON.`,
        status: response.status,
      });
    }
    return { status: response.status, headers: response.headers, body: parsed.value };
  };

  return async (request) => {
    const authorization = await options.authorizer.authorization(request);
    try {
      return await send(request, authorization);
    } catch (error) {
      if (!(error instanceof NetsuiteConnectorError) || error.status !== 401) throw error;
      const renewed = await options.authorizer.afterRefusal(authorization);
      if (renewed === undefined) throw error;
      return await send(request, renewed);
    }
  };
}
