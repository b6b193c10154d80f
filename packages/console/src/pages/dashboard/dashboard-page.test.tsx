import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_FLAG_KEY } from '../../auth/session-cache.ts';
import { NETSUITE_PATHS } from '../../netsuite/netsuite-client.ts';
import { connectedTo, notConnected } from '../../test-support/netsuite-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../../test-support/session-fixtures.ts';

const CONNECTION = `GET ${NETSUITE_PATHS.connection}`;

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the real NetSuite connection, no sample figures, and NEW.TASK to the guided assistant', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['erp:query'] })),
        [CONNECTION]: () => jsonResponse(200, connectedTo()),
        ...shellHandlers(),
      }),
    );
    renderRoutes('/dashboard');

    expect(await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
    const netsuite = screen.getByRole('article', { name: 'NetSuite' });
    expect(await within(netsuite).findByText('Connected')).toBeDefined();
    expect(within(netsuite).getByText(/1234567-sb1 \(embedded sandbox\)/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'NEW.TASK' }).getAttribute('href')).toBe('/chat');
    expect(screen.queryByText('156')).toBeNull();
  });

  it('offers to connect when NetSuite is not connected, and says which platforms the user lacks', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () => jsonResponse(200, session()),
        [CONNECTION]: () => jsonResponse(200, notConnected()),
        ...shellHandlers(),
      }),
    );
    renderRoutes('/dashboard');

    const netsuite = await screen.findByRole('article', { name: 'NetSuite' });
    expect((await within(netsuite).findByRole('link', { name: 'Connect an account' })).getAttribute('href')).toBe(
      '/credentials',
    );
    expect(within(screen.getByRole('article', { name: 'SAP Business One' })).getByText(/no access/)).toBeDefined();
    expect(screen.queryByRole('link', { name: 'NEW.TASK' })).toBeNull();
  });

  it('logs out through the API from the top bar, then goes to /login', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, session()),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      [CONNECTION]: () => jsonResponse(200, notConnected()),
      ...shellHandlers(),
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'SIGN.OUT' }));

    expect(await screen.findByRole('heading', { name: 'SYSTEM.LOGIN' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('stays and says why when the logout fails', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () => jsonResponse(200, session()),
        'POST /api/auth/logout': () => jsonResponse(500, { code: 'internal_error', message: 'Something broke.' }),
        [CONNECTION]: () => jsonResponse(200, notConnected()),
        ...shellHandlers(),
      }),
    );
    renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'SIGN.OUT' }));

    expect(await screen.findByText('Something broke.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
  });
});
