/**
 * `npm run bench` (API part): what `npm start` costs when the tree is already built. First its
 * build step with nothing changed (scripts/build-changed.ts, run once before to bring the build
 * up to date), then how long the built server takes to answer `GET /healthz` on the embedded
 * database: the first start on an empty data directory (migrations, seed, the sandbox company
 * generated in the background), then restarts of that same data. Printed, never asserted.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.ts';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const BUILD_CHANGED = fileURLToPath(new URL('../../../scripts/build-changed.ts', import.meta.url));
const RESTARTS = 5;
const POLL_MS = 20;

/** Starts the built server and resolves with the milliseconds until `/healthz` answered 200. */
async function timeToHealthy(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
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
    if (healthy) return { ms: performance.now() - started, stop };
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
  const restarts: number[] = [];
  for (let round = 0; round < RESTARTS; round += 1) {
    const restart = await timeToHealthy(dataDir);
    restarts.push(restart.ms);
    await restart.stop();
  }
  console.log(
    `Start-up of the built server (node packages/api/dist/main.js), embedded database, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} after:`,
  );
  console.log(`  first start, empty data directory: ${(first.ms / 1000).toFixed(2)} s to /healthz`);
  console.log(
    `  restart of the same tree: median ${(median(restarts) / 1000).toFixed(2)} s over ${RESTARTS} (${restarts
      .map((ms) => (ms / 1000).toFixed(2))
      .join(', ')} s)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
