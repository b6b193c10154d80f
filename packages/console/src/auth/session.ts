import { useStore } from 'zustand';
import { onSessionEnded } from '../api/session-ended.ts';
import { fetchWithPrefetchedSession } from '../app/session-prefetch.ts';
import { forgetWhenUserChanges } from '../privacy/forget-when-user-changes.ts';
import { followOtherTabs } from '../privacy/other-tabs.ts';
import { forgetUserData } from '../privacy/user-data.ts';
import { createAuthClient } from './auth-client.ts';
import { type AuthActions, type AuthState, createAuthStore } from './auth-store.ts';

/** The console's one session, shared by the guard and every screen. */
export const authStore = createAuthStore({
  // The router may have asked for the session before this code arrived (app/session-prefetch.ts).
  client: createAuthClient({ fetch: fetchWithPrefetchedSession }),
  storage: localStorage,
});

forgetWhenUserChanges(authStore, forgetUserData);
followOtherTabs(authStore);
onSessionEnded(() => {
  if (authStore.getState().status === 'signed-in') authStore.getState().expire();
});

export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(authStore, selector);
}
