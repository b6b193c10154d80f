import { vi } from 'vitest';

/**
 * Route tests render the whole console, floating assistant included. The widget is its own
 * package with its own tests; here it only needs to be mountable.
 */
vi.mock('@erp-agent/widget', () => ({
  mount: () => {
    const host = document.createElement('div');
    return { host, unmount: () => host.remove(), setSessionUser: () => undefined, on: () => () => undefined };
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
