import type { AppDeps } from '../lib/app-env.ts';
import { connectorFor, type NetsuiteAccess } from '../routes/netsuite/netsuite-connector-for.ts';

/** How long a live check of a NetSuite account may take before it counts as down. */
export const NETSUITE_PROBE_TIMEOUT_MS = 10_000;

export interface NetsuiteProbe {
  readonly ok: boolean;
  readonly latencyMs: number | null;
  /** Why it failed, in words. */
  readonly error: string | null;
}

/** One signed call to the account (the connector's cheapest), timed. */
export async function probeNetsuite(deps: AppDeps, access: NetsuiteAccess): Promise<NetsuiteProbe> {
  const started = performance.now();
  try {
    const connector = await connectorFor(deps, access);
    const verdict = await connector.verify({ signal: AbortSignal.timeout(NETSUITE_PROBE_TIMEOUT_MS) });
    const latencyMs = Math.round(performance.now() - started);
    return verdict.ok
      ? { ok: true, latencyMs, error: null }
      : { ok: false, latencyMs: null, error: verdict.error.message };
  } catch (error) {
    return { ok: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
  }
}
