import { DYNAMICS_MESSAGES } from '@erp-agent/core';
import type { Context } from 'hono';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { DynamicsConnector } from '../../dynamics/connector/index.ts';
import { DynamicsConnectionStore } from '../../dynamics/credentials/connection-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { dynamicsConnectorFor } from './dynamics-connector-for.ts';
import { dynamicsFailure } from './dynamics-failure.ts';

export function dynamicsConnections(c: Context<AppEnv>): DynamicsConnectionStore {
  return new DynamicsConnectionStore(c.var.deps.database.db, c.var.deps.credentialCipher);
}

/** The caller's connector, or 409 `Not connected to Dynamics 365`. */
export async function connectedDynamics(c: Context<AppEnv>, code: string, message: string): Promise<DynamicsConnector> {
  const principal = requirePrincipal(c);
  try {
    const access = await dynamicsConnections(c).read(principal.user.id);
    if (!access) throw new ApiError(409, 'dynamics_not_connected', DYNAMICS_MESSAGES.notConnected);
    return await dynamicsConnectorFor(c.var.deps, principal.user.id, access);
  } catch (error) {
    throw dynamicsFailure(error, code, message);
  }
}
