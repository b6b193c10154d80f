import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';

/**
 * Screens load their route's code before they render: on a 2-core machine running two test files
 * at once that took longer than Testing Library's 1 s default for a `findBy`. Every wait is still
 * for something on the screen; this is only how long it may take to appear.
 */
configure({ asyncUtilTimeout: 5000 });

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

/**
 * jsdom has `<dialog>` but not its modal methods; these do what the tests can observe (the
 * `open` state and the `close` event). Real modality is checked in the browser (e2e).
 */
if (typeof HTMLDialogElement !== 'undefined' && HTMLDialogElement.prototype.showModal === undefined) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * The console's one query cache serves every route test: no retries there, so a failure shows at
 * once, and emptied after each test, so nothing one test loaded answers another.
 */
queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
afterEach(() => queryClient.clear());
