/**
 * `dist/widget.js`, the file a page adds with one `<script>` tag. It stays tiny: it defines
 * `window.ErpAssistant` and `<erp-assistant>`, takes calls at once (queued), and loads the UI
 * chunk (`widget.mjs`, beside it) when the browser is idle or on the first open.
 */
import type { AssistantHandle } from './mount.tsx';
import { optionsFromDataset, type WidgetOptions } from './options.ts';

type UiModule = typeof import('./index.ts');
type Method = Exclude<keyof AssistantHandle, 'host' | 'id'>;

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : undefined;
const uiUrl = new URL('widget.mjs', script?.src ?? document.baseURI).href;

let loading: Promise<UiModule> | undefined;
function loadUi(): Promise<UiModule> {
  loading ??= import(/* @vite-ignore */ uiUrl) as Promise<UiModule>;
  return loading;
}

/** A handle that works before the UI has arrived: calls wait in order and run once it has. */
export interface QueuedHandle extends Omit<AssistantHandle, 'host'> {
  /** Resolves with the real handle once the UI is up. */
  readonly ready: Promise<AssistantHandle>;
}

function init(options: WidgetOptions = {}): QueuedHandle {
  const real = loadUi().then((ui) => ui.mount(options));
  real.catch((error: unknown) => console.error('ERP assistant: the UI could not be loaded', error));
  const call =
    <M extends Method>(method: M) =>
    (...args: Parameters<AssistantHandle[M]>) => {
      const result = real.then((handle) => (handle[method] as (...rest: typeof args) => unknown)(...args));
      return result as ReturnType<AssistantHandle[M]> extends Promise<unknown> ? typeof result : undefined;
    };
  const unsubscribes: Array<Promise<() => void>> = [];
  return {
    id: options.id ?? 'default',
    ready: real,
    open: () => void call('open')(),
    close: () => void call('close')(),
    toggle: () => void call('toggle')(),
    sendMessage: (text) => real.then((handle) => handle.sendMessage(text)),
    setUser: (user) => void call('setUser')(user),
    setContext: (context) => void call('setContext')(context),
    reset: () => void call('reset')(),
    on(name, listener) {
      const off = real.then((handle) => handle.on(name, listener));
      unsubscribes.push(off);
      return () => void off.then((stop) => stop());
    },
    destroy: () => void call('destroy')(),
    unmount: () => void call('unmount')(),
  };
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

// Nothing is on screen until the UI arrives, so it is fetched as soon as the page is idle.
const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 200));
idle(() => void loadUi());
