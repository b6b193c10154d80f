import type { ErrorEnvelope, NetsuiteConnection } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionStore, type StoredOAuthConnection } from '../../netsuite/credentials/connection-store.ts';
import { consentFormFields, decideConsent } from '../../netsuite/sandbox/oauth2/consent.testing.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Authenticate Netsuite through the whole API, in process: /auth/netsuite, the embedded sandbox's
 * consent page, the callback, and the bearer tokens in use, refreshed and revoked. The sandbox's
 * access tokens live two seconds here, so expiry takes a short wait rather than an hour.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true', NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS: '2' });
});
afterAll(() => server?.close());

const fetcher = (request: Request) => server.app.request(request);

/** Follows /auth/netsuite to the consent page and back to the callback, as the browser would. */
async function authenticate(client: Client, decision: 'allow' | 'deny') {
  const start = await client.request('GET', '/auth/netsuite');
  expect(start.status).toBe(302);
  const callback = await decideConsent(fetcher, start.headers.get('location') ?? '', decision);
  return { start: new URL(start.headers.get('location') ?? ''), callback };
}

const finish = async (client: Client, callback: URL) => {
  const reply = await client.request('GET', `${callback.pathname}${callback.search}`);
  expect(reply.status).toBe(302);
  return reply.headers.get('location');
};

const connection = async (client: Client) =>
  (await client.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection')).body;

const storedTokens = async (userId: string) => {
  const stored = await new ConnectionStore(server.database.db, server.services.credentialCipher).read(userId);
  if (stored?.method !== 'oauth2') throw new Error('no OAuth 2.0 connection stored');
  return stored as StoredOAuthConnection;
};

const sandboxSuiteql = (accessToken: string) =>
  server.app.request('/netsuite-sandbox/services/rest/query/v1/suiteql', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', Prefer: 'transient' },
    body: JSON.stringify({ q: 'SELECT id FROM subsidiary' }),
  });

const listSearches = (client: Client) =>
  client.request<ErrorEnvelope & { items: unknown[] }>('GET', '/functions/v1/netsuite/saved-search');

