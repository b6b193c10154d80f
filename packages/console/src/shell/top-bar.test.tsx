import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETSUITE_PATHS } from '../netsuite/netsuite-client.ts';
import { connectedTo, notConnected } from '../test-support/netsuite-fixtures.ts';
import { PUBLIC_SETTINGS, renderRoutes } from '../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../test-support/session-fixtures.ts';
import { connectionWatch } from './connection-status.tsx';

const VERIFIED = `GET ${NETSUITE_PATHS.connection}?verify=true`;
const STORED = `GET ${NETSUITE_PATHS.connection}`;
const at = '2026-11-22T09:31:00.000Z';

function open(handlers: Parameters<typeof routeFetch>[0], publicSettings = PUBLIC_SETTINGS) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session()),
    [STORED]: () => jsonResponse(200, connectedTo()),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = renderRoutes('/dashboard', { publicSettings });
  return { fetchMock, router };
}

const status = () => screen.findByTestId('connection-status');

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the top bar’s NetSuite state', () => {
  it('says ACTIVE when NetSuite accepted the token just now', async () => {
    open({ [VERIFIED]: () => jsonResponse(200, { ...connectedTo(), verified: { ok: true, message: null, at } }) });
    await waitFor(async () => expect((await status()).textContent).toMatch(/^ACTIVE/));
  });

  it('says ERROR, and why, when NetSuite refused it', async () => {
    open({
      [VERIFIED]: () =>
        jsonResponse(200, { ...connectedTo(), verified: { ok: false, message: 'Invalid login attempt.', at } }),
    });
    const shown = await status();
    await waitFor(() => expect(shown.textContent).toBe('ERROR: Invalid login attempt.'));
    expect(shown.dataset.state).toBe('error');
  });

  it('says NOT.CONNECTED without a connection', async () => {
    open({ [VERIFIED]: () => jsonResponse(200, notConnected()) });
    await waitFor(async () => expect((await status()).textContent).toMatch(/^NOT\.CONNECTED/));
  });

  it('with auto-sync off, shows the stored connection without asking NetSuite', async () => {
    const { fetchMock } = open({}, { ...PUBLIC_SETTINGS, netsuiteAutoSync: false });
    await waitFor(async () => expect((await status()).textContent).toMatch(/^CONNECTED/));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('verify=true'))).toBe(false);
  });
});

describe('connectionWatch (Settings › Integrations)', () => {
  it('asks NetSuite every sync interval with auto-sync on, and never with it off', () => {
    expect(connectionWatch({ netsuiteAutoSync: true, syncIntervalMinutes: 15 })).toEqual({
      verify: true,
      everyMs: 900_000,
    });
    expect(connectionWatch({ netsuiteAutoSync: true, syncIntervalMinutes: 1 }).everyMs).toBe(60_000);
    expect(connectionWatch({ netsuiteAutoSync: false, syncIntervalMinutes: 15 })).toEqual({ verify: false });
  });
});

describe('the account menu', () => {
  it('opens from the keyboard on its first item, wraps with the arrows, and closes with Escape', async () => {
    open({ [VERIFIED]: () => jsonResponse(200, notConnected()) });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('PROFILE');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('SIGN.OUT');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('PROFILE');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('SIGN.OUT');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('takes PROFILE and CHANGE.PASSWORD to their pages', async () => {
    const { router } = open({
      [VERIFIED]: () => jsonResponse(200, notConnected()),
      'GET /api/auth/two-factor': () =>
        jsonResponse(200, { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'PROFILE' }));
    expect(await screen.findByRole('heading', { name: 'PROFILE' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByRole('button', { name: 'SET.UP.AUTHENTICATOR' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'CHANGE.PASSWORD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });
});
