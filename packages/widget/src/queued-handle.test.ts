import { describe, expect, it, vi } from 'vitest';
import type { AssistantHandle } from './mount.tsx';
import type { WidgetOptions } from './options.ts';
import { type QueueDeps, queuedHandle } from './queued-handle.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A UI module whose mount records every call made on the handle it returns. */
function fakeUi() {
  const calls: string[] = [];
  const listeners = new Map<string, (detail: unknown) => void>();
  const mount = vi.fn((options: WidgetOptions = {}): AssistantHandle => {
    calls.push(`mount ${options.id ?? 'default'}`);
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, ...args].join(' '));
      };
    return {
      host: document.createElement('div'),
      id: options.id ?? 'default',
      open: record('open'),
      close: record('close'),
      toggle: record('toggle'),
      sendMessage: async (text) => record('sendMessage')(text),
      setUser: (user) => record('setUser')(user?.token),
      setSessionUser: record('setSessionUser'),
      diagnose: async () => ({ assistant: options.id ?? 'default', ok: true, checks: [] }),
      setContext: (context) => record('setContext')(JSON.stringify(context)),
      setTheme: record('setTheme'),
      registerAction(action) {
        record('registerAction')(action.name);
        return () => record('withdrawAction')(action.name);
      },
      reset: record('reset'),
      on(name, listener) {
        listeners.set(name, listener as (detail: unknown) => void);
        return () => listeners.delete(name);
      },
      destroy: record('destroy'),
      unmount: record('unmount'),
    };
  });
  return { calls, listeners, mount };
}

/** Deps whose idle moment comes only when the test says so. */
function deps(ui: ReturnType<typeof fakeUi>) {
  let idleTask: (() => void) | undefined;
  const loadUi = vi.fn(async () => ({ mount: ui.mount }));
  const queueDeps: QueueDeps = {
    loadUi,
    whenIdle: (task) => {
      idleTask = task;
      return () => {
        idleTask = undefined;
      };
    },
    onError: (error) => {
      throw error;
    },
    diagnose: async (input) => ({
      assistant: input.id,
      ok: input.host !== undefined,
      checks: [{ check: 'widget', status: input.host ? 'ok' : 'fail', detail: String(input.uiError ?? 'mounted') }],
    }),
  };
  return { queueDeps, loadUi, idle: () => idleTask?.() };
}

describe('the loader’s queued handle', () => {
  it('fetches the UI when the browser is idle, then runs the calls made before it, in order', async () => {
    const ui = fakeUi();
    const { queueDeps, loadUi, idle } = deps(ui);
    const handle = queuedHandle({ id: 'help' }, queueDeps);
    handle.setUser({ token: 't-1' });
    handle.setContext({ page: 'orders' });
    handle.close();
    await flush();
    expect(loadUi).not.toHaveBeenCalled();
    idle();
    await flush();
    expect(loadUi).toHaveBeenCalledTimes(1);
    expect(ui.calls).toEqual(['mount help', 'setUser t-1', 'setContext {"page":"orders"}', 'close']);
  });

  it('registers a host action once the UI is up, and never one withdrawn before', async () => {
    const ui = fakeUi();
    const { queueDeps, idle } = deps(ui);
    const handle = queuedHandle({}, queueDeps);
    const action = { name: 'open_order', description: 'Open an order', parameters: {}, handler: () => undefined };
    const withdraw = handle.registerAction(action);
    handle.registerAction({ ...action, name: 'never_offered' })();
    idle();
    await flush();
    withdraw();
    expect(ui.calls).toEqual(['mount default', 'registerAction open_order', 'withdrawAction open_order']);
  });

  it('fetches the UI at once for a call that needs it on screen', async () => {
    for (const call of ['open', 'toggle', 'sendMessage', 'ready'] as const) {
      const ui = fakeUi();
      const { queueDeps, loadUi } = deps(ui);
      const handle = queuedHandle({}, queueDeps);
      if (call === 'ready') await handle.ready;
      else if (call === 'sendMessage') await handle.sendMessage('hello');
      else handle[call]();
      await flush();
      expect(loadUi, call).toHaveBeenCalledTimes(1);
      expect(ui.calls.slice(1), call).toEqual(
        call === 'ready' ? [] : [call === 'sendMessage' ? 'sendMessage hello' : call],
      );
    }
  });

  it('fetches the UI at once when asked to open from the start', async () => {
    const ui = fakeUi();
    const { queueDeps, loadUi } = deps(ui);
    queuedHandle({ open: true }, queueDeps);
    await flush();
    expect(loadUi).toHaveBeenCalledTimes(1);
  });

  it('tells a listener added before the UI came that it is ready, and passes other events on', async () => {
    const ui = fakeUi();
    const { queueDeps, idle } = deps(ui);
    const handle = queuedHandle({}, queueDeps);
    const ready = vi.fn();
    const opened = vi.fn();
    handle.on('ready', ready);
    const stop = handle.on('open', opened);
    idle();
    await flush();
    expect(ready).toHaveBeenCalledTimes(1);
    ui.listeners.get('open')?.(undefined);
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
    expect(ui.listeners.has('open')).toBe(false);
  });

  it('never mounts an assistant destroyed before its UI came', async () => {
    const ui = fakeUi();
    const { queueDeps, loadUi, idle } = deps(ui);
    const handle = queuedHandle({}, queueDeps);
    handle.destroy();
    idle();
    handle.open();
    await flush();
    expect(loadUi).not.toHaveBeenCalled();
    expect(ui.mount).not.toHaveBeenCalled();
  });

  it('diagnoses with the mounted host, asking for the UI first, or with why the UI did not come', async () => {
    const ui = fakeUi();
    const { queueDeps, loadUi } = deps(ui);
    const handle = queuedHandle({ id: 'checked' }, queueDeps);
    const diagnosis = await handle.diagnose();
    expect(loadUi).toHaveBeenCalledOnce();
    expect(diagnosis).toMatchObject({ assistant: 'checked', ok: true });

    const refused = new Error('script-src refused widget.mjs');
    const failing = queuedHandle(
      { id: 'blocked' },
      { ...queueDeps, loadUi: async () => Promise.reject(refused), onError: () => undefined },
    );
    expect((await failing.diagnose()).checks[0]).toMatchObject({ status: 'fail', detail: String(refused) });
  });
});
