import {
  type ChangePasswordRequest,
  errorEnvelopeSchema,
  type LoginRequest,
  type SessionResponse,
  sessionResponseSchema,
} from '@erp-agent/core';
import { AuthError } from './auth-error.ts';

export const AUTH_PATHS = {
  login: '/api/auth/login',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  password: '/api/auth/password',
} as const;

export const NETWORK_FAILURE_TEXT = 'Could not reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_TEXT = 'The server sent an answer the console does not understand.';

export interface AuthClient {
  login(request: LoginRequest): Promise<SessionResponse>;
  /** Rejects with an {@link AuthError} of status 401 when there is no session. */
  me(): Promise<SessionResponse>;
  logout(): Promise<void>;
  changePassword(request: ChangePasswordRequest): Promise<SessionResponse>;
}

export interface AuthClientOptions {
  /** Defaults to the global `fetch`, looked up at call time so tests can stub it. */
  readonly fetch?: typeof fetch;
  /** Prefix for the API paths; same origin by default, where the session cookie lives. */
  readonly baseUrl?: string;
}

/** The four session calls of the API. Every failure rejects with an {@link AuthError}. */
export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Every POST declares JSON, body or not: a cross-site HTML form cannot, so the API can refuse those.
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new AuthError('network_error', NETWORK_FAILURE_TEXT, { cause });
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  async function session(response: Response): Promise<SessionResponse> {
    const parsed = sessionResponseSchema.safeParse(await readJson(response));
    if (!parsed.success) {
      throw new AuthError('invalid_response', INVALID_RESPONSE_TEXT, { status: response.status, cause: parsed.error });
    }
    return parsed.data;
  }

  return {
    login: async (body) => session(await request('POST', AUTH_PATHS.login, body)),
    me: async () => session(await request('GET', AUTH_PATHS.me)),
    logout: async () => {
      await request('POST', AUTH_PATHS.logout);
    },
    changePassword: async (body) => session(await request('POST', AUTH_PATHS.password, body)),
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

async function errorFrom(response: Response): Promise<AuthError> {
  const parsed = errorEnvelopeSchema.safeParse(await readJson(response));
  if (!parsed.success) {
    return new AuthError('http_error', `The server answered ${response.status}.`, { status: response.status });
  }
  const { code, message, details } = parsed.data;
  return new AuthError(code, message, { status: response.status, ...(details ? { details } : {}) });
}
