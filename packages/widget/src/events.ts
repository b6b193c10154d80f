import type { ChatMessage } from '@erp-agent/core';

/** What an assistant tells the page, through `on(...)` and as DOM events on its host element. */
export interface WidgetEvents {
  ready: undefined;
  open: undefined;
  close: undefined;
  message: ChatMessage;
  error: { readonly code: string; readonly message: string };
}
export type WidgetEventName = keyof WidgetEvents;
type Listener<K extends WidgetEventName> = (detail: WidgetEvents[K]) => void;

/** The DOM event names: `erp-assistant:open` and so on, bubbling out of the shadow root's host. */
export const domEventName = (name: WidgetEventName) => `erp-assistant:${name}`;

export class WidgetEmitter {
  readonly #listeners = new Map<WidgetEventName, Set<Listener<WidgetEventName>>>();
  readonly #host: HTMLElement;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  on<K extends WidgetEventName>(name: K, listener: Listener<K>): () => void {
    const set = this.#listeners.get(name) ?? new Set();
    set.add(listener as Listener<WidgetEventName>);
    this.#listeners.set(name, set);
    return () => set.delete(listener as Listener<WidgetEventName>);
  }

  emit<K extends WidgetEventName>(name: K, detail: WidgetEvents[K]): void {
    for (const listener of this.#listeners.get(name) ?? []) listener(detail);
    this.#host.dispatchEvent(new CustomEvent(domEventName(name), { detail, bubbles: true, composed: true }));
  }

  clear(): void {
    this.#listeners.clear();
  }
}
