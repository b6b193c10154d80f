import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { CONNECTION_CHANNEL } from '../../netsuite/netsuite-auth.ts';
import { NETSUITE_PATHS } from '../../netsuite/netsuite-client.ts';
import {
  authOptions,
  connectedTo,
  connectedWithOAuth,
  demoCredentials,
  notConnected,
  SANDBOX_ACCOUNT_ID,
} from '../../test-support/netsuite-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  deferred,
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
} from '../../test-support/session-fixtures.ts';

type Handler = Parameters<typeof routeFetch>[0][string];

const CONNECTION = `GET ${NETSUITE_PATHS.connection}`;
const DEMO = `GET ${NETSUITE_PATHS.demoCredentials}`;
const CONNECT = `POST ${NETSUITE_PATHS.connect}`;
const DISCONNECT = `DELETE ${NETSUITE_PATHS.connection}`;
const AUTH_OPTIONS = `GET ${NETSUITE_PATHS.authOptions}`;

const connectFailed = () =>
  jsonResponse(422, {
    code: 'netsuite_connect_failed',
    message: 'Failed to connect to NetSuite',
    reason: 'Invalid login attempt. (invalid_credentials)',
  });

/** The signed-in screen with its two opening calls answered, plus whatever the test adds. */
function openCredentials(handlers: Record<string, Handler> = {}) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session()),
    [CONNECTION]: () => jsonResponse(200, notConnected()),
    [DEMO]: () => jsonResponse(200, demoCredentials()),
    [AUTH_OPTIONS]: () => jsonResponse(200, authOptions()),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = renderRoutes('/credentials');
  return { fetchMock, router };
}

/** The body of the one call sent as `key`. */
function bodyOf(fetchMock: ReturnType<typeof routeFetch>, key: string): unknown {
  const index = fetchMock.mock.calls.findIndex(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
  return sentBody(fetchMock, index);
}

function callsTo(fetchMock: ReturnType<typeof routeFetch>, key: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key).length;
}

async function typeCredentials(accountId: string, tokenId: string, tokenSecret: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('ACCOUNT.ID'), accountId);
  await user.type(screen.getByLabelText('TOKEN.ID'), tokenId);
  await user.type(screen.getByLabelText('TOKEN.SECRET'), tokenSecret);
  return user;
}

const connectButton = () => screen.getByRole('button', { name: 'Connect to NetSuite' });

