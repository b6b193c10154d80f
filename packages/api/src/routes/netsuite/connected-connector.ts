import { NETSUITE_MESSAGES } from '@erp-agent/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { NetsuiteConnector } from '../../netsuite/connector/index.ts';
import { ConnectionStore, type StoredConnection } from '../../netsuite/credentials/connection-store.ts';
import { netsuiteRealm } from '../../netsuite/tba/index.ts';
import { connectedErp, type ErpConnection } from '../connected-erp/index.ts';
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

const NETSUITE: ErpConnection<StoredConnection, ConnectedAccount> = {
  read: (c, userId) => connections(c).read(userId),
  open: async (c, userId, access) => ({
    // TBA or OAuth 2.0, whichever the connection holds (a bearer token refreshed as it expires).
    connector: await storedConnector(c.var.deps, userId, access),
    accountId: netsuiteRealm(access.accountId),
    sandbox: isSandboxAccount(c.var.deps, access.accountId),
  }),
  notConnected: { code: 'netsuite_not_connected', message: NETSUITE_MESSAGES.notConnected },
  failure: netsuiteFailure,
};

/** The caller's account, or 409 `Not connected to NetSuite`; a failure to reach it as `code` and `message`. */
export async function connectedAccount(c: Context<AppEnv>, code: string, message: string): Promise<ConnectedAccount> {
  return connectedErp(c, NETSUITE, code, message);
}

/** The caller's connector, or 409 `Not connected to NetSuite`. */
export async function connectedConnector(
  c: Context<AppEnv>,
  code: string,
  message: string,
): Promise<NetsuiteConnector> {
  return (await connectedAccount(c, code, message)).connector;
}
