/** @jsxImportSource preact */
import {
  type ChatClient,
  type ChatMessage,
  type ClientContext,
  chatFailureOf,
  conversationSnapshot,
  createChatClient,
  createChatStore,
} from '@erp-agent/core';
import { render } from 'preact';
import { cspViolationLog, recordCspViolations } from './diagnose/csp-violations.ts';
import type { Diagnosis } from './diagnose/index.ts';
import { WidgetEmitter, type WidgetEventName, type WidgetEvents } from './events.ts';
import { type HostAction, HostActions } from './host-actions/index.ts';
import type { ThemeMode, WidgetOptions, WidgetUser } from './options.ts';
import { type Owner, ownerOf, SIGNED_OUT_CODES, sameOwner } from './owner.ts';
import { type KeptVisitor, persistence } from './persistence.ts';
import { adoptStyles } from './styles.ts';
import { syncTabs } from './tab-sync.ts';
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
  /**
   * Acts as another user (a new signed token), or as an anonymous visitor (`undefined`, at the
   * page's sign-out). A different user sees none of the last one's conversation, and gets their own
   * back from the server; a fresh token for the same user changes nothing on screen.
   */
  setUser(user: WidgetUser | undefined): void;
  /**
   * For a page on the API's own origin (the console): the id of the user its session cookie signs
   * in, or `undefined` once signed out. The same rules as `setUser`.
   */
  setSessionUser(userId: string | undefined): void;
  setContext(context: ClientContext | undefined): void;
  /**
   * Offers the agent an action of the page's own: it may propose it, and the handler runs in the
   * page once the visitor confirms. Returns the function that withdraws it.
   */
  registerAction(action: HostAction): () => void;
  /** Another theme (a page switching to dark): the same values as the `theme` option. */
  setTheme(theme: ThemeMode): void;
  /** Starts over: a new conversation, nothing kept. */
  reset(): void;
  on<K extends WidgetEventName>(name: K, listener: (detail: WidgetEvents[K]) => void): () => void;
  /**
   * Looks for what stops the assistant from working on this page (CSP, origin, site key, a covered
   * launcher, blocked storage, an identity the API's clock refuses), prints it as a table in the
   * browser's console and returns it.
   */
  diagnose(): Promise<Diagnosis>;
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
  // A page using mount() without the loader: its CSP refusals are recorded from the first mount on.
  recordCspViolations();
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
  if (options.insetTop !== undefined) host.style.setProperty('--erp-inset-top', `${options.insetTop}px`);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, options.nonce);
  (options.container ?? document.body).append(host);

  const emitter = new WidgetEmitter(host);
  const saved = persistence(options.storage ?? 'local', id);
  const kept = saved.load();
  let visitor: KeptVisitor = kept?.visitor ?? { id: randomVisitorId() };
  let owner: Owner = ownerOf(options.user, options.sessionUser);
  let user = options.user;
  const client = (): ChatClient =>
    createChatClient({
      baseUrl: options.apiUrl ?? '',
      // A widget on a partner's site is identified by its key and a signed user, never by cookies.
      ...(options.siteKey ? { credentials: 'omit' as const } : {}),
      headers: {
        ...(options.siteKey ? { 'X-Erp-Site-Key': options.siteKey, 'X-Erp-Visitor': visitor.id } : {}),
        ...(user ? { 'X-Erp-Identity': user.token } : {}),
      },
    });
  let chatClient = client();

  /** Requests of this tab's own in flight: while there are any, other tabs' states wait. */
  let requests = 0;
  /** Every failure is told to the page at once; one saying the user is signed out also clears the screen. */
  function noticed<T>(request: Promise<T>): Promise<T> {
    requests += 1;
    const settled = request.finally(() => {
      requests -= 1;
    });
    return settled.catch((error: unknown) => {
      const failure = chatFailureOf(error);
      if (failure.code !== 'aborted') {
        emitter.emit('error', failure);
        if (owner.kind !== 'visitor' && SIGNED_OUT_CODES.has(failure.code)) signedOut();
      }
      throw error;
    });
  }
  const hostActions = new HostActions();
  const store = createChatStore({
    client: {
      send: (...args) => noticed(chatClient.send(...args)),
      stream: (...args) => noticed(chatClient.stream(...args)),
      reportHostAction: (...args) => noticed(chatClient.reportHostAction(...args)),
    },
    hostActions: () => hostActions.declarations(),
    streaming: options.streaming ?? true,
    greeting: texts.greeting,
    ...(options.context ? { context: options.context } : {}),
  });

  let open = options.open ?? kept?.open ?? false;
  /** True while a signed-in user's conversation is being fetched to carry on with. */
  let restoring = false;
  /** Counts owner changes, so an answer that arrives for an earlier owner is dropped. */
  let generation = 0;
  /** The server said the owner is signed out: the next identity, even the same user's, starts afresh. */
  let lapsed = false;

  const persist = () => {
    if (owner.kind === 'visitor') {
      const { messages, conversationId, process } = store.getState();
      visitor = { id: visitor.id, snapshot: { messages, conversationId, ...(process ? { process } : {}) } };
    }
    saved.save({ open, visitor });
  };

  /** The signed-in user's latest free conversation (not a guided process), from the server. */
  async function restoreFromServer(ofGeneration: number) {
    restoring = true;
    draw();
    try {
      const { conversations } = await noticed(chatClient.listConversations());
      const latest = conversations.find((conversation) => conversation.process === null);
      if (!latest || ofGeneration !== generation) return;
      const detail = await noticed(chatClient.getConversation(latest.id));
      const untouched = store.getState().messages.every((message) => message.origin === 'local');
      // Whatever the user started meanwhile wins over the older conversation.
      if (ofGeneration === generation && untouched && !store.getState().pending) {
        store.getState().restore(conversationSnapshot(detail));
      }
    } catch {
      // Told to the page through the error event; the panel stays usable for a new conversation.
    } finally {
      if (ofGeneration === generation) {
        restoring = false;
        draw();
      }
    }
  }

  /** Shows what belongs to the current owner, and nothing of anyone else's. */
  function showOwnersConversation() {
    generation += 1;
    if (owner.kind === 'visitor') {
      if (visitor.snapshot) store.getState().restore(visitor.snapshot);
      else store.getState().reset();
      return;
    }
    store.getState().reset();
    void restoreFromServer(generation);
  }

  function switchOwner(next: Owner) {
    const unchanged = sameOwner(owner, next) && !lapsed;
    owner = next;
    chatClient = client();
    if (unchanged) return;
    lapsed = false;
    showOwnersConversation();
    // Whoever sits down next finds the assistant as a new visitor would: closed.
    setOpen(false);
  }

  function signedOut() {
    lapsed = true;
    generation += 1;
    restoring = false;
    const notice: ChatMessage = {
      id: `signed-out-${Date.now().toString(36)}`,
      sender: 'bot',
      time: Date.now(),
      view: { kind: 'text', text: texts.signedOut },
      origin: 'local',
    };
    store.getState().restore({ messages: [notice] });
    draw();
  }

  const ownerKey = () => {
    if (lapsed) return 'signed-out';
    if (owner.kind === 'identity') return `identity:${owner.subject}`;
    return owner.kind === 'session' ? `session:${owner.userId}` : `visitor:${visitor.id}`;
  };
  const tabs =
    options.syncTabs === false
      ? undefined
      : syncTabs({ channel: `erp-assistant:${id}`, store, owner: ownerKey, busy: () => requests > 0 });

  let known = new Set(store.getState().messages.map((message) => message.id));
  const unsubscribe = store.subscribe((state) => {
    for (const message of state.messages) {
      if (!known.has(message.id)) emitter.emit('message', message as ChatMessage);
    }
    known = new Set(state.messages.map((message) => message.id));
    persist();
  });

  const draw = () =>
    render(
      <Assistant
        store={store}
        texts={texts}
        idPrefix={`erp-assistant-${id}`}
        open={open}
        restoring={restoring}
        onOpenChange={setOpen}
        launcherIcon={options.launcherIcon}
        runHostAction={(proposal) => hostActions.run(proposal)}
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
  showOwnersConversation();
  persist();
  draw();
  if (open) checkTheme();
  queueMicrotask(() => emitter.emit('ready', undefined));

  const destroy = () => {
    unsubscribe();
    tabs?.close();
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
      switchOwner(ownerOf(next, undefined));
    },
    setSessionUser(userId) {
      user = undefined;
      switchOwner(ownerOf(undefined, userId));
    },
    setContext: (context) => store.getState().setContext(context),
    registerAction: (action) => hostActions.register(action),
    setTheme(theme) {
      host.dataset.theme = theme;
      if (open) checkTheme();
    },
    reset() {
      generation += 1;
      store.getState().clear();
      if (owner.kind === 'visitor') visitor = { id: visitor.id };
      persist();
    },
    on: (name, listener) => emitter.on(name, listener),
    async diagnose() {
      // Only a developer asks: the checks load then, not with every visitor's UI.
      const { diagnose, printDiagnosis } = await import('./diagnose/index.ts');
      const diagnosis = await diagnose({ id, options, host, violations: cspViolationLog });
      printDiagnosis(diagnosis);
      return diagnosis;
    },
    destroy,
    unmount: destroy,
  };
}
