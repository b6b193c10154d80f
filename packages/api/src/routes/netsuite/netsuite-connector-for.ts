import { ApiError } from '../../lib/api-error.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import {
  type BearerCredentials,
  createNetsuiteConnector,
  type FetchFunction,
  type NetsuiteConnector,
  netsuiteAccountEndpoints,
  sandboxEndpoints,
} from '../../netsuite/connector/index.ts';
import { MetadataCache } from '../../netsuite/connector/metadata-cache.ts';
import { createSandboxApp, type SandboxApp } from '../../netsuite/sandbox/http/sandbox-app.ts';
import { netsuiteRealm } from '../../netsuite/tba/index.ts';
import { settingsInForce } from '../settings/settings.service.ts';
import { accountGuardFor } from './account-guards.ts';
import { connectorPolicy } from './connector-policy.ts';

/** A user's access token for one account, as the credentials form gives it or the store keeps it. */
export interface NetsuiteAccess {
  readonly accountId: string;
  readonly tokenId: string;
  readonly tokenSecret: string;
}

/**
 * The sandbox is reached in process: the same signed requests, answered by the same app the API
 * mounts, without a socket (the API may not know the address it is reachable at, and tests have
 * none). This host name never resolves; it only has to match what the sandbox sees.
 */
export const SANDBOX_BASE_URL = 'http://netsuite-sandbox.internal';

const sandboxApps = new WeakMap<object, SandboxApp>();

export function sandboxFetch(deps: NonNullable<AppDeps['sandbox']>): FetchFunction {
  let app = sandboxApps.get(deps);
  if (!app) {
    app = createSandboxApp(deps);
    sandboxApps.set(deps, app);
  }
  const sandbox = app;
  return async (url, init) => sandbox.fetch(new Request(url, init));
}

/** Whether an account id names the embedded sandbox, in any of NetSuite's spellings. */
export function isSandboxAccount(deps: AppDeps, accountId: string): boolean {
  return deps.sandbox !== undefined && netsuiteRealm(accountId) === netsuiteRealm(deps.sandbox.account.accountId);
}

/** Each app's cache of record-type metadata (Settings › Performance › cache expiry). */
const metadataCaches = new WeakMap<AppDeps, MetadataCache>();

function metadataCacheOf(deps: AppDeps): MetadataCache {
  let cache = metadataCaches.get(deps);
  if (!cache) {
    cache = new MetadataCache();
    metadataCaches.set(deps, cache);
  }
  return cache;
}

/**
 * An OAuth 2.0 connection's way in: its bearer token source, and whose it is, since record
 * metadata is cached per holder (a user, or the server's unattended access).
 */
export interface BearerAccess extends BearerCredentials {
  readonly holder: string;
}

/**
 * The connector for a user's access: to the embedded sandbox when the account is the sandbox's,
 * to the real account otherwise. A TBA token is signed with the server's integration record; an
 * OAuth 2.0 connection brings its bearer token source. Retries, the timeout of each try and how
 * long record metadata is kept come from the settings in force.
 */
export async function connectorFor(deps: AppDeps, access: NetsuiteAccess | BearerAccess): Promise<NetsuiteConnector> {
  const settings = await settingsInForce(deps.database.db);
  const identity =
    'bearer' in access
      ? `${netsuiteRealm(access.accountId)}:oauth2:${access.holder}`
      : `${netsuiteRealm(access.accountId)}:${access.tokenId}`;
  const cached = (connector: NetsuiteConnector) =>
    metadataCacheOf(deps).wrap(connector, identity, settings.performance.cacheExpiry);
  const options = {
    logger: deps.logger.child({ component: 'netsuite-connector' }),
    guard: accountGuardFor(deps, access.accountId),
    ...connectorPolicy(settings.integrations),
  };
  if (deps.sandbox && isSandboxAccount(deps, access.accountId)) {
    const { account } = deps.sandbox;
    const credentials =
      'bearer' in access
        ? { accountId: access.accountId, bearer: access.bearer }
        : { ...access, consumerKey: account.consumerKey, consumerSecret: account.consumerSecret };
    return cached(
      createNetsuiteConnector(
        { ...credentials, endpoints: sandboxEndpoints(SANDBOX_BASE_URL) },
        { fetch: sandboxFetch(deps.sandbox), ...options },
      ),
    );
  }
  if ('bearer' in access) {
    return cached(
      createNetsuiteConnector(
        { accountId: access.accountId, bearer: access.bearer, endpoints: netsuiteAccountEndpoints(access.accountId) },
        options,
      ),
    );
  }
  const { NETSUITE_CONSUMER_KEY: consumerKey, NETSUITE_CONSUMER_SECRET: consumerSecret } = deps.env;
  if (!consumerKey || !consumerSecret) {
    throw new ApiError(
      503,
      'netsuite_not_configured',
      'This server has no NetSuite integration record: set NETSUITE_CONSUMER_KEY and NETSUITE_CONSUMER_SECRET to connect a real account.',
    );
  }
  return cached(
    createNetsuiteConnector(
      { ...access, consumerKey, consumerSecret, endpoints: netsuiteAccountEndpoints(access.accountId) },
      options,
    ),
  );
}