describe('Authenticate Netsuite', () => {
  it('sends the browser to the sandbox’s consent page with PKCE and the product’s callback', async () => {
    const { client } = await server.userWithRole('operator');
    const start = await client.request('GET', '/auth/netsuite');
    const target = new URL(start.headers.get('location') ?? '');
    expect(target.pathname).toBe('/netsuite-sandbox/app/login/oauth2/authorize.nl');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: 'http://localhost/auth/netsuite/callback',
      scope: 'rest_webservices restlets',
      code_challenge_method: 'S256',
    });
    expect(target.searchParams.get('state')?.length).toBeGreaterThanOrEqual(22);
  });

  it('connects on Allow, returns to the chatbot, and answers through the bearer token', async () => {
    const { user, client } = await server.userWithRole('operator');
    const { callback } = await authenticate(client, 'allow');
    expect(await finish(client, callback)).toBe('/chatbot?netsuite=connected');

    const described = await connection(client);
    expect(described).toMatchObject({ connected: true, sandbox: true, authMethod: 'oauth2' });
    expect(Date.parse(described.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now() - 5000);
    expect(Date.parse(described.reauthenticateBy ?? '')).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const stored = await storedTokens(user.id);
    expect(JSON.stringify(described)).not.toContain(stored.accessToken);

    const searches = await listSearches(client);
    expect(searches.status).toBe(200);
    expect(searches.body.items).toEqual(expect.any(Array));
  });

  it('refreshes an expired access token without the caller noticing', async () => {
    const { user, client } = await server.userWithRole('operator');
    await finish(client, (await authenticate(client, 'allow')).callback);
    const before = await storedTokens(user.id);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await sandboxSuiteql(before.accessToken)).status).toBe(401);

    expect((await listSearches(client)).status).toBe(200);
    const after = await storedTokens(user.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.accessExpiresAt.getTime()).toBeGreaterThan(before.accessExpiresAt.getTime());
  });

  it('comes back from Deny with consent_denied and stores nothing', async () => {
    const { client } = await server.userWithRole('operator');
    const { callback } = await authenticate(client, 'deny');
    expect(await finish(client, callback)).toBe('/chatbot?netsuite_error=consent_denied');
    expect(await connection(client)).toMatchObject({ connected: false });
  });

  it('refuses a tampered state, and a replayed callback, with state_invalid', async () => {
    const { client } = await server.userWithRole('operator');
    const { callback } = await authenticate(client, 'allow');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect(await finish(client, tampered)).toBe('/chatbot?netsuite_error=state_invalid');

    expect(await finish(client, callback)).toBe('/chatbot?netsuite=connected');
    expect(await finish(client, callback)).toBe('/chatbot?netsuite_error=state_invalid');
  });

  it('refuses a callback in another session than the one that started the flow', async () => {
    const { user, client } = await server.userWithRole('operator');
    const { callback } = await authenticate(client, 'allow');
    const otherSession = await server.signIn(user.username, 'Chosen-Pass-456');
    expect(await finish(otherSession, callback)).toBe('/chatbot?netsuite_error=state_invalid');
    expect(await connection(client)).toMatchObject({ connected: false });
  });

  it('says code_expired when NetSuite no longer takes the code', async () => {
    const { client } = await server.userWithRole('operator');
    const { callback } = await authenticate(client, 'allow');
    // Someone redeemed the code first (it would be refused the same way after its ten minutes).
    const { oauth } = server.services.sandbox?.deps.account ?? { oauth: undefined };
    if (!oauth) throw new Error('no sandbox');
    await server.app.request('/netsuite-sandbox/services/rest/auth/oauth2/v1/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: 'http://localhost/auth/netsuite/callback',
        code_verifier: 'a'.repeat(43),
      }).toString(),
    });
    expect(await finish(client, callback)).toBe('/chatbot?netsuite_error=code_expired');
  });

  it('revokes the token at disconnect: the sandbox refuses it afterwards', async () => {
    const { user, client } = await server.userWithRole('operator');
    await finish(client, (await authenticate(client, 'allow')).callback);
    const stored = await storedTokens(user.id);
    expect((await sandboxSuiteql(stored.accessToken)).status).toBe(200);

    const disconnected = await client.request<NetsuiteConnection>('DELETE', '/functions/v1/netsuite/connection');
    expect(disconnected.body).toMatchObject({ connected: false, authMethod: null });
    expect((await sandboxSuiteql(stored.accessToken)).status).toBe(401);
  });

  it('drops a connection whose refresh token NetSuite revoked, and says to authenticate again', async () => {
    const { user, client } = await server.userWithRole('operator');
    await finish(client, (await authenticate(client, 'allow')).callback);
    const stored = await storedTokens(user.id);
    const { oauth } = server.services.sandbox?.deps.account ?? { oauth: undefined };
    if (!oauth) throw new Error('no sandbox');
    await server.app.request('/netsuite-sandbox/services/rest/auth/oauth2/v1/revoke', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: stored.refreshToken }).toString(),
    });
    const failed = await listSearches(client);
    expect(failed.status).toBe(422);
    expect(failed.body.reason).toContain('Authenticate Netsuite again');
    expect(await connection(client)).toMatchObject({ connected: false });
  });

  it('sends a signed-out browser to the sign-in page', async () => {
    const reply = await server.anonymous.request('GET', '/auth/netsuite');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/login');
  });

  it('answers a user without NetSuite on their account with forbidden', async () => {
    const { client } = await server.userWithRole('analyst', { platforms: ['sap'] });
    const reply = await client.request('GET', '/auth/netsuite');
    expect(reply.headers.get('location')).toBe('/chatbot?netsuite_error=forbidden');
  });

  it('offers OAuth 2.0 for real accounts only when an integration record is configured', async () => {
    const { client } = await server.userWithRole('operator');
    const options = await client.request('GET', '/functions/v1/netsuite/auth-options');
    expect(options.body).toEqual({
      oauth2: false,
      tba: false,
      sandboxAccountId: '1234567-sb1',
      redirectUri: 'http://localhost/auth/netsuite/callback',
    });
    const real = await client.request('GET', '/auth/netsuite?account=7654321');
    expect(real.headers.get('location')).toBe('/chatbot?netsuite_error=not_configured');
  });

  it('keeps the consent form’s fields as the sandbox rendered them', async () => {
    const { client } = await server.userWithRole('operator');
    const start = await client.request('GET', '/auth/netsuite');
    const page = await (await fetcher(new Request(start.headers.get('location') ?? ''))).text();
    expect(consentFormFields(page).get('redirect_uri')).toBe('http://localhost/auth/netsuite/callback');
  });
});
