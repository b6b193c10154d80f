import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../auth/session.ts';
import { renderRouter, renderRoutes } from '../../test-support/render-routes.tsx';
import {
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
  sessionUser,
} from '../../test-support/session-fixtures.ts';
import { ChangePasswordPage } from './change-password-page.tsx';

function renderPage(entry: InitialEntry = '/change-password') {
  const router = createMemoryRouter(
    [
      { path: '/change-password', Component: ChangePasswordPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/users', element: <h1>Users</h1> },
    ],
    { initialEntries: [entry] },
  );
  return renderRouter(router);
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(await screen.findByLabelText('CURRENT.PASSWORD'), current);
  if (next) await user.type(screen.getByLabelText('NEW.PASSWORD'), next);
  if (confirm) await user.type(screen.getByLabelText('CONFIRM.PASSWORD'), confirm);
  await user.click(screen.getByRole('button', { name: 'CHANGE.PASSWORD' }));
  return user;
}

function answerChange(answer: () => Response) {
  const fetchMock = routeFetch({ 'POST /api/auth/password': answer });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  resetSession();
  authStore.setState({ status: 'signed-in', user: sessionUser({ mustChangePassword: true }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordPage', () => {
  it('says why the change is needed and shows the policy in force', async () => {
    renderPage();
    expect(await screen.findByText(/Someone else set your current password/)).toBeDefined();
    expect(screen.getByText('STRONG').parentElement?.textContent).toBe(
      'Password policy in force: STRONG. At least 12 characters, with upper- and lower-case letters and a number.',
    );
  });

  it('catches a mismatched confirmation before sending', async () => {
    const fetchMock = answerChange(() => jsonResponse(200, session()));
    renderPage();

    await fill('admin', 'Correct-Horse-9', 'Correct-Horse-8');

    expect(screen.getByText('The new passwords do not match')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('CONFIRM.PASSWORD'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for every field', async () => {
    const fetchMock = answerChange(() => jsonResponse(200, session()));
    renderPage();

    await fill('', '', '');

    expect(screen.getByText('Enter your password')).toBeDefined();
    expect(screen.getByText('Enter a new password')).toBeDefined();
    expect(screen.getByText('Repeat the new password')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists what the server says the new password lacks', async () => {
    answerChange(() =>
      jsonResponse(400, {
        code: 'weak_password',
        message: 'The new password does not meet the password policy.',
        details: [
          { field: 'newPassword', message: 'Use at least 12 characters.' },
          { field: 'newPassword', message: 'Include a number.' },
        ],
      }),
    );
    renderPage();

    const user = await fill('admin', 'short', 'short');

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('The new password does not meet the password policy.');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Use at least 12 characters.',
      'Include a number.',
    ]);
    await user.type(screen.getByLabelText('NEW.PASSWORD'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the current password when the server says it is wrong', async () => {
    answerChange(() => jsonResponse(401, { code: 'invalid_credentials', message: 'Invalid username or password' }));
    renderPage();

    await fill('nope', 'Correct-Horse-9', 'Correct-Horse-9');

    const current = screen.getByLabelText('CURRENT.PASSWORD');
    expect(await screen.findByText('The current password is not correct')).toBeDefined();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(authStore.getState().status).toBe('signed-in');
  });

  it('sends only the current and new password, then returns to the remembered page', async () => {
    const fetchMock = answerChange(() => jsonResponse(200, session()));
    const router = renderPage({ pathname: '/change-password', state: { from: '/users' } });

    await fill('admin', 'Correct-Horse-9', 'Correct-Horse-9');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sentBody(fetchMock)).toEqual({ currentPassword: 'admin', newPassword: 'Correct-Horse-9' });
    expect(authStore.getState().user?.mustChangePassword).toBe(false);
  });

  it('takes a forced change through the guard and on to the dashboard', async () => {
    resetSession();
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () => jsonResponse(200, session({ mustChangePassword: true })),
        'POST /api/auth/password': () => jsonResponse(200, session()),
      }),
    );
    const router = renderRoutes('/dashboard');

    await fill('admin', 'Correct-Horse-9', 'Correct-Horse-9');

    expect(await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
