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

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { displayValue?: string }>;
  runtimeError?: { message: string };
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
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.trim()}`));
      const report = JSON.parse(out) as Report;
      const score = report.categories.performance.score;
      if (score === null) return reject(new Error(`lighthouse gave no score: ${report.runtimeError?.message ?? err}`));
      const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? '?']));
      resolve({ score: Math.round(score * 100), metrics, finalUrl: report.finalDisplayedUrl });
    });
  });
}
