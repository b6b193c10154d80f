import { QueryClient } from '@tanstack/react-query';
import { registerUserData } from '../privacy/user-data.ts';
import { mayHealOnRetry } from './api-error.ts';

/**
 * The console's one cache of server state (TanStack Query). Answers are the signed-in user's, so
 * the whole cache is dropped when that user changes. The signed-in shell provides it to its
 * screens (a public screen that reads the server wraps itself in a provider of this same client),
 * so the public pages' first bytes do not carry TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal does not heal by asking again (after a 401 the session is gone and the guard takes
      // over; a 403 is the role's): the screen says so at once instead of loading for seconds.
      retry: (failures, error) => mayHealOnRetry(error) && failures < 2,
    },
  },
});

registerUserData('server-state cache (TanStack Query)', () => queryClient.clear());
