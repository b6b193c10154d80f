import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingAssistant, type WidgetModule } from './floating-assistant.tsx';

function fakeWidget() {
  const host = document.createElement('div');
  const unmount = vi.fn(() => host.remove());
  const mount = vi.fn(() => {
    document.body.append(host);
    return { host, unmount };
  });
  return { module: { mount } satisfies WidgetModule, host, mount, unmount };
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
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

afterEach(cleanup);

describe('FloatingAssistant', () => {
  it('mounts the widget once, hides it on /chatbot and shows it again elsewhere', async () => {
    const widget = fakeWidget();
    const { router } = renderAt('/', async () => widget.module);

    await waitFor(() => expect(widget.mount).toHaveBeenCalledOnce());
    expect(widget.host.style.display).toBe('');
    await act(() => router.navigate('/chatbot'));
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
});
