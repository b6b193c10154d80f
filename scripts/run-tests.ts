/**
 * `npm test`: every check and every test layer, in the order a failure is cheapest to read, then
 * one closing line `N passed, N failed` summing the tests of every layer that ran.
 *
 * Checks (lint, types, build) count as one test each. Each test layer writes a JSON report under
 * .test-reports/, which is where its counts come from.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { startTemporaryPostgres, type TemporaryPostgres } from './temporary-postgres.ts';

const REPORTS = '.test-reports';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  counts?: Counts;
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  return { ok: result.status === 0, seconds };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(file: string): Counts | undefined {
  const report = readJson(file) as
    | { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number }
    | undefined;
  if (typeof report?.numPassedTests !== 'number') return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file: string): Counts | undefined {
  const report = readJson(file) as
    | { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  if (!report?.stats) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const outcomes: Outcome[] = [];

/** A check that is not a test runner counts as one test: a failed lint shows in the closing line. */
function gate(name: string, command: string, args: string[]): boolean {
  const { ok, seconds } = run(name, command, args);
  outcomes.push({ name, ok, seconds, counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } });
  return ok;
}

/**
 * A layer whose report is missing crashed before counting: that is one failure, not zero. So is a
 * layer that failed with every test passing (an unhandled error between tests), so the closing
 * line never reads `0 failed` for a failing run.
 */
function layer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  counts: () => Counts | undefined,
) {
  const { ok, seconds } = run(name, command, args, env);
  const counted = counts() ?? { passed: 0, failed: 1, skipped: 0 };
  const failed = !ok && counted.failed === 0 ? 1 : counted.failed;
  outcomes.push({ name, ok: ok && failed === 0, seconds, counts: { ...counted, failed } });
}

gate('lint', 'npx', ['biome', 'check', '.']);
gate('typecheck', 'npm', ['run', 'typecheck']);
const built = gate('build', 'npm', ['run', 'build']);
// The widget's size budget (issues 6 and 20): the loader at most 5 KB gzip, every chunk together at most 40 KB.
if (built) gate('widget size', 'npm', ['run', 'check-size', '-w', '@erp-agent/widget']);
if (built) gate('console size', 'npm', ['run', 'check-size', '-w', '@erp-agent/console']);

// The API's integration tests run twice: on PGlite, and on this real PostgreSQL server.
let postgres: TemporaryPostgres | undefined;
try {
  postgres = await startTemporaryPostgres();
  console.log(`\n━━ PostgreSQL for the integration tests: ${postgres.url}`);
} catch (error) {
  console.error(`\n━━ PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`);
  outcomes.push({
    name: 'PostgreSQL server for the integration tests',
    ok: false,
    seconds: 0,
    counts: { passed: 0, failed: 1, skipped: 0 },
  });
}

const vitestReport = join(REPORTS, 'vitest.json');
try {
  layer(
    postgres ? 'unit and integration (PGlite and PostgreSQL)' : 'unit and integration (PGlite only)',
    'npx',
    [
      'vitest',
      'run',
      // A test file per core: Vitest's default leaves one core free, which on the 2-core CI machine
      // ran one file at a time while many of them wait on servers, child processes and timers.
      `--maxWorkers=${availableParallelism()}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    postgres ? { POSTGRES_TEST_URL: postgres.url } : {},
    () => vitestCounts(vitestReport),
  );
} finally {
  postgres?.stop();
}

const playwrightReport = join(REPORTS, 'playwright.json');
if (built) {
  layer(
    'end to end (Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    () => playwrightCounts(playwrightReport),
  );
} else {
  outcomes.push({
    name: 'end to end (Chromium): not run, the build failed',
    ok: false,
    seconds: 0,
    counts: { passed: 0, failed: 1, skipped: 0 },
  });
}

console.log('\n━━ summary');
for (const { name, ok, seconds, counts } of outcomes) {
  const detail = counts ? ` ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)${detail}`);
}
const total = outcomes.reduce(
  (sum, { counts }) => ({ passed: sum.passed + (counts?.passed ?? 0), failed: sum.failed + (counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
const allOk = outcomes.every(({ ok }) => ok);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(allOk ? 0 : 1);
