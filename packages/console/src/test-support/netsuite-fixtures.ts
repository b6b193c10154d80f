import type { NetsuiteAuthOptions, NetsuiteConnection, NetsuiteDemoCredentials } from '@erp-agent/core';

export const SANDBOX_ACCOUNT_ID = '1234567-sb1';

export function notConnected(): NetsuiteConnection {
  return {
    connected: false,
    accountId: null,
    sandbox: false,
    connectedAt: null,
    authMethod: null,
    tokenExpiresAt: null,
    reauthenticateBy: null,
  };
}

export function connectedTo(accountId = SANDBOX_ACCOUNT_ID, sandbox = true): NetsuiteConnection {
  return {
    connected: true,
    accountId,
    sandbox,
    connectedAt: '2026-11-22T09:30:00.000Z',
    authMethod: 'tba',
    tokenExpiresAt: null,
    reauthenticateBy: null,
  };
}

/** A connection made with Authenticate Netsuite: its access token expires within the hour. */
export function connectedWithOAuth(accountId = SANDBOX_ACCOUNT_ID, sandbox = true): NetsuiteConnection {
  return {
    connected: true,
    accountId,
    sandbox,
    connectedAt: '2026-11-22T09:30:00.000Z',
    authMethod: 'oauth2',
    tokenExpiresAt: '2026-11-22T10:30:00.000Z',
    reauthenticateBy: '2026-11-29T09:30:00.000Z',
  };
}

export function authOptions(overrides: Partial<NetsuiteAuthOptions> = {}): NetsuiteAuthOptions {
  return {
    oauth2: false,
    tba: false,
    sandboxAccountId: SANDBOX_ACCOUNT_ID,
    redirectUri: 'http://localhost:3000/auth/netsuite/callback',
    ...overrides,
  };
}

export function demoCredentials(): NetsuiteDemoCredentials {
  return { accountId: SANDBOX_ACCOUNT_ID, tokenId: 'demo-token-id', tokenSecret: 'demo-token-secret' };
}
