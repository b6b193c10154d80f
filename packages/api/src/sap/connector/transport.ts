import { SapConnectorError } from './connector-error.ts';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface SlRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

export interface SlAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** One HTTP exchange with Service Layer within `timeoutMs`, the body read whole. */
export async function sendOnce(fetch: FetchFunction, timeoutMs: number, request: SlRequest): Promise<SlAnswer> {
  if (request.signal?.aborted) throw new SapConnectorError('aborted', { cause: request.signal.reason });
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      signal,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (request.signal?.aborted) throw new SapConnectorError('aborted', { cause: error });
    if (timeout.aborted) throw new SapConnectorError('timeout', { retryable: true, cause: error });
    throw new SapConnectorError('network_error', { retryable: true, cause: error });
  }
}
