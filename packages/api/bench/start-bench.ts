/**
 * `npm run bench` (API part): what `npm start` costs when the tree is already built. First its
 * build step with nothing changed (scripts/build-changed.ts, run once before to bring the build
 * up to date), then how long the built server takes to answer `GET /healthz` on the embedded
 * database: the first start on an empty data directory (migrations, seed, the sandbox company
 * generated in the background), then restarts of that same data, each with the load average and
 * the server's CPU time beside it (on a busy machine the wall time is mostly waiting for a CPU).
 * Printed, never asserted.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.ts';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const BUILD_CHANGED = fileURLToPath(new URL('../../../scripts/build-changed.ts', import.meta.url));
const RESTARTS = 5;
const POLL_MS = 20;

/** What one start took: wall time to `/healthz`, the load average then, and the server's CPU time. */
interface Start {
  readonly ms: number;
  readonly load: number;
  /** The server process's CPU time (user and system, all its threads) until it was healthy; Linux only. */
  readonly cpuMs: number | undefined;
  readonly stop: () => Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux Node runs on. */
const USER_HZ = 100;

/** A process's user and system CPU time so far, from /proc; undefined where there is none. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, closed by the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    // Not Linux: the wall time and load stand alone.
    return undefined;
  }
}

const format = (start: Start) =>
  `${(start.ms / 1000).toFixed(2)} s at load ${start.load.toFixed(1)}${
    start.cpuMs === undefined ? '' : ` (CPU ${(start.cpuMs / 1000).toFixed(2)} s)`
  }`;

/** Starts the built server and resolves once `/healthz` answered 200, with what that took. */
async function timeToHealthy(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was healthy`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return { ms: performance.now() - started, load: loadavg()[0] ?? 0, cpuMs: cpuMsOf(child.pid), stop };
    }
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('the server was not healthy within two minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One run of npm start's build step, in milliseconds. */
function buildStep(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [BUILD_CHANGED], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error('scripts/build-changed.ts failed: run npm run build to see why');
  return performance.now() - started;
}

buildStep();
const upToDate = buildStep();
console.log(`\nnpm start's build step with nothing changed: ${(upToDate / 1000).toFixed(2)} s`);

const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-start-bench-'));
try {
  const first = await timeToHealthy(dataDir);
  // Let the first start finish generating the sandbox company, which the restarts then reuse.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  await first.stop();
  const restarts: Start[] = [];
  for (let round = 0; round < RESTARTS; round += 1) {
    const restart = await timeToHealthy(dataDir);
    restarts.push(restart);
    await restart.stop();
  }
  console.log(
    `Start-up of the built server (node packages/api/dist/main.js), embedded database, ${cpus().length} cores, each with the 1-minute load average when it was healthy:`,
  );
  console.log(`  first start, empty data directory: ${format(first)} to /healthz`);
  console.log(
    `  restart of the same tree: median ${(median(restarts.map((restart) => restart.ms)) / 1000).toFixed(2)} s over ${RESTARTS}:`,
  );
  for (const restart of restarts) console.log(`    ${format(restart)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