beforeEach(() => {
  resetSession();
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CredentialsPage', () => {
  it('connects with the typed credentials, trimmed, and goes to /chat', async () => {
    const { fetchMock, router } = openCredentials({ [CONNECT]: () => jsonResponse(200, connectedTo()) });

    const user = await typeCredentials(' 1234567-sb1 ', 'token-id', 'token-secret');
    await user.click(connectButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(bodyOf(fetchMock, CONNECT)).toEqual({
      accountId: '1234567-sb1',
      tokenId: 'token-id',
      tokenSecret: 'token-secret',
    });
  });

  it('shows Connecting... on a disabled button while the account is checked, and sends once', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = openCredentials({ [CONNECT]: () => answer.promise });

    const user = await typeCredentials('1234567-sb1', 'token-id', 'token-secret');
    await user.click(connectButton());
    const busy = screen.getByRole('button', { name: 'Connecting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('TOKEN.SECRET'), '{Enter}');

    answer.resolve(connectFailed());
    expect(await screen.findByRole('button', { name: 'Connect to NetSuite' })).toBeDefined();
    expect(callsTo(fetchMock, CONNECT)).toBe(1);
  });

  it("stays on a refused connect, with the action's message in the banner, the reason under it and the fields kept", async () => {
    const { router } = openCredentials({ [CONNECT]: connectFailed });

    const user = await typeCredentials('1234567-sb1', 'token-id', 'wrong-secret');
    await user.click(connectButton());

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Failed to connect to NetSuite')).toBeDefined();
    expect(within(banner).getByText('Invalid login attempt. (invalid_credentials)').className).toBe('alert-reason');
    expect(router.state.location.pathname).toBe('/credentials');
    expect((screen.getByLabelText('ACCOUNT.ID') as HTMLInputElement).value).toBe('1234567-sb1');
    expect((screen.getByLabelText('TOKEN.ID') as HTMLInputElement).value).toBe('token-id');
    expect((screen.getByLabelText('TOKEN.SECRET') as HTMLInputElement).value).toBe('wrong-secret');

    await user.type(screen.getByLabelText('TOKEN.SECRET'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's field errors under their fields and focuses the first", async () => {
    openCredentials({
      [CONNECT]: () =>
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          details: [
            { field: 'tokenSecret', message: 'The token secret is too long' },
            { field: 'tokenId', message: 'The token id is too long' },
          ],
        }),
    });

    const user = await typeCredentials('1234567-sb1', 'token-id', 'token-secret');
    await user.click(connectButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid.');
    const tokenId = screen.getByLabelText('TOKEN.ID');
    const tokenSecret = screen.getByLabelText('TOKEN.SECRET');
    expect(tokenId.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tokenId.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The token id is too long',
    );
    expect(tokenSecret.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The token secret is too long')).toBeDefined();
    expect(screen.getByLabelText('ACCOUNT.ID').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(tokenId);
  });

  it('says which fields are missing, focuses the first and sends nothing', async () => {
    const { fetchMock } = openCredentials();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('TOKEN.ID'), 'token-id');
    await user.click(connectButton());

    expect(screen.getByText('Enter the account id')).toBeDefined();
    expect(screen.getByText('Enter the token secret')).toBeDefined();
    expect(screen.queryByText('Enter the token id')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('ACCOUNT.ID'));
    expect(callsTo(fetchMock, CONNECT)).toBe(0);
  });

  it('fills the three fields from the demo sandbox with one click, the secret masked', async () => {
    openCredentials();
    const user = userEvent.setup();

    // The button is there at once, disabled until the demo credentials have arrived.
    const demo = await screen.findByRole('button', { name: 'Use the demo sandbox' });
    await waitFor(() => expect(demo.hasAttribute('disabled')).toBe(false));
    await user.click(demo);

    expect((screen.getByLabelText('ACCOUNT.ID') as HTMLInputElement).value).toBe(SANDBOX_ACCOUNT_ID);
    expect((screen.getByLabelText('TOKEN.ID') as HTMLInputElement).value).toBe('demo-token-id');
    const secret = screen.getByLabelText('TOKEN.SECRET') as HTMLInputElement;
    expect(secret.value).toBe('demo-token-secret');
    expect(secret.type).toBe('password');
    expect(screen.getByText("Filled in the embedded sandbox's account and demo token.")).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Show token secret' }));
    expect(secret.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide token secret' }));
    expect(secret.type).toBe('password');
  });

  it('explains instead of offering the demo fill when the server has no sandbox', async () => {
    openCredentials({
      [DEMO]: () =>
        jsonResponse(404, {
          code: 'sandbox_disabled',
          message: 'The embedded NetSuite sandbox is turned off on this server.',
        }),
    });

    expect(await screen.findByText(/The embedded NetSuite sandbox is turned off on this server\./)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Use the demo sandbox' })).toBeNull();
    expect(screen.getByLabelText('ACCOUNT.ID')).toBeDefined();
  });

  it('asks for the demo credentials again on click when the first request failed', async () => {
    let attempts = 0;
    openCredentials({
      [DEMO]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(503, { code: 'unavailable', message: 'Try again shortly.' })
          : jsonResponse(200, demoCredentials());
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('The demo credentials could not be loaded: Try again shortly.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Use the demo sandbox' }));

    expect(await screen.findByDisplayValue(SANDBOX_ACCOUNT_ID)).toBeDefined();
    expect(attempts).toBe(2);
  });

  it('says when there is no connection yet, after checking', async () => {
    const answer = deferred<Response>();
    openCredentials({ [CONNECTION]: () => answer.promise });

    expect(await screen.findByText('CHECKING.CONNECTION...')).toBeDefined();
    answer.resolve(jsonResponse(200, notConnected()));
    expect(await screen.findByText('Not connected to NetSuite.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('shows the connected account, never a token, and disconnects', async () => {
    const { fetchMock } = openCredentials({
      [CONNECTION]: () => jsonResponse(200, connectedTo()),
      [DISCONNECT]: () => jsonResponse(200, notConnected()),
    });
    const user = userEvent.setup();

    const connection = within(await screen.findByRole('region', { name: 'CONNECTION' }));
    expect(await connection.findByText('Connected')).toBeDefined();
    expect(connection.getByText(`${SANDBOX_ACCOUNT_ID} (embedded sandbox)`)).toBeDefined();
    expect(connection.getByText((_, element) => element?.getAttribute('datetime') === connectedTo().connectedAt));

    await user.click(connection.getByRole('button', { name: 'Disconnect' }));

    expect(await connection.findByText('Not connected to NetSuite.')).toBeDefined();
    expect(callsTo(fetchMock, DISCONNECT)).toBe(1);
    expect(document.activeElement).toBe(connection.getByRole('heading', { name: 'CONNECTION' }));
  });

  it('keeps the connection and says why when the disconnect fails', async () => {
    openCredentials({
      [CONNECTION]: () => jsonResponse(200, connectedTo()),
      [DISCONNECT]: () => jsonResponse(500, { code: 'internal_error', message: 'Something broke.' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Something broke.');
    expect(screen.getByText(`${SANDBOX_ACCOUNT_ID} (embedded sandbox)`)).toBeDefined();
  });

  it('says why the connection could not be read, and tries again on RETRY', async () => {
    let attempts = 0;
    openCredentials({
      [CONNECTION]: () => {
        attempts += 1;
        return attempts === 1
          ? new Response('<h1>Bad Gateway</h1>', { status: 502 })
          : jsonResponse(200, connectedTo('TSTDRV1234567', false));
      },
    });
    const user = userEvent.setup();

    expect((await screen.findByRole('alert')).textContent).toBe('The server answered 502.');
    await user.click(screen.getByRole('button', { name: 'RETRY' }));

    expect(await screen.findByText('TSTDRV1234567')).toBeDefined();
  });

  it('sends the user to sign in when the session has ended', async () => {
    let signedIn = true;
    const { router } = openCredentials({
      'GET /api/auth/me': () =>
        signedIn ? jsonResponse(200, session()) : jsonResponse(401, { code: 'unauthenticated', message: 'No.' }),
      [CONNECT]: () => {
        signedIn = false;
        return jsonResponse(401, { code: 'unauthenticated', message: 'No.' });
      },
    });

    const user = await typeCredentials('1234567-sb1', 'token-id', 'token-secret');
    await user.click(connectButton());

    expect(await screen.findByRole('heading', { name: 'SYSTEM.LOGIN' })).toBeDefined();
    expect(router.state.location.state).toEqual({ from: '/credentials' });
  });

  it('tells the user the credentials are stored securely', async () => {
    openCredentials();
    expect(await screen.findByText('Your credentials are securely stored and never shared.')).toBeDefined();
  });
});

describe('CredentialsPage: the two ways to connect', () => {
  const oauthSection = () => screen.getByRole('region', { name: 'OAUTH 2.0 (RECOMMENDED)' });
  const opened = () => screen.findByRole('region', { name: 'OAUTH 2.0 (RECOMMENDED)' });

  it('offers OAuth 2.0 first, for the embedded sandbox with no setup, and TBA under it', async () => {
    openCredentials();
    const link = await within(await opened()).findByRole('link', { name: 'Authenticate Netsuite' });
    expect(link.getAttribute('href')).toBe('/auth/netsuite');
    expect(oauthSection().textContent).toContain('2027.1');
    expect(within(oauthSection()).getByText(/Connects the embedded sandbox \(1234567-sb1\)/)).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'TOKEN-BASED AUTHENTICATION (TBA)' })).getByRole('form'),
    ).toBeDefined();
  });

  it('takes an account for a real account when the server has an OAuth 2.0 integration record', async () => {
    openCredentials({ [AUTH_OPTIONS]: () => jsonResponse(200, authOptions({ oauth2: true, sandboxAccountId: null })) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('NETSUITE.ACCOUNT (OPTIONAL)'), ' 7654321_SB2 ');
    expect(within(oauthSection()).getByRole('link', { name: 'Authenticate Netsuite' }).getAttribute('href')).toBe(
      '/auth/netsuite?account=7654321_SB2',
    );
    expect(oauthSection().textContent).toContain('http://localhost:3000/auth/netsuite/callback');
  });

  it('says OAuth 2.0 is not configured when there is neither a sandbox nor an integration record', async () => {
    openCredentials({ [AUTH_OPTIONS]: () => jsonResponse(200, authOptions({ sandboxAccountId: null })) });
    expect(await within(await opened()).findByText(/no OAuth 2.0 integration record/)).toBeDefined();
    expect(within(oauthSection()).queryByRole('link', { name: 'Authenticate Netsuite' })).toBeNull();
  });

  it('shows how the connection authenticates and when its token expires', async () => {
    openCredentials({ [CONNECTION]: () => jsonResponse(200, connectedWithOAuth()) });
    const connection = await screen.findByRole('region', { name: 'CONNECTION' });
    expect(await within(connection).findByText('OAuth 2.0')).toBeDefined();
    const expiry = within(connection).getByText(/renewed automatically/);
    expect(expiry.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T10:30:00.000Z');
    expect(within(connection).getByText(/then choose Authenticate Netsuite again/)).toBeDefined();
  });

  it('says TBA for a connection made with a token', async () => {
    openCredentials({ [CONNECTION]: () => jsonResponse(200, connectedTo()) });
    const connection = await screen.findByRole('region', { name: 'CONNECTION' });
    expect(await within(connection).findByText('Token-based authentication (TBA)')).toBeDefined();
    expect(within(connection).queryByText(/renewed automatically/)).toBeNull();
  });

  it('shows a connection made in another tab without a reload, and keeps focus where it was', async () => {
    let answer = notConnected();
    openCredentials({ [CONNECTION]: () => jsonResponse(200, answer) });
    const connection = await screen.findByRole('region', { name: 'CONNECTION' });
    await within(connection).findByText('Not connected to NetSuite.');
    answer = connectedWithOAuth();
    const otherTab = new BroadcastChannel(CONNECTION_CHANNEL);
    otherTab.postMessage({ changed: true });
    otherTab.close();
    expect(await within(connection).findByText('OAuth 2.0')).toBeDefined();
    expect(within(connection).queryByText('CHECKING.CONNECTION...')).toBeNull();
  });
});
