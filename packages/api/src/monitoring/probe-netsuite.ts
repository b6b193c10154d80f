import type { NetsuiteConnector } from '../netsuite/connector/index.ts';

/** How long a live check of a NetSuite account may take before it counts as down. */
export const NETSUITE_PROBE_TIMEOUT_MS = 10_000;

export interface NetsuiteProbe {
  readonly ok: boolean;
  readonly latencyMs: number | null;
  /** Why it failed, in words. */
  readonly error: string | null;
}

/** One authenticated call to the account (the connector's cheapest), timed. */
export async function probeNetsuite(connect: () => Promise<NetsuiteConnector>): Promise<NetsuiteProbe> {
  const started = performance.now();
  try {
    const connector = await connect();
    const verdict = await connector.verify({ signal: AbortSignal.timeout(NETSUITE_PROBE_TIMEOUT_MS) });
    const latencyMs = Math.round(performance.now() - started);
    return verdict.ok
      ? { ok: true, latencyMs, error: null }
      : { ok: false, latencyMs: null, error: verdict.error.message };
  } catch (error) {
    return { ok: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
  }
}
