import {
  type CreateUserRequest,
  type UpdateUserRequest,
  type User,
  type UserListResponse,
  type UserWithCredential,
  userListResponseSchema,
  userSchema,
  userWithCredentialSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

export const USERS_PATH = '/api/users';

/** The Users screen's calls (admins only). Every failure rejects with an `ApiError`. */
export interface UsersClient {
  list(): Promise<UserListResponse>;
  create(request: CreateUserRequest): Promise<UserWithCredential>;
  update(id: string, change: UpdateUserRequest): Promise<User>;
  /** A one-time password made up by the server, answered once; the user changes it at next sign-in. */
  resetPassword(id: string): Promise<UserWithCredential>;
  /** A new invitation link, answered once. */
  invite(id: string): Promise<UserWithCredential>;
}

export function createUsersClient(options: ApiRequestOptions = {}): UsersClient {
  const api = createApiRequester(options);
  const one = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;
  return {
    list: () => api.json(userListResponseSchema, 'GET', USERS_PATH),
    create: (request) => api.json(userWithCredentialSchema, 'POST', USERS_PATH, request),
    update: (id, change) => api.json(userSchema, 'PATCH', one(id), change),
    resetPassword: (id) => api.json(userWithCredentialSchema, 'POST', `${one(id)}/password`, {}),
    invite: (id) => api.json(userWithCredentialSchema, 'POST', `${one(id)}/invitation`),
  };
}

export const usersClient = createUsersClient();
