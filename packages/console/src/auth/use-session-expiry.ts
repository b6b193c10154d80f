import { useCallback } from 'react';
import { isUnauthenticated } from '../api/api-error.ts';
import { useAuth } from './session.ts';

/**
 * For screens that call the API: when an answer says the session has ended, ask the server again,
 * so the guard sends the user to sign in (and back here after) instead of the screen showing a 401.
 */
export function useSessionExpiry(): (error: unknown) => void {
  const refresh = useAuth((state) => state.refresh);
  return useCallback(
    (error: unknown) => {
      if (isUnauthenticated(error)) void refresh();
    },
    [refresh],
  );
}
