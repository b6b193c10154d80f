import type { NetsuiteConnection, NetsuiteDemoCredentials } from '@erp-agent/core';

export const SANDBOX_ACCOUNT_ID = '1234567-sb1';

export function notConnected(): NetsuiteConnection {
  return { connected: false, accountId: null, sandbox: false, connectedAt: null };
}

export function connectedTo(accountId = SANDBOX_ACCOUNT_ID, sandbox = true): NetsuiteConnection {
  return { connected: true, accountId, sandbox, connectedAt: '2026-11-22T09:30:00.000Z' };
}

export function demoCredentials(): NetsuiteDemoCredentials {
  return { accountId: SANDBOX_ACCOUNT_ID, tokenId: 'demo-token-id', tokenSecret: 'demo-token-secret' };
}
