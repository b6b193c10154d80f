import { INVITATION_PAGE_PATH } from '@erp-agent/core';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, sentBody } from '../../test-support/session-fixtures.ts';

const TOKEN = 'a'.repeat(43);

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationPage', () => {
  it('lets the invited user choose a password under the policy in force, then sends them to sign in', async () => {
    const fetchMock = routeFetch({
      'POST /api/invitations/inspect': () =>
        jsonResponse(200, {
          username: 'nina',
          name: 'Nina Ops',
          expiresAt: '2030-01-01T00:00:00.000Z',
          passwordPolicy: 'strong',
        }),
      'POST /api/invitations/accept': () => jsonResponse(200, { username: 'nina' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(`${INVITATION_PAGE_PATH}#${TOKEN}`);
    expect(await screen.findByText(/Welcome, Nina Ops/)).toBeDefined();
    expect(screen.getByText(/PASSWORD.POLICY STRONG/)).toBeDefined();
    expect(sentBody(fetchMock, 0)).toEqual({ token: TOKEN });

    await userEvent.type(screen.getByLabelText('NEW.PASSWORD'), 'short');
    await userEvent.type(screen.getByLabelText('CONFIRM.PASSWORD'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'SET.PASSWORD' }));
    expect(screen.getByText(/Use at least 12 characters/)).toBeDefined();
    expect(screen.getByText('The passwords do not match.')).toBeDefined();

    await userEvent.clear(screen.getByLabelText('NEW.PASSWORD'));
    await userEvent.clear(screen.getByLabelText('CONFIRM.PASSWORD'));
    await userEvent.type(screen.getByLabelText('NEW.PASSWORD'), 'Nina-Chose-This-1');
    await userEvent.type(screen.getByLabelText('CONFIRM.PASSWORD'), 'Nina-Chose-This-1');
    await userEvent.click(screen.getByRole('button', { name: 'SET.PASSWORD' }));
    expect(await screen.findByText(/Your password is set/)).toBeDefined();
    expect(sentBody(fetchMock, 1)).toEqual({ token: TOKEN, password: 'Nina-Chose-This-1' });
    expect(screen.getByRole('link', { name: 'SIGN.IN' }).getAttribute('href')).toBe('/login');
  });

  it('says so when the link was used or has expired, and when it holds no token', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'POST /api/invitations/inspect': () =>
          jsonResponse(404, { code: 'invitation_invalid', message: 'This invitation link is not valid.' }),
      }),
    );
    renderRoutes(`${INVITATION_PAGE_PATH}#${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation link is not valid.');
    cleanup();
    renderRoutes(INVITATION_PAGE_PATH);
    expect((await screen.findByRole('alert')).textContent).toContain('This address holds no invitation.');
  });
});
