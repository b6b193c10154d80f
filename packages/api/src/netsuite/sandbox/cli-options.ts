import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULTS_PATH } from './faults/index.ts';

export const USAGE = `Usage: sandbox [--port 8788] [--host 127.0.0.1] [--scale 3000] [--seed 1] [--data-dir DIR] [--timeout-ms 15000]
               [--redirect-uri URI]... [--access-token-seconds 3600] [--faults]

  --scale                 transactions to generate (100 to 1,000,000)
  --data-dir              keep the database here, reused while seed, scale and day are unchanged (default: in memory)
  --redirect-uri          an OAuth 2.0 redirect URI to accept (repeat for several), e.g. https://oauth.pstmn.io/v1/callback
  --access-token-seconds  OAuth 2.0 access token lifetime (1 to 3600), shorter to see tokens expire
  --faults                tests only: serve the fault injection control at ${FAULTS_PATH} (refused when NODE_ENV is production)
  SECRET_KEY              (environment) derives the consumer, demo token and OAuth 2.0 client; without it they change every start`;

/** What the standalone sandbox is started with, checked. */
export interface SandboxCliOptions {
  readonly help: boolean;
  readonly port: number;
  readonly host: string;
  readonly scale: number;
  readonly seed: number;
  readonly dataDir: string | undefined;
  readonly statementTimeoutMs: number;
  readonly redirectUris: readonly string[];
  readonly accessTokenSeconds: number;
  /** Serve the test-only fault injection control, as NETSUITE_SANDBOX_FAULTS does for the embedded sandbox. */
  readonly faults: boolean;
}

/** A bad option, its message naming it; the caller prints it with the usage. */
export class SandboxUsageError extends Error {
  readonly code = 'invalid_option';

  constructor(message: string) {
    super(message);
    this.name = 'SandboxUsageError';
  }
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SandboxUsageError(`--${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  }
  return value;
}

/** Reads the command line (`args`) and the environment's NODE_ENV, refusing what cannot run. */
export function parseSandboxCli(args: readonly string[], nodeEnv: string | undefined): SandboxCliOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(args));
  } catch (error) {
    throw new SandboxUsageError(error instanceof Error ? error.message : String(error));
  }
  // The control makes the sandbox fail on request and takes no authentication: never on a live server.
  if (values.faults && nodeEnv === 'production') {
    throw new SandboxUsageError('--faults is for tests and is refused when NODE_ENV is production.');
  }
  return {
    help: values.help,
    port: wholeNumber('port', values.port, 1, 65_535),
    host: values.host,
    scale: wholeNumber('scale', values.scale, 100, 1_000_000),
    seed: wholeNumber('seed', values.seed, 0, 2 ** 31 - 1),
    dataDir: values['data-dir'] === undefined ? undefined : resolve(values['data-dir']),
    statementTimeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 100, 600_000),
    redirectUris: values['redirect-uri'],
    accessTokenSeconds: wholeNumber('access-token-seconds', values['access-token-seconds'], 1, 3600),
    faults: values.faults,
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: {
      port: { type: 'string', default: '8788' },
      host: { type: 'string', default: '127.0.0.1' },
      scale: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      'timeout-ms': { type: 'string', default: '15000' },
      'redirect-uri': { type: 'string', multiple: true, default: [] },
      'access-token-seconds': { type: 'string', default: '3600' },
      faults: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
