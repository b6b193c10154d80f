/**
 * `dist/widget.js`, the file a page adds with one `<script>` tag. It stays tiny: it defines
 * `window.ErpAssistant` and `<erp-assistant>`, takes calls at once (queued), and loads the UI
 * chunk (`widget.mjs`, beside it) when the browser is idle or on the first open.
 */
import { optionsFromDataset, type WidgetOptions } from './options.ts';
import { type QueuedHandle, queuedHandle } from './queued-handle.ts';

type UiModule = typeof import('./index.ts');

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : undefined;
const uiUrl = new URL('widget.mjs', script?.src ?? document.baseURI).href;

let loading: Promise<UiModule> | undefined;
function loadUi(): Promise<UiModule> {
  loading ??= import(/* @vite-ignore */ uiUrl) as Promise<UiModule>;
  return loading;
}

/** Nothing is on screen until the UI arrives, so an idle browser fetches it within 2 s at most. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

function init(options: WidgetOptions = {}): QueuedHandle {
  return queuedHandle(options, {
    loadUi,
    whenIdle,
    onError: (error) => console.error('ERP assistant: the UI could not be loaded', error),
  });
}

/** `<erp-assistant data-api-url="..." data-site-key="...">`: the same options as attributes. */
class ErpAssistantElement extends HTMLElement {
  #handle: QueuedHandle | undefined;

  connectedCallback() {
    this.#handle ??= init({ ...optionsFromDataset(this.dataset), container: this });
  }

  disconnectedCallback() {
    this.#handle?.destroy();
    this.#handle = undefined;
  }
}

declare global {
  interface Window {
    ErpAssistant?: { init: typeof init; load: () => Promise<unknown>; q?: unknown[][] };
  }
}

// Calls a page made before this file arrived (`ErpAssistant.q`, the snippet's stub) run now.
const queued = window.ErpAssistant?.q ?? [];
window.ErpAssistant = { init, load: loadUi };
for (const [method, ...args] of queued) {
  if (method === 'init') init(args[0] as WidgetOptions);
}
if (!customElements.get('erp-assistant')) customElements.define('erp-assistant', ErpAssistantElement);

// The no-code case: the script tag's data-* attributes mount one assistant, unless it says manual.
if (script && script.dataset.manual !== 'true') {
  const start = () => init(optionsFromDataset(script.dataset));
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
