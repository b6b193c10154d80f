import { createHash } from 'node:crypto';
import { dynamicsCalls } from '../../db/schema.ts';
import {
  type CallTiming,
  createDynamicsConnector,
  type DynamicsConnector,
  environmentEndpoints,
  normalizeEnvironmentUrl,
  sandboxEndpoints,
} from '../../dynamics/connector/index.ts';
import type { DynamicsAccess } from '../../dynamics/credentials/connection-store.ts';
import { createDynamicsSandboxApp, type DynamicsSandboxApp } from '../../dynamics/sandbox/http/sandbox-app.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import { connectorPolicy } from '../netsuite/connector-policy.ts';
import { settingsInForce } from '../settings/settings.service.ts';

/**
 * The sandbox is reached in process, as NetSuite's is: the same requests, answered by the app the
 * API mounts, without a socket. This host never resolves; it only has to be one the app accepts.
 */
const SANDBOX_BASE_URL = 'http://dynamics-sandbox.internal';

const sandboxApps = new WeakMap<object, DynamicsSandboxApp>();

/** Whether an environment is the embedded sandbox's, for this tenant. */
export function isDynamicsSandbox(deps: AppDeps, access: Pick<DynamicsAccess, 'tenantId' | 'environmentUrl'>): boolean {
  const tenant = deps.dynamicsSandbox?.tenant;
  return (
    tenant !== undefined &&
    access.tenantId.toLowerCase() === tenant.tenantId &&
    normalizeEnvironmentUrl(access.environmentUrl).toLowerCase() === tenant.environmentUrl
  );
}

/**
 * Connectors are kept per credentials and settings, so their cached access token serves every
 * request until it nears expiry instead of each request asking Entra ID for one.
 */
const connectors = new WeakMap<AppDeps, Map<string, DynamicsConnector>>();

function keyOf(userId: string, access: DynamicsAccess, policy: unknown): string {
  return createHash('sha256')
    .update(
      JSON.stringify([userId, access.tenantId, access.clientId, access.environmentUrl, access.credential, policy]),
    )
    .digest('hex');
}

/** Records each call's duration for the dashboard; a failure to record is logged, never the call's failure. */
function recordTimings(deps: AppDeps, userId: string): (timing: CallTiming) => void {
  return (timing) => {
    deps.database.db
      .insert(dynamicsCalls)
      .values({
        userId,
        operation: timing.operation,
        durationMs: Math.round(timing.durationMs),
        status: timing.status ?? null,
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'a Dataverse call timing could not be recorded'));
  };
}

/**
 * The connector for a user's access: to the embedded sandbox when the tenant and environment are
 * the sandbox's, to Entra ID and the environment otherwise. Retries and the timeout of each try
 * come from Settings › Integrations; every call's duration is recorded for the user.
 */
export async function dynamicsConnectorFor(
  deps: AppDeps,
  userId: string,
  access: DynamicsAccess,
): Promise<DynamicsConnector> {
  const settings = await settingsInForce(deps.database.db);
  const policy = connectorPolicy(settings.integrations);
  const key = keyOf(userId, access, policy);
  let cache = connectors.get(deps);
  if (!cache) {
    cache = new Map();
    connectors.set(deps, cache);
  }
  const cached = cache.get(key);
  if (cached) return cached;
  const options = {
    logger: deps.logger.child({ component: 'dynamics-connector' }),
    onCall: recordTimings(deps, userId),
    ...policy,
  };
  const config = {
    tenantId: access.tenantId,
    clientId: access.clientId,
    credential: access.credential,
    environmentUrl: access.environmentUrl,
  };
  let connector: DynamicsConnector;
  if (deps.dynamicsSandbox && isDynamicsSandbox(deps, access)) {
    const sandbox = deps.dynamicsSandbox;
    let app = sandboxApps.get(sandbox);
    if (!app) {
      app = createDynamicsSandboxApp(sandbox);
      sandboxApps.set(sandbox, app);
    }
    const sandboxApp = app;
    connector = createDynamicsConnector(
      { ...config, endpoints: sandboxEndpoints(SANDBOX_BASE_URL, access.tenantId, access.environmentUrl) },
      { ...options, allowHttp: true, fetch: async (url, init) => sandboxApp.fetch(new Request(url, init)) },
    );
  } else {
    connector = createDynamicsConnector(
      { ...config, endpoints: environmentEndpoints(access.tenantId, access.environmentUrl) },
      options,
    );
  }
  cache.set(key, connector);
  return connector;
}
