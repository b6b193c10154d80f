import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, resetSession, routeFetch, session } from '../test-support/session-fixtures.ts';
import { RequireAuth } from './require-auth.tsx';

function ShowLocation({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <ShowLocation title="Login" /> },
      {
        Component: RequireAuth,
        children: [
          { path: '/users', element: <ShowLocation title="Users" /> },
          { path: '/change-password', element: <ShowLocation title="Change password" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('says it is checking while the first /me is in flight, then shows the page', async () => {
    const answer = deferred<Response>();
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/auth/me': () => answer.promise }));
    renderGuarded('/users');

    expect((await screen.findByRole('status')).textContent).toBe('CHECKING.SESSION...');
    answer.resolve(jsonResponse(200, session()));

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
  });

  it('replaces the entry with /login when /me says 401, remembering the page asked for', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/auth/me': () => jsonResponse(401, { code: 'unauthenticated', message: 'Sign in.' }) }),
    );
    const router = renderGuarded('/users?page=2');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/users?page=2' });
  });

  it('sends a user who must change their password to /change-password, and lets them stay there', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, session({ mustChangePassword: true })) }),
    );
    const router = renderGuarded('/users');

    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeDefined();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/users' });
  });

  it('offers a retry when the server cannot answer, and asks again', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': () => new Response('down', { status: 503 }) });
    vi.stubGlobal('fetch', fetchMock);
    renderGuarded('/users');

    expect((await screen.findByRole('alert')).textContent).toBe('The server answered 503.');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, session()));
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
