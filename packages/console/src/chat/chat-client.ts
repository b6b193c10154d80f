import { createChatClient } from '@erp-agent/core';

/**
 * The console's chat client: the page's own origin, with the session cookie. `fetch` is looked up
 * on each call so tests can stub the global.
 */
export const chatClient = createChatClient({
  credentials: 'same-origin',
  fetch: (input, init) => globalThis.fetch(input, init),
});
