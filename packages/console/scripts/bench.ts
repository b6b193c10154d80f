/**
 * `npm run bench -w @erp-agent/console`: what the console costs a visitor, measured on this
 * machine. It builds the console, prints the gzipped JavaScript `/`, `/dashboard` and `/users` load
 * before they paint (the budgets `check-size.ts` holds them to) and what the heaviest route adds,
 * then serves the built product (the API's dist with this build) on a
 * fresh database and prints Lighthouse performance scores of `/` and, signed in, `/dashboard` and `/users`,
 * in Debian’s Chromium. A run Lighthouse fails to measure (a runtime error such as NO_NAVSTART) is
 * run again, up to three times, and the bench says so. `BENCH_RUNS=5` measures each page five
 * times and prints the median, with the load average before and after. It prints figures; it
 * asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildChunks, consoleDir } from './build-chunks.ts';
import { chunkFor, closure, routeLoads, routeWeights, totalGzip } from './bundle-sizes.ts';
import { lighthouseScore, measureWithRetries } from './lighthouse-score.ts';

const apiMain = resolve(consoleDir, '../api/dist/main.js');
const port = Number(process.env.BENCH_PORT ?? 4401);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The seeded admin's first password, and the one the bench gives it on its own fresh database. */
const FIRST_PASSWORD = 'admin';
const BENCH_PASSWORD = 'Bench-Console-Password-9';

/** Runs of one page and preset in all, when Lighthouse fails to measure it (NO_NAVSTART and the like). */
const LIGHTHOUSE_ATTEMPTS = 3;
/**
 * Measurements of each page and preset (`BENCH_RUNS`, 1 by default), printed each and then their
 * median: on a shared machine one run says little. `BENCH_PRESETS=mobile` skips the desktop runs.
 */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop')
  .split(',')
  .filter((preset): preset is 'mobile' | 'desktop' => preset === 'mobile' || preset === 'desktop');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function bundleFigures(): Promise<void> {
  const chunks = await buildChunks();
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('the console build has no entry chunk');
  const [heaviest] = routeWeights(chunks, join(consoleDir, 'src/'));
  const widget = chunkFor(chunks, 'widget/src/index.ts');

  console.log('console bundle (gzip at zlib default level, from this build)');
  // Each route runs the entry (router, root layout), then its layouts and screen in parallel.
  for (const route of routeLoads(chunks)) {
    console.log(`  ${`JavaScript before ${route.path} paints:`.padEnd(38)}${kb(route.gzip)} in ${route.files} files`);
  }
  console.log(`  of which the entry chunk:             ${kb(totalGzip(chunks, closure(chunks, entry.fileName)))}`);
  if (heaviest !== undefined) {
    console.log(
      `  largest route chunk:                  ${kb(heaviest.addedGzip)} (${heaviest.module}, beyond the entry)`,
    );
  }
  console.log(`  floating assistant, when idle:        ${kb(totalGzip(chunks, closure(chunks, widget.fileName)))}`);
}

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((settle) => setTimeout(settle, 250));
  }
  throw new Error(`the API did not answer ${origin}/healthz within 60 s`);
}

function sessionCookie(response: Response, fallback?: string): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('erp_session='));
  const value = cookie?.split(';')[0] ?? fallback;
  if (value === undefined) throw new Error(`no session cookie in the answer (${response.status})`);
  return value;
}

/** Signs the seeded admin in, replacing its first password, and returns the session cookie. */
async function signIn(): Promise<string> {
  const json = { 'Content-Type': 'application/json', Origin: origin };
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: FIRST_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const cookie = sessionCookie(login);
  const changed = await fetch(`${origin}/api/auth/password`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ currentPassword: FIRST_PASSWORD, newPassword: BENCH_PASSWORD }),
  });
  if (!changed.ok) throw new Error(`changing the first password answered ${changed.status}`);
  return sessionCookie(changed, cookie);
}

async function lighthouseFigures(): Promise<void> {
  if (!existsSync(apiMain)) {
    console.log('lighthouse: skipped, the API is not built (npm run build -w @erp-agent/api)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const server = spawn(process.execPath, [apiMain], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(server);
    const cookie = await signIn();
    console.log(`lighthouse performance (${chromePath}, headless, this machine; simulated throttling)`);
    console.log(`  load average at the start: ${load()}`);
    for (const [path, headers] of [
      ['/', undefined],
      ['/dashboard', { Cookie: cookie }],
      ['/users', { Cookie: cookie }],
    ] as const) {
      for (const preset of presets) {
        const scores: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const { result, retriedAfter } = await measureWithRetries(
            () => lighthouseScore({ url: `${origin}${path}`, preset, chromePath, ...(headers ? { headers } : {}) }),
            LIGHTHOUSE_ATTEMPTS,
          );
          for (const error of retriedAfter) console.log(`  ${path} ${preset}: measured again after ${error.message}`);
          const { score, metrics, finalUrl } = result;
          scores.push(score);
          const details = Object.entries(metrics)
            .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
            .join(', ');
          const landed = new URL(finalUrl).pathname === path ? '' : `, ended at ${finalUrl}`;
          console.log(`  ${path.padEnd(11)} ${preset.padEnd(8)} ${String(score).padStart(3)}   (${details}${landed})`);
        }
        if (runs > 1) {
          console.log(`  ${path.padEnd(11)} ${preset.padEnd(8)} median ${median(scores)} of ${scores.join(', ')}`);
        }
      }
    }
    console.log(`  load average at the end: ${load()}`);
  } finally {
    server.kill();
    await new Promise((settle) => server.once('exit', settle));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bundleFigures();
await lighthouseFigures();
