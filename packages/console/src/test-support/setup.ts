import { vi } from 'vitest';

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
      on: () => () => undefined,
    };
  },
}));
