import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_FLAG_KEY } from '../../auth/session-cache.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session } from '../../test-support/session-fixtures.ts';

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('says it is not built yet and names the signed-in user and role', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, session({ role: 'analyst' })) }));
    renderRoutes('/dashboard');

    expect(await screen.findByText('The dashboard is not built yet.')).toBeDefined();
    expect(screen.getByText('Ada Lovelace')).toBeDefined();
    expect(screen.getByText('analyst')).toBeDefined();
  });

  it('logs out through the API, then goes to /login', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, session()),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'LOGOUT' }));

    expect(await screen.findByRole('heading', { name: 'SYSTEM.LOGIN' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'POST']);
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('stays and says why when the logout fails', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () => jsonResponse(200, session()),
        'POST /api/auth/logout': () => jsonResponse(500, { code: 'internal_error', message: 'Something broke.' }),
      }),
    );
    renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'LOGOUT' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Something broke.');
    expect(screen.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
  });
});
