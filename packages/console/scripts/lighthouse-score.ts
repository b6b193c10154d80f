import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

export interface LighthouseRun {
  readonly url: string;
  readonly preset: 'mobile' | 'desktop';
  /** Sent with every request of the page, such as the session cookie. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly chromePath: string;
}

export interface LighthouseResult {
  /** 0 to 100. */
  readonly score: number;
  readonly metrics: Readonly<Record<string, string>>;
  /** Where the page ended up: a signed-in page that lost its session would show `/login`. */
  readonly finalUrl: string;
}

/**
 * Lighthouse could not measure the page this time (its `runtimeError`, such as NO_NAVSTART or
 * PROTOCOL_TIMEOUT, which a loaded machine provokes now and then): worth another run, unlike a
 * missing Chromium or an unreadable report.
 */
export class LighthouseRuntimeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`lighthouse could not measure the page (${code}): ${message}`);
    this.name = 'LighthouseRuntimeError';
    this.code = code;
  }
}

/** Lighthouse's exit code when the debugger protocol timed out (cli/run.js). */
const PROTOCOL_TIMEOUT_EXIT = 67;

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { displayValue?: string }>;
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** One Lighthouse performance run in headless Chromium, through Lighthouse's own command line. */
export function lighthouseScore(run: LighthouseRun): Promise<LighthouseResult> {
  const args = [
    lighthouseCli,
    run.url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(run.preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(run.headers ? [`--extra-headers=${JSON.stringify(run.headers)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: run.chromePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data;
    });
    child.stderr.on('data', (data: Buffer) => {
      err += data;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      // On a runtime error Lighthouse still writes its report, then exits with 1.
      const report = readReport(out);
      const runtimeError = report?.runtimeError;
      if (runtimeError !== undefined)
        return reject(new LighthouseRuntimeError(runtimeError.code, runtimeError.message));
      if (code === PROTOCOL_TIMEOUT_EXIT) return reject(new LighthouseRuntimeError('PROTOCOL_TIMEOUT', err.trim()));
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.trim()}`));
      if (report === undefined) return reject(new Error(`lighthouse wrote no report: ${err.trim()}`));
      const score = report.categories.performance.score;
      if (score === null) return reject(new Error(`lighthouse gave no score: ${err.trim()}`));
      const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? '?']));
      resolve({ score: Math.round(score * 100), metrics, finalUrl: report.finalDisplayedUrl });
    });
  });
}

function readReport(out: string): Report | undefined {
  try {
    return JSON.parse(out) as Report;
  } catch {
    return undefined;
  }
}

/** What {@link measureWithRetries} hands back: the result, and the runtime errors it ran past. */
export interface RetriedResult<T> {
  readonly result: T;
  readonly retriedAfter: readonly LighthouseRuntimeError[];
}

/**
 * Runs `measure` again when it fails with a {@link LighthouseRuntimeError}, up to `attempts`
 * runs in all; any other failure, or the last runtime error, rejects.
 */
export async function measureWithRetries<T>(measure: () => Promise<T>, attempts: number): Promise<RetriedResult<T>> {
  const retriedAfter: LighthouseRuntimeError[] = [];
  for (;;) {
    try {
      return { result: await measure(), retriedAfter };
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || retriedAfter.length + 1 >= attempts) throw error;
      retriedAfter.push(error);
    }
  }
}
