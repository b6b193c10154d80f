import type { ChangePasswordRequest, LoginRequest, SessionUser } from '@erp-agent/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isUnauthenticated } from '../api/api-error.ts';
import type { AuthClient } from './auth-client.ts';
import { clearSessionCache, writeSessionCache } from './session-cache.ts';

/** `unknown` until the server has answered whether the browser holds a session. */
export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  readonly user: SessionUser | undefined;
  readonly status: AuthStatus;
  /** Why the last session check failed for a reason other than "signed out" (the server is down). */
  readonly checkError: string | undefined;
}

export interface AuthActions {
  /** Rejects with the client's `ApiError`; the state is unchanged then. */
  login(request: LoginRequest): Promise<SessionUser>;
  /** Ends the server session, then forgets the user; a session already gone counts as success. */
  logout(): Promise<void>;
  /** Asks the server who is signed in; never rejects. Concurrent calls share one request. */
  refresh(): Promise<void>;
  changePassword(request: ChangePasswordRequest): Promise<SessionUser>;
  /** The server said the session is gone (a 401 on some request): forget the user at once. */
  expire(): void;
}

export type AuthStore = StoreApi<AuthState & AuthActions>;

export interface AuthStoreOptions {
  readonly client: AuthClient;
  /** Where the session cache lives; `localStorage` in the browser. */
  readonly storage: Storage;
}

export function createAuthStore({ client, storage }: AuthStoreOptions): AuthStore {
  let pendingCheck: Promise<void> | undefined;

  return createStore<AuthState & AuthActions>()((set) => {
    const signedIn = (user: SessionUser): SessionUser => {
      writeSessionCache(storage, user);
      set({ user, status: 'signed-in', checkError: undefined });
      return user;
    };
    const signedOut = (): void => {
      clearSessionCache(storage);
      set({ user: undefined, status: 'signed-out', checkError: undefined });
    };
    const check = async (): Promise<void> => {
      set({ checkError: undefined });
      try {
        signedIn((await client.me()).user);
      } catch (error) {
        if (isUnauthenticated(error)) signedOut();
        else set({ checkError: error instanceof Error ? error.message : String(error) });
      }
    };

    return {
      user: undefined,
      status: 'unknown',
      checkError: undefined,
      login: async (request) => signedIn((await client.login(request)).user),
      logout: async () => {
        try {
          await client.logout();
        } catch (error) {
          if (!isUnauthenticated(error)) throw error;
        }
        signedOut();
      },
      refresh: () => {
        pendingCheck ??= check().finally(() => {
          pendingCheck = undefined;
        });
        return pendingCheck;
      },
      changePassword: async (request) => {
        try {
          return signedIn((await client.changePassword(request)).user);
        } catch (error) {
          if (isUnauthenticated(error)) signedOut();
          throw error;
        }
      },
      expire: signedOut,
    };
  });
}
