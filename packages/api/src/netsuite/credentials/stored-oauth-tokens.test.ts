import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import type { NetsuiteConnectorError } from '../connector/index.ts';
import { type NetsuiteOAuthClient, NetsuiteOAuthError, type OAuthTokens } from '../oauth2/index.ts';
import { ConnectionStore } from './connection-store.ts';
import { refreshMarginMs, storedOAuthTokens } from './stored-oauth-tokens.ts';

/** A token endpoint that counts refreshes and answers after a pause, so callers overlap. */
function tokenEndpoint(answer: (refreshToken: string) => Promise<OAuthTokens>) {
  const refreshes: string[] = [];
  const client: NetsuiteOAuthClient = {
    redeemCode: () => Promise.reject(new Error('not used')),
    revoke: () => Promise.reject(new Error('not used')),
    refresh: async (refreshToken) => {
      refreshes.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(refreshToken);
    },
  };
  return { client, refreshes };
}

const issued = (accessToken: string, lifetimeSeconds = 3600): OAuthTokens => ({
  accessToken,
  accessExpiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  accessLifetimeSeconds: lifetimeSeconds,
});

describe('stored OAuth 2.0 tokens', () => {
  let server: TestServer;
  let store: ConnectionStore;
  beforeAll(async () => {
    server = await createTestServer();
    store = new ConnectionStore(server.database.db, server.services.credentialCipher);
  });
  afterAll(() => server?.close());

  /** A user whose connection holds `accessToken`, expiring `expiresInMs` from now. */
  const connectedUser = async (accessToken: string, expiresInMs: number) => {
    const { user } = await server.userWithRole('operator');
    const connection = await store.saveOAuth(user.id, '1234567', {
      accessToken,
      accessExpiresAt: new Date(Date.now() + expiresInMs),
      accessLifetimeSeconds: 3600,
      refreshToken: `refresh-of-${user.id}`,
      refreshExpiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    return { userId: user.id, connection };
  };

  const sourceFor = (
    userId: string,
    connection: Awaited<ReturnType<typeof connectedUser>>['connection'],
    client: NetsuiteOAuthClient,
  ) =>
    storedOAuthTokens({
      database: server.database,
      cipher: server.services.credentialCipher,
      userId,
      connection,
      client,
    });

  it('refreshes a minute before expiry, or a fifth of a short life before it', () => {
    expect(refreshMarginMs(3600)).toBe(60_000);
    expect(refreshMarginMs(2)).toBe(400);
  });

  it('uses a fresh token as it is', async () => {
    const { userId, connection } = await connectedUser('fresh', 30 * 60 * 1000);
    const endpoint = tokenEndpoint(async () => issued('unused'));
    expect(await sourceFor(userId, connection, endpoint.client).accessToken()).toBe('fresh');
    expect(endpoint.refreshes).toEqual([]);
  });

  it('refreshes once for many requests that find the token expiring, and stores the new one sealed', async () => {
    const { userId, connection } = await connectedUser('expiring', 10_000);
    const endpoint = tokenEndpoint(async () => issued('renewed'));
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => sourceFor(userId, connection, endpoint.client).accessToken()),
    );
    expect(tokens).toEqual(Array(5).fill('renewed'));
    expect(endpoint.refreshes).toEqual([`refresh-of-${userId}`]);
    const stored = await store.read(userId);
    expect(stored).toMatchObject({ method: 'oauth2', accessToken: 'renewed', refreshToken: `refresh-of-${userId}` });
    expect((await store.describe(userId))?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
  });

  it('takes the token another instance stored meanwhile instead of refreshing again', async () => {
    const { userId, connection } = await connectedUser('refused-by-netsuite', 30 * 60 * 1000);
    // Another instance refreshed and stored its token while this request held the old one.
    await store.saveOAuth(userId, '1234567', {
      ...issued('from-the-other-instance'),
      refreshToken: `refresh-of-${userId}`,
    });
    const endpoint = tokenEndpoint(async () => issued('unused'));
    expect(await sourceFor(userId, connection, endpoint.client).renew('refused-by-netsuite')).toBe(
      'from-the-other-instance',
    );
    expect(endpoint.refreshes).toEqual([]);
  });

  it('refreshes when NetSuite refused the very token stored', async () => {
    const { userId, connection } = await connectedUser('revoked-early', 30 * 60 * 1000);
    const endpoint = tokenEndpoint(async () => issued('replacement'));
    expect(await sourceFor(userId, connection, endpoint.client).renew('revoked-early')).toBe('replacement');
    expect(endpoint.refreshes).toHaveLength(1);
  });

  it('removes the connection when NetSuite refuses the refresh token, and says to authenticate again', async () => {
    const { userId, connection } = await connectedUser('expiring', 1000);
    const endpoint = tokenEndpoint(async () => {
      throw new NetsuiteOAuthError('invalid_grant', 'refresh token expired', {
        oauthError: 'invalid_grant',
        status: 400,
      });
    });
    const failure = (await sourceFor(userId, connection, endpoint.client)
      .accessToken()
      .catch((error: unknown) => error)) as NetsuiteConnectorError;
    expect(failure).toMatchObject({ code: 'invalid_credentials' });
    expect(failure.message).toContain('Authenticate Netsuite again');
    expect(await store.read(userId)).toBeNull();
  });

  it('keeps the connection when NetSuite cannot be reached, and says the failure may pass', async () => {
    const { userId, connection } = await connectedUser('expiring', 1000);
    const endpoint = tokenEndpoint(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(sourceFor(userId, connection, endpoint.client).accessToken()).rejects.toMatchObject({
      code: 'network_error',
      retryable: true,
    });
    expect(await store.read(userId)).toMatchObject({ accessToken: 'expiring' });
  });
});
