import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/session.ts';
import { sessionUser } from '../test-support/session-fixtures.ts';
import { FloatingAssistant, type WidgetModule } from './floating-assistant.tsx';
import { openAssistant } from './open-assistant.ts';

type Listener = (detail: { code: string; message: string }) => void;

function fakeWidget() {
  const host = document.createElement('div');
  const unmount = vi.fn(() => host.remove());
  const setSessionUser = vi.fn<(userId: string | undefined) => void>();
  const setTheme = vi.fn<(theme: string) => void>();
  const open = vi.fn();
  const listeners = new Map<string, Listener>();
  const on = vi.fn((name: string, listener: Listener) => {
    listeners.set(name, listener);
    return () => listeners.delete(name);
  });
  const mount = vi.fn(() => {
    document.body.append(host);
    return { host, unmount, setSessionUser, setTheme, on, open };
  });
  const emit = (name: string, detail: { code: string; message: string }) => listeners.get(name)?.(detail);
  return { module: { mount } as unknown as WidgetModule, host, mount, unmount, setSessionUser, setTheme, open, emit };
}

function renderAt(path: string, load: () => Promise<WidgetModule>) {
  const Root = () => (
    <>
      <Outlet />
      <FloatingAssistant load={load} />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/chatbot', element: <p>chatbot</p> },
          { path: '/chat', element: <p>guided</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

afterEach(() => {
  cleanup();
  authStore.setState({ user: undefined, status: 'signed-out' });
  document.body.replaceChildren();
});

describe('FloatingAssistant', () => {
  it('mounts the widget once, hides it on the chat screens and shows it again elsewhere', async () => {
    const widget = fakeWidget();
    const { router } = renderAt('/', async () => widget.module);

    await waitFor(() => expect(widget.mount).toHaveBeenCalledOnce());
    expect(widget.host.style.display).toBe('');
    await act(() => router.navigate('/chatbot'));
    expect(widget.host.style.display).toBe('none');
    await act(() => router.navigate('/chat'));
    expect(widget.host.style.display).toBe('none');
    await act(() => router.navigate('/'));
    expect(widget.host.style.display).toBe('');
    expect(widget.mount).toHaveBeenCalledOnce();
  });

  it('starts hidden when the visit begins on /chatbot', async () => {
    const widget = fakeWidget();
    renderAt('/chatbot', async () => widget.module);
    await waitFor(() => expect(widget.host.style.display).toBe('none'));
  });

  it('takes the widget off the page when the console goes away', async () => {
    const widget = fakeWidget();
    const { unmount } = renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.mount).toHaveBeenCalledOnce());
    unmount();
    expect(widget.unmount).toHaveBeenCalledOnce();
    expect(widget.host.isConnected).toBe(false);
  });

  it('acts for the signed-in user, and for nobody once they sign out', async () => {
    authStore.setState({ user: sessionUser({ id: 'u-ada' }), status: 'signed-in' });
    const widget = fakeWidget();
    renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.setSessionUser).toHaveBeenLastCalledWith('u-ada'));
    // Mounted as the user's from the start: never drawn with a visitor's conversation first.
    expect(widget.mount).toHaveBeenCalledWith(expect.objectContaining({ sessionUser: 'u-ada' }));

    act(() => authStore.setState({ user: sessionUser({ id: 'u-bob' }) }));
    expect(widget.setSessionUser).toHaveBeenLastCalledWith('u-bob');
    act(() => authStore.getState().expire());
    expect(widget.setSessionUser).toHaveBeenLastCalledWith(undefined);
  });

  it('waits for a forced password change before acting for the user', async () => {
    authStore.setState({ user: sessionUser({ mustChangePassword: true }), status: 'signed-in' });
    const widget = fakeWidget();
    renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.mount).toHaveBeenCalledOnce());
    expect(widget.mount).toHaveBeenCalledWith(expect.not.objectContaining({ sessionUser: 'u-1' }));
    expect(widget.setSessionUser).not.toHaveBeenCalledWith('u-1');
  });

  it('ends the session in the console when the widget is told it has ended', async () => {
    authStore.setState({ user: sessionUser(), status: 'signed-in' });
    const widget = fakeWidget();
    renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.setSessionUser).toHaveBeenLastCalledWith('u-1'));
    act(() => widget.emit('error', { code: 'unauthenticated', message: 'Sign in to continue.' }));
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: undefined });
  });

  it('keeps the open panel below the page header', async () => {
    const header = document.createElement('header');
    header.dataset.pageHeader = '';
    header.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1280, height: 56 });
    document.body.append(header);
    const widget = fakeWidget();
    renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.host.style.getPropertyValue('--erp-inset-top')).toBe('64px'));
  });

  it('opens when a screen asks for it (NEW.TASK)', async () => {
    const widget = fakeWidget();
    renderAt('/', async () => widget.module);
    await waitFor(() => expect(widget.mount).toHaveBeenCalledOnce());
    act(() => openAssistant());
    // The opener registers once the widget's module has mounted; a request made before then waits.
    await waitFor(() => expect(widget.open).toHaveBeenCalledOnce());
  });
});
