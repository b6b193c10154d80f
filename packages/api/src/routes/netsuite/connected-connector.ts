import { NETSUITE_MESSAGES } from '@erp-agent/core';
import type { Context } from 'hono';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import type { NetsuiteConnector } from '../../netsuite/connector/index.ts';
import { ConnectionStore } from '../../netsuite/credentials/connection-store.ts';
import { netsuiteRealm } from '../../netsuite/tba/index.ts';
import { isSandboxAccount } from './netsuite-connector-for.ts';
import { netsuiteFailure } from './netsuite-failure.ts';
import { storedConnector } from './stored-connector.ts';

export function connections(c: Context<AppEnv>): ConnectionStore {
  return new ConnectionStore(c.var.deps.database.db, c.var.deps.credentialCipher);
}

/** The caller's account: its connector, its realm (what records about it are keyed by) and whether it is the sandbox. */
export interface ConnectedAccount {
  readonly connector: NetsuiteConnector;
  readonly accountId: string;
  readonly sandbox: boolean;
}

/** The caller's account, or 409 `Not connected to NetSuite`; a failure to reach it as `code` and `message`. */
export async function connectedAccount(c: Context<AppEnv>, code: string, message: string): Promise<ConnectedAccount> {
  const principal = requirePrincipal(c);
  try {
    const access = await connections(c).read(principal.user.id);
    if (!access) throw new ApiError(409, 'netsuite_not_connected', NETSUITE_MESSAGES.notConnected);
    return {
      // TBA or OAuth 2.0, whichever the connection holds (a bearer token refreshed as it expires).
      connector: await storedConnector(c.var.deps, principal.user.id, access),
      accountId: netsuiteRealm(access.accountId),
      sandbox: isSandboxAccount(c.var.deps, access.accountId),
    };
  } catch (error) {
    throw netsuiteFailure(error, code, message);
  }
}

/** The caller's connector, or 409 `Not connected to NetSuite`. */
export async function connectedConnector(
  c: Context<AppEnv>,
  code: string,
  message: string,
): Promise<NetsuiteConnector> {
  return (await connectedAccount(c, code, message)).connector;
}
