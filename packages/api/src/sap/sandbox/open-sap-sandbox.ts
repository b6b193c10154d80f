import type { Logger } from 'pino';
import { type IsoDay, localToday } from './generate/days.ts';
import { type SapSandboxDeps, sapSandboxAccount } from './http/sandbox-deps.ts';
import { SessionStore } from './http/sessions.ts';
import { CompanyStore } from './store/company-store.ts';

export interface OpenSapSandboxOptions {
  /** Where the company is kept between starts; in memory only when absent. */
  readonly dataDir?: string;
  readonly seed: number;
  /** The company's today; the server's by default. */
  readonly today?: IsoDay;
  /** Derives the demo user's password. */
  readonly secretKey: string;
  readonly logger: Logger;
  /** For tests that move the clock past a session's timeout. */
  readonly now?: () => number;
}

/**
 * The embedded Service Layer's company and sessions. Generating the company takes a few
 * milliseconds, so it is done at start; a stored company of the same seed and day is reused.
 */
export async function openSapSandbox(options: OpenSapSandboxOptions): Promise<SapSandboxDeps> {
  const started = performance.now();
  const { store, outcome } = await CompanyStore.open({
    seed: options.seed,
    today: options.today ?? localToday(),
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
  });
  options.logger.info(
    { today: store.today, outcome, ms: Math.round(performance.now() - started) },
    outcome === 'generated' ? 'SAP sandbox company generated' : 'SAP sandbox company reused',
  );
  return {
    store,
    sessions: new SessionStore(options.now ? { now: options.now } : {}),
    account: sapSandboxAccount(options.secretKey),
    logger: options.logger,
  };
}
