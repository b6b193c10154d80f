import { generateKeyPairSync } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { CryptoKey } from 'oauth4webapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  createNetsuiteOAuthClient,
  NETSUITE_OAUTH_CALLBACK_PATH,
  type NetsuiteOAuthClient,
  NetsuiteOAuthError,
  requestClientCredentialsToken,
  sandboxOAuthEndpoints,
} from '../../oauth2/index.ts';
import { openTestSandbox, TEST_SANDBOX_ORIGIN, type TestSandbox } from '../testing/test-sandbox.ts';
import { decideConsent } from './consent.testing.ts';
import { AUTHORIZED_APPS_PATH } from './oauth2-router.ts';

const REDIRECT_URI = `${TEST_SANDBOX_ORIGIN}${NETSUITE_OAUTH_CALLBACK_PATH}`;
const ENDPOINTS = sandboxOAuthEndpoints(TEST_SANDBOX_ORIGIN, TEST_SANDBOX_ORIGIN);
const SUITEQL = `${TEST_SANDBOX_ORIGIN}/services/rest/query/v1/suiteql`;

/**
 * The sandbox's OAuth 2.0 endpoints driven by the product's own client (oauth4webapi underneath),
 * and refused where NetSuite refuses. The clock is the test's, so expiry needs no waiting.
 */
