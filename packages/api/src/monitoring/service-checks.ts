import type { ConnectorCircuit, ServiceCheck } from '@erp-agent/core';
import type { AppDeps } from '../lib/app-env.ts';
import type { CircuitStatus, NetsuiteConnector } from '../netsuite/connector/index.ts';
import { ConnectionStore } from '../netsuite/credentials/connection-store.ts';
import { databaseHealth } from '../routes/health/database-health.ts';
import { circuitStatusOf } from '../routes/netsuite/account-guards.ts';
import { connectorFor } from '../routes/netsuite/netsuite-connector-for.ts';
import { storedConnector } from '../routes/netsuite/stored-connector.ts';
import { probeNetsuite } from './probe-netsuite.ts';
import { serverMonitor } from './server-monitor.ts';

/** How long the LLM endpoint may take to list its models before it counts as down. */
const LLM_PROBE_TIMEOUT_MS = 5000;

async function checkDatabase(deps: AppDeps): Promise<ServiceCheck> {
  const health = await databaseHealth(deps.database);
  serverMonitor.noteDatabase(health.status, health.error);
  return {
    id: 'database',
    name: 'Database',
    target: health.driver === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL (DATABASE_URL)',
    state: health.status,
    latencyMs: health.latencyMs,
    ...(health.error ? { error: health.error } : {}),
    checkedAt: new Date().toISOString(),
  };
}

/**
 * The embedded sandbox when it runs (checked with its demo token), otherwise the caller's own
 * connection to a real account: the server holds no token of its own for a real account.
 */
async function checkNetsuite(deps: AppDeps, userId: string): Promise<ServiceCheck> {
  const base = { id: 'netsuite', name: 'NetSuite connector' } as const;
  let target: string;
  let connect: (() => Promise<NetsuiteConnector>) | null;
  let accountId: string | undefined;
  if (deps.sandbox) {
    const { demoTokenId, demoTokenSecret } = deps.sandbox.account;
    const sandboxAccountId = deps.sandbox.account.accountId;
    accountId = sandboxAccountId;
    target = `Embedded NetSuite sandbox (account ${sandboxAccountId})`;
    connect = () =>
      connectorFor(deps, { accountId: sandboxAccountId, tokenId: demoTokenId, tokenSecret: demoTokenSecret });
  } else {
    const stored = await new ConnectionStore(deps.database.db, deps.credentialCipher).read(userId).catch(() => null);
    accountId = stored?.accountId;
    target = stored ? `NetSuite account ${stored.accountId} (your connection)` : 'NetSuite';
    connect = stored ? () => storedConnector(deps, userId, stored) : null;
  }
  if (connect === null) {
    return {
      ...base,
      target,
      state: 'not_configured',
      latencyMs: null,
      error: 'No embedded sandbox, and no NetSuite account of yours to check.',
      checkedAt: new Date().toISOString(),
    };
  }
  const probe = await probeNetsuite(connect);
  // Read after the probe, which may have been the call that opened or closed it.
  const circuit = accountId === undefined ? undefined : circuitStatusOf(deps, accountId);
  return {
    ...base,
    target,
    state: probe.ok ? 'up' : 'down',
    latencyMs: probe.latencyMs,
    ...(probe.error ? { error: probe.error } : {}),
    checkedAt: new Date().toISOString(),
    ...(circuit ? { circuit: withoutAccount(circuit) } : {}),
  };
}

function withoutAccount({ accountId: _accountId, ...circuit }: CircuitStatus): ConnectorCircuit {
  return circuit;
}

/** The model endpoint lists its models: proof it answers and takes the key. */
async function checkLlm(baseUrl: string, apiKey: string | undefined): Promise<ServiceCheck> {
  const url = `${baseUrl.replace(/\/+$/, '')}/models`;
  const started = performance.now();
  const base = { id: 'llm', name: 'LLM endpoint', target: baseUrl } as const;
  try {
    const response = await fetch(url, {
      headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(LLM_PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const latencyMs = Math.round(performance.now() - started);
    return response.ok
      ? { ...base, state: 'up', latencyMs, checkedAt: new Date().toISOString() }
      : {
          ...base,
          state: 'down',
          latencyMs,
          error: `GET ${url} answered ${response.status}`,
          checkedAt: new Date().toISOString(),
        };
  } catch (error) {
    return {
      ...base,
      state: 'down',
      latencyMs: null,
      error: error instanceof Error ? error.message : String(error),
      checkedAt: new Date().toISOString(),
    };
  }
}

/** Database, NetSuite connector or sandbox, and the LLM endpoint when one is configured, checked at once. */
export async function checkServices(deps: AppDeps, userId: string): Promise<ServiceCheck[]> {
  const { LLM_BASE_URL, LLM_API_KEY } = deps.env;
  return Promise.all([
    checkDatabase(deps),
    checkNetsuite(deps, userId),
    ...(LLM_BASE_URL ? [checkLlm(LLM_BASE_URL, LLM_API_KEY)] : []),
  ]);
}
