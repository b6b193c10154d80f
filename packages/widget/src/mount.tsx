/** @jsxImportSource preact */
import { type ChatMessage, type ClientContext, createChatClient, createChatStore } from '@erp-agent/core';
import { render } from 'preact';
import { WidgetEmitter, type WidgetEventName, type WidgetEvents } from './events.ts';
import type { WidgetOptions, WidgetUser } from './options.ts';
import { persistence } from './persistence.ts';
import { adoptStyles } from './styles.ts';
import { DEFAULT_TEXTS, type WidgetTexts } from './texts.ts';
import { lowContrastPairs, MIN_CONTRAST } from './theme-contrast.ts';
import { Assistant } from './ui/assistant.tsx';

/** What the page holds of one assistant. */
export interface AssistantHandle {
  /** The element in the page that carries the assistant's shadow root. */
  readonly host: HTMLElement;
  readonly id: string;
  open(): void;
  close(): void;
  toggle(): void;
  /** Sends a message as if the user had typed it. */
  sendMessage(text: string): Promise<void>;
  /** Acts as another user (a new signed token), or as an anonymous visitor (`undefined`). */
  setUser(user: WidgetUser | undefined): void;
  setContext(context: ClientContext | undefined): void;
  /** Starts over: a new conversation, nothing kept. */
  reset(): void;
  on<K extends WidgetEventName>(name: K, listener: (detail: WidgetEvents[K]) => void): () => void;
  /** Removes the assistant and everything it listens to; its saved conversation stays. */
  destroy(): void;
  /** The same as `destroy`, under the name the console knows. */
  unmount(): void;
}

let instances = 0;

/** 128 random bits, hex: `crypto.randomUUID` exists only on secure pages. */
function randomVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Puts an assistant on the page, inside its own shadow root so the host page's CSS and the
 * assistant's never meet. Touches the DOM only when called, so importing this module on a
 * server is safe.
 */
export function mount(options: WidgetOptions = {}): AssistantHandle {
  instances += 1;
  const id = options.id ?? (instances === 1 ? 'default' : `assistant-${instances}`);
  const texts: WidgetTexts = { ...DEFAULT_TEXTS, ...options.texts };
  const host = document.createElement('div');
  host.dataset.erpAssistant = id;
  host.dataset.theme = options.theme ?? 'light';
  host.dataset.position = options.position ?? 'bottom-right';
  if (options.locale) host.lang = options.locale;
  if (options.offset?.x !== undefined) host.style.setProperty('--erp-offset-x', `${options.offset.x}px`);
  if (options.offset?.y !== undefined) host.style.setProperty('--erp-offset-y', `${options.offset.y}px`);
  if (options.zIndex !== undefined) host.style.setProperty('--erp-z-index', String(options.zIndex));
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, options.nonce);
  (options.container ?? document.body).append(host);

  const emitter = new WidgetEmitter(host);
  const saved = persistence(options.storage ?? 'local', id);
  const previous = saved.load();
  const visitorId = previous?.visitorId ?? randomVisitorId();
  let user = options.user;
  const client = () =>
    createChatClient({
      baseUrl: options.apiUrl ?? '',
      // A widget on a partner's site is identified by its key and a signed user, never by cookies.
      ...(options.siteKey ? { credentials: 'omit' as const } : {}),
      headers: {
        ...(options.siteKey ? { 'X-Erp-Site-Key': options.siteKey, 'X-Erp-Visitor': visitorId } : {}),
        ...(user ? { 'X-Erp-Identity': user.token } : {}),
      },
    });
  let chatClient = client();
  const store = createChatStore({
    client: { send: (...args) => chatClient.send(...args), stream: (...args) => chatClient.stream(...args) },
    streaming: options.streaming ?? true,
    greeting: texts.greeting,
    ...(options.context ? { context: options.context } : {}),
  });

  if (previous) store.getState().restore(previous.snapshot);
  let open = options.open ?? previous?.open ?? false;

  const persist = () => {
    const { messages, conversationId, process } = store.getState();
    saved.save({ snapshot: { messages, conversationId, ...(process ? { process } : {}) }, open, visitorId });
  };
  let known = new Set(store.getState().messages.map((message) => message.id));
  const unsubscribe = store.subscribe((state, before) => {
    for (const message of state.messages) {
      if (!known.has(message.id)) emitter.emit('message', message as ChatMessage);
    }
    known = new Set(state.messages.map((message) => message.id));
    if (state.lastError && state.lastError !== before.lastError) emitter.emit('error', state.lastError);
    persist();
  });

  const draw = () =>
    render(
      <Assistant
        store={store}
        texts={texts}
        idPrefix={`erp-assistant-${id}`}
        open={open}
        onOpenChange={setOpen}
        launcherIcon={options.launcherIcon}
      />,
      shadow,
    );
  function setOpen(next: boolean) {
    if (next === open) return;
    open = next;
    host.toggleAttribute('data-open', open);
    persist();
    draw();
    if (open) checkTheme();
    emitter.emit(open ? 'open' : 'close', undefined);
  }

  // The page may theme the panel (or switch to dark) at any time: it is judged when it is shown.
  const warned = new Set<string>();
  function checkTheme() {
    const root = shadow.querySelector<HTMLElement>('.root');
    for (const pair of root ? lowContrastPairs(root) : []) {
      const text = `ERP assistant: ${pair.foreground} on ${pair.background} has a contrast of ${pair.ratio}:1, below the ${MIN_CONTRAST}:1 WCAG AA asks of text (see Theming in docs/embedding.md).`;
      if (warned.has(text)) continue;
      warned.add(text);
      console.warn(text);
    }
  }

  // On phones the keyboard shrinks the visual viewport, not the layout one: the panel follows it.
  const viewport = typeof window !== 'undefined' ? window.visualViewport : null;
  const fitViewport = () => viewport && host.style.setProperty('--erp-viewport-height', `${viewport.height}px`);
  viewport?.addEventListener('resize', fitViewport);
  fitViewport();

  host.toggleAttribute('data-open', open);
  draw();
  if (open) checkTheme();
  queueMicrotask(() => emitter.emit('ready', undefined));

  const destroy = () => {
    unsubscribe();
    viewport?.removeEventListener('resize', fitViewport);
    store.getState().stop();
    render(null, shadow);
    emitter.clear();
    host.remove();
  };
  return {
    host,
    id,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!open),
    sendMessage: (text) => store.getState().send(text),
    setUser(next) {
      user = next;
      chatClient = client();
    },
    setContext: (context) => store.getState().setContext(context),
    reset() {
      store.getState().stop();
      store.getState().clear();
      saved.clear();
      persist();
    },
    on: (name, listener) => emitter.on(name, listener),
    destroy,
    unmount: destroy,
  };
}