describe('the sandbox’s OAuth 2.0 endpoints', () => {
  let sandbox: TestSandbox;
  let clock: Date;
  let client: NetsuiteOAuthClient;
  const fetcher = (request: Request) => sandbox.app.request(request);
  const fetch = async (url: string, init: RequestInit) => sandbox.app.request(url, init);

  beforeAll(async () => {
    sandbox = await openTestSandbox({ scale: 100, now: () => clock, accessTokenSeconds: 60 });
    const { oauth } = sandbox.account;
    client = createNetsuiteOAuthClient({
      endpoints: ENDPOINTS,
      clientId: oauth.clientId,
      clientSecret: oauth.clientSecret,
      fetch,
      allowHttp: true,
      now: () => clock,
    });
  });
  afterAll(() => sandbox?.close());
  beforeEach(() => {
    clock = new Date();
  });

  const authorize = (overrides: Record<string, string | null> = {}) =>
    authorizationRequest({
      authorizeUrl: ENDPOINTS.authorizeUrl,
      clientId: sandbox.account.oauth.clientId,
      redirectUri: REDIRECT_URI,
    }).then((request) => {
      const url = new URL(request.url);
      for (const [name, value] of Object.entries(overrides)) {
        if (value === null) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
      }
      return { ...request, url: url.href };
    });

  /** Consent given, and the code redeemed: the tokens and what was expected of the callback. */
  const connect = async () => {
    const request = await authorize();
    const callback = await decideConsent(fetcher, request.url, 'allow');
    const tokens = await client.redeemCode(callback.searchParams, {
      state: request.state,
      codeVerifier: request.codeVerifier,
      redirectUri: REDIRECT_URI,
    });
    return { request, callback, tokens };
  };

  const suiteql = (accessToken: string) =>
    sandbox.app.request(SUITEQL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', Prefer: 'transient' },
      body: JSON.stringify({ q: 'SELECT id FROM subsidiary' }),
    });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => {
        if (!(error instanceof NetsuiteOAuthError)) throw error;
        return error;
      },
    );

  it('grants a code on Allow, redeems it with PKCE, and answers SuiteQL for the bearer token', async () => {
    const { request, callback, tokens } = await connect();
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('company')).toBe(sandbox.account.accountId);
    expect(tokens.accessLifetimeSeconds).toBe(60);
    expect(tokens.refreshExpiresAt?.getTime()).toBeGreaterThan(clock.getTime() + 6 * 24 * 3600 * 1000);
    const answer = await suiteql(tokens.accessToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ count: expect.any(Number) });
  });

  it('answers expires_in as NetSuite does, a numeric string', async () => {
    const request = await authorize();
    const callback = await decideConsent(fetcher, request.url, 'allow');
    const { oauth } = sandbox.account;
    const answer = await sandbox.app.request(ENDPOINTS.tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: request.codeVerifier,
      }).toString(),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: '60',
      token_type: 'bearer',
    });
  });

  it('sends Deny back as access_denied with the state', async () => {
    const request = await authorize();
    const callback = await decideConsent(fetcher, request.url, 'deny');
    expect(Object.fromEntries(callback.searchParams)).toEqual({ error: 'access_denied', state: request.state });
    const refused = await refusal(
      client.redeemCode(callback.searchParams, {
        state: request.state,
        codeVerifier: request.codeVerifier,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(refused.code).toBe('access_denied');
  });

  it.each([
    ['an unknown client', { client_id: 'f'.repeat(64) }],
    ['a redirect URI that is not registered', { redirect_uri: 'https://attacker.example/auth/netsuite/callback' }],
    ['no redirect URI', { redirect_uri: null }],
  ])('shows an error page, and sends the user nowhere, for %s', async (_, overrides) => {
    const page = await sandbox.app.request((await authorize(overrides)).url);
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('This sign-in request cannot continue');
  });

  it.each([
    ['no PKCE challenge', { code_challenge: null }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a state shorter than 22 characters', { state: 'too-short' }, 'invalid_request'],
    ['no state', { state: null }, 'invalid_request'],
    ['an unknown scope', { scope: 'rest_webservices everything' }, 'invalid_scope'],
    ['the implicit grant', { response_type: 'token' }, 'unsupported_response_type'],
  ])('redirects %s back as %s', async (_, overrides, error) => {
    const page = await sandbox.app.request((await authorize(overrides)).url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe(error);
  });

  it('refuses a consent form whose redirect URI was changed after the page was shown', async () => {
    const request = await authorize();
    const page = await (await sandbox.app.request(request.url)).text();
    const tampered = page.replaceAll(REDIRECT_URI, `${REDIRECT_URI}?next=elsewhere`);
    const fields = new URLSearchParams(
      [...tampered.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]): [string, string] => [
        name ?? '',
        value ?? '',
      ]),
    );
    fields.set('decision', 'allow');
    const answer = await sandbox.app.request(ENDPOINTS.authorizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(answer.status).toBe(400);
  });

  it('serves the consent page under a CSP without inline script or style, and its stylesheet', async () => {
    const page = await sandbox.app.request((await authorize()).url);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).not.toMatch(/<script|style=/);
    const stylesheet = await sandbox.app.request(`${TEST_SANDBOX_ORIGIN}/app/login/oauth2/sandbox-pages.css`);
    expect(stylesheet.headers.get('content-type')).toContain('text/css');
  });

  it.each([
    ['a wrong PKCE verifier', { codeVerifier: 'x'.repeat(43) }],
    ['another redirect URI', { redirectUri: `${REDIRECT_URI}/other` }],
  ])('refuses a code redeemed with %s', async (_, change) => {
    const request = await authorize();
    const callback = await decideConsent(fetcher, request.url, 'allow');
    const refused = await refusal(
      client.redeemCode(callback.searchParams, {
        state: request.state,
        codeVerifier: request.codeVerifier,
        redirectUri: REDIRECT_URI,
        ...change,
      }),
    );
    expect(refused).toMatchObject({ code: 'invalid_grant', status: 400 });
  });

  it('refuses a code used twice, and one past its ten minutes', async () => {
    const { request, callback } = await connect();
    const expected = { state: request.state, codeVerifier: request.codeVerifier, redirectUri: REDIRECT_URI };
    expect((await refusal(client.redeemCode(callback.searchParams, expected))).code).toBe('invalid_grant');

    const late = await authorize();
    const lateCallback = await decideConsent(fetcher, late.url, 'allow');
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const refused = await refusal(
      client.redeemCode(lateCallback.searchParams, {
        state: late.state,
        codeVerifier: late.codeVerifier,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(refused.code).toBe('invalid_grant');
  });

  it('refuses a wrong client secret as invalid_client', async () => {
    const { tokens } = await connect();
    const impostor = createNetsuiteOAuthClient({
      endpoints: ENDPOINTS,
      clientId: sandbox.account.oauth.clientId,
      clientSecret: 'not-the-secret',
      fetch,
      allowHttp: true,
    });
    expect(await refusal(impostor.refresh(tokens.refreshToken))).toMatchObject({ code: 'invalid_client', status: 401 });
  });

  it('answers an expired access token with NetSuite’s 401, and refreshes it', async () => {
    const { tokens } = await connect();
    clock = new Date(clock.getTime() + 61 * 1000);
    const expired = await suiteql(tokens.accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ 'o:errorDetails': [{ 'o:errorCode': 'INVALID_LOGIN_ATTEMPT' }] });
    const refreshed = await client.refresh(tokens.refreshToken);
    expect(refreshed.refreshToken).toBeUndefined();
    expect((await suiteql(refreshed.accessToken)).status).toBe(200);
  });

  it('refuses the refresh token and its access tokens once revoked, and lists the grant as revoked', async () => {
    const { tokens } = await connect();
    await client.revoke(tokens.refreshToken);
    expect((await suiteql(tokens.accessToken)).status).toBe(401);
    expect((await refusal(client.refresh(tokens.refreshToken))).code).toBe('invalid_grant');
    const page = await (await sandbox.app.request(`${TEST_SANDBOX_ORIGIN}${AUTHORIZED_APPS_PATH}`)).text();
    expect(page).toContain('Revoked');
  });

  it('refuses a refresh token once it has expired', async () => {
    const { tokens } = await connect();
    clock = new Date(clock.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    expect((await refusal(client.refresh(tokens.refreshToken))).code).toBe('invalid_grant');
  });

  it('refuses a bearer token on a path its scope does not cover', async () => {
    const request = await authorize({ scope: 'restlets' });
    const callback = await decideConsent(fetcher, request.url, 'allow');
    const tokens = await client.redeemCode(callback.searchParams, {
      state: request.state,
      codeVerifier: request.codeVerifier,
      redirectUri: REDIRECT_URI,
    });
    expect((await suiteql(tokens.accessToken)).status).toBe(401);
  });

  describe('the client credentials grant', () => {
    const demoKey = () => {
      const { privateKey } = sandbox.account.oauth.demoCertificate;
      return importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES256');
    };
    const tokenFor = async (privateKey: CryptoKey, certificateId = sandbox.account.oauth.demoCertificate.id) =>
      requestClientCredentialsToken({
        tokenUrl: ENDPOINTS.tokenUrl,
        clientId: sandbox.account.oauth.clientId,
        certificateId,
        privateKey,
        fetch,
        allowHttp: true,
        now: () => clock,
      });

    /** An assertion with one claim or header changed, posted as a client would. */
    const assertWith = async (change: {
      header?: Record<string, unknown>;
      claims?: Record<string, unknown>;
      key?: CryptoKey | Uint8Array;
    }) => {
      const now = Math.floor(clock.getTime() / 1000);
      const header = { alg: 'ES256', typ: 'JWT', kid: sandbox.account.oauth.demoCertificate.id, ...change.header };
      const assertion = await new SignJWT({
        iss: sandbox.account.oauth.clientId,
        aud: ENDPOINTS.tokenUrl,
        scope: ['rest_webservices'],
        iat: now,
        exp: now + 300,
        ...change.claims,
      })
        .setProtectedHeader(header as { alg: string })
        .sign(change.key ?? (await demoKey()));
      const answer = await sandbox.app.request(ENDPOINTS.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: assertion,
        }).toString(),
      });
      return { status: answer.status, body: await answer.json() };
    };

    it('issues an access token, and no refresh token, for an assertion signed with the mapped certificate', async () => {
      const tokens = await tokenFor(await demoKey());
      expect(tokens.refreshToken).toBeUndefined();
      expect((await suiteql(tokens.accessToken)).status).toBe(200);
    });

    it('takes a well-formed assertion built by hand', async () => {
      expect(await assertWith({})).toMatchObject({ status: 200, body: { token_type: 'bearer' } });
    });

    it.each([
      [
        'another audience',
        { claims: { aud: 'https://1234567.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token' } },
      ],
      ['another issuer', { claims: { iss: 'someone-else' } }],
      ['an unknown certificate id', { header: { kid: 'not-a-certificate' } }],
      ['a lifetime over an hour', { claims: { exp: Math.floor(Date.now() / 1000) + 7200 } }],
      ['an expired assertion', { claims: { iat: 1_600_000_000, exp: 1_600_000_300 } }],
    ])('refuses %s as invalid_client', async (_, change) => {
      expect(await assertWith(change)).toEqual({ status: 401, body: { error: 'invalid_client' } });
    });

    it('refuses an assertion signed with a key other than the certificate’s', async () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const other = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES256');
      expect(await assertWith({ key: other })).toEqual({ status: 401, body: { error: 'invalid_client' } });
      expect((await refusal(tokenFor(other))).code).toBe('invalid_client');
    });

    it('refuses RS256, which NetSuite no longer takes', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const rsa = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
      expect(await assertWith({ header: { alg: 'RS256' }, key: rsa })).toEqual({
        status: 401,
        body: { error: 'invalid_client' },
      });
    });

    it('refuses a scope NetSuite does not grant', async () => {
      expect(await assertWith({ claims: { scope: 'rest_webservices,everything' } })).toEqual({
        status: 400,
        body: { error: 'invalid_scope' },
      });
    });
  });
});
