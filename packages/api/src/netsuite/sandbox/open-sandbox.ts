import type { Logger } from 'pino';
import { type DirectoryLock, lockDirectory } from '../../lib/directory-lock.ts';
import { MemoryNonceStore } from '../tba/index.ts';
import { type SandboxAccountOptions, sandboxAccount } from './account/sandbox-account.ts';
import { openWorkerEngine, type WorkerEngine } from './engine/worker-engine.ts';
import { SandboxFaults } from './faults/index.ts';
import type { IsoDate } from './generate/setup-rows.ts';
import type { SandboxDeps } from './http/sandbox-env.ts';
import { SANDBOX_SETUP_SQL } from './setup-sql.ts';

export interface OpenSandboxOptions {
  /** Where the sandbox database keeps its files; in memory when absent. */
  readonly dataDir?: string;
  /** Transactions to generate. */
  readonly scale: number;
  readonly seed: number;
  /** The last day of the generated history; the server's today when absent. */
  readonly today?: IsoDate;
  /** Derives the account's consumer and demo token: see `sandboxAccount`. */
  readonly secretKey: string;
  readonly consumer?: { readonly key: string; readonly secret: string };
  /** The OAuth 2.0 client, certificate and redirect URIs configured besides the derived ones. */
  readonly oauth?: SandboxAccountOptions['oauth'];
  /** OAuth 2.0 access token lifetime in seconds, shortened for tests; NetSuite's hour otherwise. */
  readonly accessTokenSeconds?: number;
  readonly statementTimeoutMs: number;
  readonly logger: Logger;
  /** Serve the test-only fault injection control (NETSUITE_SANDBOX_FAULTS). */
  readonly faults?: boolean;
}

export interface RunningSandbox {
  /** What the sandbox app is built from. */
  readonly deps: SandboxDeps;
  readonly engine: WorkerEngine;
  close(): Promise<void>;
}

/** Today in the server's time zone, as the day a NetSuite user there would call today. */
export function localIsoDate(now = new Date()): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Starts the sandbox: its database in a worker thread, loaded with the company for this seed,
 * scale and day (generated only when the stored one differs), and its account and demo token.
 * It returns once the directory is claimed, the engine still starting (`engine.ready`): its
 * requests wait for it.
 * A data directory is claimed for this process first: another process already serving the
 * sandbox from it is refused with `DirectoryInUseError`, before PGlite could corrupt its files.
 */
export async function openSandbox(options: OpenSandboxOptions): Promise<RunningSandbox> {
  const company = { seed: options.seed, scale: options.scale, today: options.today ?? localIsoDate() };
  const started = performance.now();
  const lock: DirectoryLock | undefined =
    options.dataDir === undefined ? undefined : await lockDirectory(options.dataDir);
  let engine: WorkerEngine;
  try {
    engine = openWorkerEngine({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      company,
      setupSql: SANDBOX_SETUP_SQL,
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // Not awaited: requests wait for the engine by themselves, so a server serves meanwhile.
  engine.ready.then(
    (loaded) =>
      options.logger.info(
        { ...company, outcome: loaded, ms: Math.round(performance.now() - started) },
        loaded === 'loaded' ? 'NetSuite sandbox company generated' : 'NetSuite sandbox company reused',
      ),
    (error: unknown) =>
      options.logger.error({ err: error }, 'the NetSuite sandbox could not start: its requests fail until a restart'),
  );
  const account = sandboxAccount({
    secretKey: options.secretKey,
    ...(options.consumer === undefined ? {} : { consumer: options.consumer }),
    ...(options.oauth === undefined ? {} : { oauth: options.oauth }),
  });
  return {
    deps: {
      engine,
      account,
      nonces: new MemoryNonceStore(),
      logger: options.logger,
      statementTimeoutMs: options.statementTimeoutMs,
      ...(options.faults ? { faults: new SandboxFaults() } : {}),
      ...(options.accessTokenSeconds === undefined ? {} : { accessTokenSeconds: options.accessTokenSeconds }),
    },
    engine,
    async close() {
      await engine.close();
      await lock?.release();
    },
  };
}
