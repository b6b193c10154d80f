import { DYNAMICS_MESSAGES } from '@erp-agent/core';
import type { Context } from 'hono';
import type { DynamicsConnector } from '../../dynamics/connector/index.ts';
import { DynamicsConnectionStore, type StoredDynamicsConnection } from '../../dynamics/credentials/connection-store.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { connectedErp, type ErpConnection } from '../connected-erp/index.ts';
import { dynamicsConnectorFor } from './dynamics-connector-for.ts';
import { dynamicsFailure } from './dynamics-failure.ts';

export function dynamicsConnections(c: Context<AppEnv>): DynamicsConnectionStore {
  return new DynamicsConnectionStore(c.var.deps.database.db, c.var.deps.credentialCipher);
}

const DYNAMICS: ErpConnection<StoredDynamicsConnection, DynamicsConnector> = {
  read: (c, userId) => dynamicsConnections(c).read(userId),
  open: (c, userId, access) => dynamicsConnectorFor(c.var.deps, userId, access),
  notConnected: { code: 'dynamics_not_connected', message: DYNAMICS_MESSAGES.notConnected },
  failure: dynamicsFailure,
};

/** The caller's connector, or 409 `Not connected to Dynamics 365`. */
export async function connectedDynamics(c: Context<AppEnv>, code: string, message: string): Promise<DynamicsConnector> {
  return connectedErp(c, DYNAMICS, code, message);
}
