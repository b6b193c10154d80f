import { createChatClient, createChatStore } from '@erp-agent/core';
import { render } from 'preact';
import { Assistant } from './assistant.tsx';
import { GREETING } from './texts.ts';

export interface MountOptions {
  /** Origin of the ERP agent API; the page's own origin when absent. */
  readonly apiUrl?: string;
  /** Element the assistant's host is appended to; `document.body` by default. */
  readonly container?: HTMLElement;
}

export interface MountedAssistant {
  /** The element in the page that carries the assistant's shadow root. */
  readonly host: HTMLElement;
  unmount(): void;
}

let instances = 0;

/**
 * Puts an assistant on the page, inside its own shadow root so the host page's CSS and the
 * assistant's never meet. Touches the DOM only when called, so importing this module on a
 * server is safe.
 */
export function mount(options: MountOptions = {}): MountedAssistant {
  const container = options.container ?? document.body;
  const host = document.createElement('div');
  host.dataset.erpAssistant = '';
  const shadow = host.attachShadow({ mode: 'open' });
  container.append(host);

  const store = createChatStore({ client: createChatClient({ baseUrl: options.apiUrl ?? '' }), greeting: GREETING });
  instances += 1;
  render(<Assistant store={store} panelId={`erp-assistant-panel-${instances}`} />, shadow);

  return {
    host,
    unmount() {
      store.getState().stop();
      render(null, shadow);
      host.remove();
    },
  };
}
