import { createHash } from 'node:crypto';
import type { AppDeps } from '../../lib/app-env.ts';
import { SapCallLog } from '../../sap/calls/sap-call-log.ts';
import { createSapConnector, type FetchFunction, type SapConnector } from '../../sap/connector/index.ts';
import type { SapAccess } from '../../sap/credentials/sap-connection-store.ts';
import { createSapSandboxApp, SAP_SANDBOX_PREFIX, type SapSandboxApp } from '../../sap/sandbox/http/sandbox-app.ts';
import { connectorPolicy } from '../netsuite/connector-policy.ts';
import { settingsInForce } from '../settings/settings.service.ts';

/**
 * The Service Layer root as the connector uses it: scheme, host and port as typed, then the path
 * up to and including `/b1s/vN/`; an address without a version gets `/b1s/v2/`.
 */
export function serviceRootOf(url: string): string {
  const parsed = new URL(url.trim());
  const match = /^(.*?\/b1s\/v[12])(?:\/.*)?$/.exec(parsed.pathname);
  const path = match ? `${match[1]}/` : `${parsed.pathname.replace(/\/+$/, '')}/b1s/v2/`;
  return `${parsed.origin}${path}`;
}

/** Whether an access names the embedded sandbox's company under its path, on any host. */
export function isSapSandbox(deps: AppDeps, access: Pick<SapAccess, 'serviceRoot' | 'companyDb'>): boolean {
  if (!deps.sapSandbox) return false;
  return (
    access.companyDb === deps.sapSandbox.account.companyDb &&
    new URL(access.serviceRoot).pathname.startsWith(`${SAP_SANDBOX_PREFIX}/b1s/`)
  );
}

const sandboxApps = new WeakMap<object, SapSandboxApp>();

/** The sandbox reached in process, as the NetSuite sandbox is: same requests, no socket. */
function sandboxFetch(deps: NonNullable<AppDeps['sapSandbox']>): FetchFunction {
  let app = sandboxApps.get(deps);
  if (!app) {
    app = createSapSandboxApp(deps, SAP_SANDBOX_PREFIX);
    sandboxApps.set(deps, app);
  }
  const sandbox = app;
  return async (url, init) => sandbox.fetch(new Request(url, init));
}

/** Each app's call records still being written, so a screen reads figures that include them. */
const pendingRecords = new WeakMap<AppDeps, Set<Promise<void>>>();

/** Waits for the call records already under way. */
export async function recordedCalls(deps: AppDeps): Promise<void> {
  await Promise.allSettled([...(pendingRecords.get(deps) ?? [])]);
}

/** Open connectors, so a user's Service Layer session is reused across requests rather than one login each. */
const connectors = new WeakMap<AppDeps, Map<string, SapConnector>>();
const MAX_OPEN_CONNECTORS = 500;

function identity(userId: string, access: SapAccess): string {
  const password = createHash('sha256').update(access.password).digest('base64url');
  return [userId, access.serviceRoot, access.companyDb, access.userName, password].join('\n');
}

/** Logs a connector out in the background: it was replaced, and nothing waits for its session. */
function retire(deps: AppDeps, connector: SapConnector): void {
  connector.logout().catch((error: unknown) => deps.logger.warn({ err: error }, 'Service Layer logout failed'));
}

/**
 * The connector for a user's access: the sandbox in process when the access names it, Service
 * Layer over HTTPS otherwise; retries and each try's timeout from Settings › Integrations. Its
 * calls are recorded for the screens' response times and success rates.
 */
export async function sapConnectorFor(deps: AppDeps, userId: string, access: SapAccess): Promise<SapConnector> {
  let open = connectors.get(deps);
  if (!open) {
    open = new Map();
    connectors.set(deps, open);
  }
  const settings = await settingsInForce(deps.database.db);
  const policy = connectorPolicy(settings.integrations);
  // The policy is part of the key, so a change in Settings › Integrations reaches the next request.
  const prefix = identity(userId, access);
  const key = `${prefix}\n${JSON.stringify(policy)}`;
  const existing = open.get(key);
  if (existing) return existing;
  for (const [other, connector] of open) {
    if (!other.startsWith(`${prefix}\n`)) continue;
    open.delete(other);
    retire(deps, connector);
  }
  const log = new SapCallLog(deps.database.db);
  const logger = deps.logger.child({ component: 'sap-connector' });
  const connector = createSapConnector(access, {
    ...policy,
    logger,
    onCall: (call) => {
      log
        .record(userId, 'call', call)
        .catch((error: unknown) => logger.warn({ err: error }, 'a Service Layer call was not recorded'));
    },
    ...(deps.sapSandbox && isSapSandbox(deps, access) ? { fetch: sandboxFetch(deps.sapSandbox) } : {}),
  });
  if (open.size >= MAX_OPEN_CONNECTORS) {
    const oldest = open.keys().next().value;
    if (oldest !== undefined) open.delete(oldest);
  }
  open.set(key, connector);
  return connector;
}

/** Forgets a user's open connectors, logging their sessions out. */
export async function closeSapConnectors(deps: AppDeps, userId: string): Promise<void> {
  const open = connectors.get(deps);
  if (!open) return;
  for (const [key, connector] of open) {
    if (!key.startsWith(`${userId}\n`)) continue;
    open.delete(key);
    await connector.logout().catch((error: unknown) => deps.logger.warn({ err: error }, 'Service Layer logout failed'));
  }
}
