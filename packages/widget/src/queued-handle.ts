import type { DiagnoseInput, Diagnosis } from './diagnose/index.ts';
import type { AssistantHandle } from './mount.tsx';
import type { WidgetOptions } from './options.ts';

type UiModule = Pick<typeof import('./index.ts'), 'mount'>;

/** A handle that works before the UI has arrived: calls wait in order and run once it has. */
export interface QueuedHandle extends Omit<AssistantHandle, 'host'> {
  /** Resolves with the real handle once the UI is up (and asks for it now if it was not yet). */
  readonly ready: Promise<AssistantHandle>;
}

export interface QueueDeps {
  /** Imports the UI module (`widget.mjs`); called at most once per handle. */
  readonly loadUi: () => Promise<UiModule>;
  /** Runs `task` when the browser is idle; returns a function that cancels it. */
  readonly whenIdle: (task: () => void) => () => void;
  readonly onError: (error: unknown) => void;
  /** Looks for what stops the assistant from working (the loader's own copy: it must work without the UI). */
  readonly diagnose: (input: Omit<DiagnoseInput, 'violations'>) => Promise<Diagnosis>;
  /** Told when the handle is destroyed. */
  readonly onDestroy?: () => void;
}

/** How long `diagnose()` waits for a UI that is still on its way. */
const UI_WAIT_MS = 5000;

/**
 * One assistant as the loader hands it out: the UI is fetched and mounted when the browser is
 * idle, or at once when a call needs it (open, toggle, sendMessage, ready); every other call
 * waits for it without hurrying it. `destroy` before the UI came means it never comes.
 */
export function queuedHandle(options: WidgetOptions, deps: QueueDeps): QueuedHandle {
  let resolveHandle: (handle: AssistantHandle) => void = () => undefined;
  const mounted = new Promise<AssistantHandle>((resolve) => {
    resolveHandle = resolve;
  });
  let started = false;
  let destroyed = false;
  let real: AssistantHandle | undefined;
  let uiError: unknown;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const start = () => {
    if (!started && !destroyed) {
      started = true;
      deps.loadUi().then(
        (ui) => {
          if (!destroyed) {
            real = ui.mount(options);
            resolveHandle(real);
          }
          settle();
        },
        (error: unknown) => {
          uiError = error;
          deps.onError(error);
          settle();
        },
      );
    }
    return mounted;
  };
  // A panel asked to open at once needs the UI now; any other waits for an idle moment.
  const cancelIdle = options.open ? () => undefined : deps.whenIdle(start);
  if (options.open) void start();

  /** Runs `task` with the real handle: `now` asks for the UI, otherwise it waits for it. */
  const later = (task: (handle: AssistantHandle) => void, now = false) => {
    void (now ? start() : mounted).then(task);
  };
  const destroy = () => {
    cancelIdle();
    destroyed = true;
    deps.onDestroy?.();
    later((handle) => handle.destroy());
  };
  return {
    id: options.id ?? 'default',
    get ready() {
      return start();
    },
    open: () => later((handle) => handle.open(), true),
    close: () => later((handle) => handle.close()),
    toggle: () => later((handle) => handle.toggle(), true),
    sendMessage: (text) => start().then((handle) => handle.sendMessage(text)),
    setUser: (user) => later((handle) => handle.setUser(user)),
    setSessionUser: (userId) => later((handle) => handle.setSessionUser(userId)),
    setContext: (context) => later((handle) => handle.setContext(context)),
    registerAction(action) {
      let withdraw: (() => void) | undefined;
      let withdrawn = false;
      later((handle) => {
        if (withdrawn) return;
        try {
          withdraw = handle.registerAction(action);
        } catch (error) {
          deps.onError(error);
        }
      });
      return () => {
        withdrawn = true;
        withdraw?.();
      };
    },
    setTheme: (theme) => later((handle) => handle.setTheme(theme)),
    reset: () => later((handle) => handle.reset()),
    on(name, listener) {
      let off: (() => void) | undefined;
      let removed = false;
      later((handle) => {
        if (removed) return;
        // `ready` fires as the UI mounts, before a queued listener could be added: it is heard
        // from the mount itself, once, however late the listener came.
        if (name === 'ready') (listener as (detail: undefined) => void)(undefined);
        else off = handle.on(name, listener);
      });
      return () => {
        removed = true;
        off?.();
      };
    },
    async diagnose() {
      void start();
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, UI_WAIT_MS))]);
      return deps.diagnose({ id: options.id ?? 'default', options, host: real?.host, uiError });
    },
    destroy,
    unmount: destroy,
  };
}
