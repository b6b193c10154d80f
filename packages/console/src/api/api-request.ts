import { errorEnvelopeSchema } from '@erp-agent/core';
import { ApiError } from './api-error.ts';
import { reportSessionEnded, SESSION_ENDED_CODE } from './session-ended.ts';

export const NETWORK_FAILURE_TEXT = 'Could not reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_TEXT = 'The server sent an answer the console does not understand.';

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Any of core's wire schemas: the console parses every answer with the schema the API answers with. */
export interface AnswerSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiRequestOptions {
  /** Defaults to the global `fetch`, looked up at call time so tests can stub it. */
  readonly fetch?: typeof fetch;
  /** Prefix for the API paths; same origin by default, where the session cookie lives. */
  readonly baseUrl?: string;
}

export interface ApiRequester {
  /** The answer when it is a 2xx; every failure rejects with an {@link ApiError}. */
  send(method: ApiMethod, path: string, body?: unknown): Promise<Response>;
  /** Sends, then parses a 2xx answer with `schema`; an answer that does not fit rejects as `invalid_response`. */
  json<T>(schema: AnswerSchema<T>, method: ApiMethod, path: string, body?: unknown): Promise<T>;
}

/**
 * Requests to the console's own API with the session cookie, in the shape its CSRF guard accepts.
 * Making one has no side effect, which the annotation tells the bundler: a client module nobody
 * uses (settings/index.ts re-exports the settings client) then stays out of the chunk with its
 * zod schemas.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createApiRequester(options: ApiRequestOptions = {}): ApiRequester {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: ApiMethod, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Every mutation declares JSON, body or not: a cross-site HTML form cannot, so the API can refuse those.
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new ApiError('network_error', NETWORK_FAILURE_TEXT, { cause });
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  return {
    send,
    json: async (schema, method, path, body) => {
      const response = await send(method, path, body);
      const parsed = schema.safeParse(await readJson(response));
      if (!parsed.success) {
        throw new ApiError('invalid_response', INVALID_RESPONSE_TEXT, { status: response.status, cause: parsed.error });
      }
      return parsed.data;
    },
  };
}

/** Undefined when the body is not JSON (a proxy's HTML error page, an empty 502): there is no envelope. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const parsed = errorEnvelopeSchema.safeParse(await readJson(response));
  if (!parsed.success) {
    return new ApiError('http_error', `The server answered ${response.status}.`, { status: response.status });
  }
  const { code, message, details, reason } = parsed.data;
  if (response.status === 401 && code === SESSION_ENDED_CODE) reportSessionEnded();
  return new ApiError(code, message, {
    status: response.status,
    ...(details ? { details } : {}),
    ...(reason === undefined ? {} : { reason }),
  });
}
