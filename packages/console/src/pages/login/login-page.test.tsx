import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  deferred,
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
} from '../../test-support/session-fixtures.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin(entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/users', element: <h1>Users</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answerLogin(answer: () => Response | Promise<Response>) {
  const fetchMock = routeFetch({ 'POST /api/auth/login': answer });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signIn(username = 'ada', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('USERNAME'), username);
  await user.type(screen.getByLabelText('PASSWORD'), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  return user;
}

const refused = () => jsonResponse(401, { code: 'invalid_credentials', message: 'Wrong username or password.' });

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('says which fields are missing and sends nothing', async () => {
    const fetchMock = answerLogin(() => jsonResponse(200, session()));
    renderLogin();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));

    expect(screen.getByText('Enter your username')).toBeDefined();
    expect(screen.getByText('Enter your password')).toBeDefined();
    const username = screen.getByLabelText('USERNAME');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);

    await user.type(username, 'ada');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.queryByText('Enter your username')).toBeNull();
    expect(screen.getByText('Enter your password')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('PASSWORD'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows AUTHENTICATING... on a disabled button while the server decides', async () => {
    const answer = deferred<Response>();
    answerLogin(() => answer.promise);
    renderLogin();
    await screen.findByRole('button', { name: 'LOGIN' });

    await signIn();

    const busy = screen.getByRole('button', { name: 'AUTHENTICATING...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer.resolve(refused());
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeDefined();
  });

  it('shows Invalid username or password in the red box on a 401, and typing clears it', async () => {
    answerLogin(refused);
    renderLogin();
    await screen.findByRole('button', { name: 'LOGIN' });

    const user = await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    await user.type(screen.getByLabelText('PASSWORD'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's own message when it throttles", async () => {
    answerLogin(() =>
      jsonResponse(429, { code: 'too_many_attempts', message: 'Too many attempts. Try again in 5 minutes.' }),
    );
    renderLogin();
    await screen.findByRole('button', { name: 'LOGIN' });

    const user = await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 5 minutes.');
    await user.type(screen.getByLabelText('USERNAME'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the trimmed username, the password and remember: true when REMEMBER.ME is ticked, on Enter', async () => {
    const fetchMock = answerLogin(() => jsonResponse(200, session()));
    renderLogin();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'REMEMBER.ME' }));
    await user.type(screen.getByLabelText('USERNAME'), '  ada ');
    await user.type(screen.getByLabelText('PASSWORD'), 'secret{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(sentBody(fetchMock)).toEqual({ username: 'ada', password: 'secret', remember: true });
  });

  it('asks for the authenticator code when the account has two-factor sign-in, then sends it with the pair', async () => {
    const answers = [
      jsonResponse(401, {
        code: 'two_factor_required',
        message: 'Enter the 6-digit code from your authenticator app.',
      }),
      jsonResponse(401, { code: 'invalid_two_factor_code', message: 'That code is not right.' }),
      jsonResponse(200, session()),
    ];
    const fetchMock = answerLogin(() => answers.shift() ?? refused());
    renderLogin();
    await screen.findByRole('button', { name: 'LOGIN' });

    const user = await signIn();
    const code = await screen.findByLabelText('AUTHENTICATION.CODE');
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('That code is not right.')).toBeDefined();
    await user.clear(code);
    await user.type(code, '654321{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'ada', password: 'secret', remember: false });
    expect(sentBody(fetchMock, 2)).toEqual({ username: 'ada', password: 'secret', remember: false, code: '654321' });
  });

  it('returns to the page first asked for, replacing the login entry', async () => {
    answerLogin(() => jsonResponse(200, session()));
    const router = renderLogin({ pathname: '/login', state: { from: '/users' } });
    await screen.findByRole('button', { name: 'LOGIN' });

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows and hides the password with a button named for what it does', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = await screen.findByLabelText('PASSWORD');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('explains on FORGOT.PASSWORD that an administrator resets passwords', async () => {
    renderLogin();
    const user = userEvent.setup();
    const forgot = await screen.findByRole('button', { name: 'FORGOT.PASSWORD' });
    const note = screen.getByText(/on the USERS screen, RESET.PASSWORD on your row/);
    expect(note.hidden).toBe(true);

    await user.click(forgot);

    expect(forgot.getAttribute('aria-expanded')).toBe('true');
    expect(note.hidden).toBe(false);
    expect(forgot.getAttribute('aria-controls')).toBe(note.id);
  });

  it('links back home', async () => {
    renderLogin();
    expect((await screen.findByRole('link', { name: 'RETURN.HOME' })).getAttribute('href')).toBe('/');
  });

  it('takes a visitor from a protected page through sign-in and back to it', async () => {
    let signedIn = false;
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () =>
          signedIn ? jsonResponse(200, session()) : jsonResponse(401, { code: 'unauthenticated', message: 'No.' }),
        'POST /api/auth/login': () => {
          signedIn = true;
          return jsonResponse(200, session());
        },
      }),
    );
    const router = renderRoutes('/dashboard');

    expect(await screen.findByRole('heading', { name: 'SYSTEM.LOGIN' })).toBeDefined();
    await signIn();

    expect(await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
