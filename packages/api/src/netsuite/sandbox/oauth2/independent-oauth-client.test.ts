import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { AuthorizationCode } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { decideConsent } from './consent.testing.ts';

/**
 * The sandbox's OAuth 2.0 checked by code we did not write: simple-oauth2 (hapi's client, on
 * wreck), configured as its users configure it for NetSuite, over real HTTP. Its redirect URI is
 * registered with the sandbox's integration record like any other client's; the browser's part,
 * the consent page, is walked with plain requests.
 */
const REDIRECT_URI = 'https://independent-client.example/netsuite/callback';

/**
 * PKCE's parameters. simple-oauth2 sends whatever parameters it is given, though its type
 * declarations name only the standard ones, so they are passed as a value rather than a literal.
 */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = {
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  return { verifier, challenge };
}

describe('simple-oauth2 against the sandbox', () => {
  let sandbox: TestSandbox;
  let http: ServerType;
  let base: string;
  let client: AuthorizationCode;

  beforeAll(async () => {
    sandbox = await openTestSandbox({ scale: 100, redirectUris: [REDIRECT_URI] });
    http = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const { oauth } = sandbox.account;
    client = new AuthorizationCode({
      client: { id: oauth.clientId, secret: oauth.clientSecret },
      auth: {
        tokenHost: base,
        tokenPath: '/services/rest/auth/oauth2/v1/token',
        revokePath: '/services/rest/auth/oauth2/v1/revoke',
        authorizePath: '/app/login/oauth2/authorize.nl',
      },
      options: { authorizationMethod: 'header' },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await sandbox?.close();
  });

  const suiteql = (accessToken: string) =>
    fetch(`${base}/services/rest/query/v1/suiteql?limit=5`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', Prefer: 'transient' },
      body: JSON.stringify({ q: 'SELECT id, companyname FROM customer ORDER BY id' }),
    });

  it('completes the authorization code flow with PKCE, refreshes, and revokes', async () => {
    const { verifier, challenge } = pkce();
    const state = randomBytes(24).toString('base64url');
    const request = { redirect_uri: REDIRECT_URI, scope: ['rest_webservices', 'restlets'], state, ...challenge };
    const authorizeUrl = client.authorizeURL(request);

    const callback = await decideConsent((fetched) => fetch(fetched), authorizeUrl, 'allow');
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';

    const redemption = { code, redirect_uri: REDIRECT_URI, code_verifier: verifier };
    const token = await client.getToken(redemption);
    expect(token.expired()).toBe(false);
    const first = await suiteql(String(token.token.access_token));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ count: 5, hasMore: true });

    // The same code again, as a replay would send it: NetSuite's invalid_grant.
    await expect(client.getToken(redemption)).rejects.toMatchObject({
      output: { statusCode: 400 },
      data: { payload: { error: 'invalid_grant' } },
    });

    const refreshed = await token.refresh();
    expect(refreshed.token.access_token).not.toBe(token.token.access_token);
    // NetSuite keeps a confidential client's refresh token and sends no new one: the first still holds it.
    expect(refreshed.token.refresh_token).toBeUndefined();
    expect((await suiteql(String(refreshed.token.access_token))).status).toBe(200);

    await token.revoke('refresh_token');
    expect((await suiteql(String(refreshed.token.access_token))).status).toBe(401);
    await expect(token.refresh()).rejects.toMatchObject({
      output: { statusCode: 400 },
      data: { payload: { error: 'invalid_grant' } },
    });
  });

  it('is refused with invalid_grant when the verifier is not the challenge’s', async () => {
    const { challenge } = pkce();
    const request = {
      redirect_uri: REDIRECT_URI,
      scope: 'rest_webservices',
      state: randomBytes(24).toString('base64url'),
      ...challenge,
    };
    const callback = await decideConsent((fetched) => fetch(fetched), client.authorizeURL(request), 'allow');
    const redemption = {
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    };
    await expect(client.getToken(redemption)).rejects.toMatchObject({
      output: { statusCode: 400 },
      data: { payload: { error: 'invalid_grant' } },
    });
  });
});
