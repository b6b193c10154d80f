import { type Environment, PLATFORM_NAMES, PLATFORMS, type Platform } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { AppDeps, Principal } from '../../lib/app-env.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { probeNetsuite } from '../../monitoring/probe-netsuite.ts';
import { ConnectionStore, type StoredConnection } from '../../netsuite/credentials/connection-store.ts';
import { CredentialUnreadableError } from '../../netsuite/credentials/credential-cipher.ts';
import { isSandboxAccount } from '../netsuite/netsuite-connector-for.ts';
import { storedConnector } from '../netsuite/stored-connector.ts';

/** NetSuite names sandbox accounts with a `-sb1` (or `_SB1`) suffix. */
const SANDBOX_SUFFIX = /[-_]sb\d*$/i;

function environmentName(deps: AppDeps, accountId: string): string {
  if (isSandboxAccount(deps, accountId)) return 'Sandbox (embedded)';
  return SANDBOX_SUFFIX.test(accountId) ? 'Sandbox' : 'Production';
}

async function lastNetsuiteUse(deps: AppDeps, userId: string): Promise<string | null> {
  const [row] = await queryRows(
    deps.database.db,
    sql`select max(created_at) as at from tool_calls
         where user_id = ${userId} and (tool like 'ns\\_%' or tool like 'sdf\\_%')`,
    z.object({ at: z.coerce.date().nullable() }),
  );
  return row?.at?.toISOString() ?? null;
}

/** The stored connection, or why there is none to check. */
async function storedConnection(deps: AppDeps, userId: string): Promise<StoredConnection | string> {
  try {
    return (await new ConnectionStore(deps.database.db, deps.credentialCipher).read(userId)) ?? 'No account connected.';
  } catch (error) {
    if (error instanceof CredentialUnreadableError) {
      return 'The stored connection cannot be opened (SECRET_KEY changed); connect again.';
    }
    throw error;
  }
}

async function netsuiteEnvironment(deps: AppDeps, userId: string): Promise<Environment> {
  const [stored, lastUsedAt] = await Promise.all([storedConnection(deps, userId), lastNetsuiteUse(deps, userId)]);
  const base = { platform: 'netsuite', lastUsedAt } as const;
  if (typeof stored === 'string') {
    return {
      ...base,
      name: PLATFORM_NAMES.netsuite,
      accountId: null,
      status: 'not_connected',
      detail: stored,
      connectedAt: null,
      latencyMs: null,
    };
  }
  const probe = await probeNetsuite(() => storedConnector(deps, userId, stored));
  return {
    ...base,
    name: environmentName(deps, stored.accountId),
    accountId: stored.accountId,
    status: probe.ok ? 'online' : 'offline',
    detail: probe.error,
    connectedAt: stored.connectedAt.toISOString(),
    latencyMs: probe.latencyMs,
  };
}

function underDevelopment(platform: Exclude<Platform, 'netsuite'>): Environment {
  return {
    platform,
    name: PLATFORM_NAMES[platform],
    accountId: null,
    status: 'not_connected',
    detail: `The ${PLATFORM_NAMES[platform]} connector is under development.`,
    connectedAt: null,
    lastUsedAt: null,
    latencyMs: null,
  };
}

/** The user's environments on the platforms they may reach (admins: all), NetSuite checked live. */
export async function environmentsOf(deps: AppDeps, principal: Principal): Promise<Environment[]> {
  const reachable = PLATFORMS.filter(
    (platform) => principal.user.role === 'admin' || principal.user.platforms.includes(platform),
  );
  return Promise.all(
    reachable.map((platform) =>
      platform === 'netsuite'
        ? netsuiteEnvironment(deps, principal.user.id)
        : Promise.resolve(underDevelopment(platform)),
    ),
  );
}
