import {
  type ChangePasswordRequest,
  type LoginRequest,
  type SessionResponse,
  sessionResponseSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';

export const AUTH_PATHS = {
  login: '/api/auth/login',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  password: '/api/auth/password',
} as const;

export interface AuthClient {
  login(request: LoginRequest): Promise<SessionResponse>;
  /** Rejects with an `ApiError` of status 401 when there is no session. */
  me(): Promise<SessionResponse>;
  logout(): Promise<void>;
  changePassword(request: ChangePasswordRequest): Promise<SessionResponse>;
}

export type AuthClientOptions = ApiRequestOptions;

/** The four session calls of the API. Every failure rejects with an `ApiError`. */
export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const api = createApiRequester(options);
  return {
    login: (body) => api.json(sessionResponseSchema, 'POST', AUTH_PATHS.login, body),
    me: () => api.json(sessionResponseSchema, 'GET', AUTH_PATHS.me),
    logout: async () => {
      await api.send('POST', AUTH_PATHS.logout);
    },
    changePassword: (body) => api.json(sessionResponseSchema, 'POST', AUTH_PATHS.password, body),
  };
}
