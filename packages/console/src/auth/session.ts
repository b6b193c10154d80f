import { useStore } from 'zustand';
import { createAuthClient } from './auth-client.ts';
import { type AuthActions, type AuthState, createAuthStore } from './auth-store.ts';

/** The console's one session, shared by the guard and every screen. */
export const authStore = createAuthStore({ client: createAuthClient(), storage: localStorage });

export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(authStore, selector);
}
