import { vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';

/**
 * Route tests render the whole console, floating assistant included. The widget is its own
 * package with its own tests; here it only needs to be mountable.
 */
vi.mock('@erp-agent/widget', () => ({
  mount: () => {
    const host = document.createElement('div');
    return {
      host,
      unmount: () => host.remove(),
      setSessionUser: () => undefined,
      setTheme: () => undefined,
      open: () => undefined,
      on: () => () => undefined,
    };
  },
}));

/** A failed query shows its error at once in tests; the retries and their back-off are TanStack's. */
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});
