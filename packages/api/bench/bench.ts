/**
 * `npm run bench` (API part): requests per second of `GET /healthz` and of a signed-in
 * `GET /api/auth/me`, next to a bare Hono "hello" measured in the same run on the same machine,
 * and `/api/auth/me` again on a server that writes an access line for every request
 * (`LOG_LEVEL=debug`), to show what those lines cost.
 * Each server is its own process; autocannon drives it from this one. Figures are printed,
 * never asserted: they depend on the machine.
 *
 * Kept fair on a small, possibly shared, machine:
 * - One core for the server, another for the load. With `taskset` and at least two cores, each
 *   server, every thread of it, is pinned to core 0 and this process, which runs autocannon, to
 *   core 1. Otherwise the scheduler decides, differently from run to run, whether the load and
 *   the server share a core. Bare Hono and the API are pinned alike, and the API's helper
 *   threads (garbage collection, log writes) stay on the server's core, not the load's.
 * - The embedded NetSuite sandbox is off: it builds its company in a worker thread after
 *   start-up, which would compete for the cores while the API is measured. It has its own
 *   benchmark, `suiteql-bench.ts`.
 * - Every endpoint gets {@link WARM_UP_SECONDS} of traffic before it is measured: V8 needs
 *   seconds to optimise the API's longer path (bare Hono's in well under one), and a server in
 *   service runs warm.
 * - The machine may be shared (a virtual machine's neighbours come and go), so no endpoint is
 *   measured in one stretch: {@link ROUNDS} rounds each measure bare Hono, `/healthz` and
 *   `/api/auth/me` in turn, and each figure is the median of its rounds. Load that comes or goes
 *   during the run then touches every endpoint alike, and one bad stretch moves no median.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type SpawnedServer, spawnServer } from '../src/test/spawn-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 5;
const ROUNDS = 3;
const CONNECTIONS = 16;
const SERVER_CORE = '0';
const LOAD_CORE = '1';

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

interface Target {
  readonly name: string;
  readonly url: string;
  readonly headers?: Record<string, string>;
}

async function load({ url, headers = {} }: Target, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Warms every target up, then measures them in turn, {@link ROUNDS} times over. */
async function measureInRounds(targets: readonly Target[]): Promise<Figures[]> {
  for (const target of targets) await load(target, WARM_UP_SECONDS);
  const rounds: Awaited<ReturnType<typeof load>>[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) rounds[index]?.push(await load(target, DURATION_SECONDS));
  }
  return targets.map(({ name }, index) => {
    const results = rounds[index] ?? [];
    return {
      name,
      requestsPerSecond: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    };
  });
}

const canPin = cpus().length >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

/** Every thread of `pid` on `core`; threads it starts later inherit the setting. */
function pin(pid: number | undefined, core: string): void {
  if (canPin && pid !== undefined) execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', core, String(pid)]);
}

function pinServer(server: SpawnedServer): SpawnedServer {
  pin(server.process.pid, SERVER_CORE);
  return server;
}

/** Every server this run started, and the database folders of the API servers, for the cleanup. */
const servers: SpawnedServer[] = [];
const dataDirs: string[] = [];

/** An API server at this log level, on a database of its own, signed in as the seeded admin. */
async function startApi(logLevel: string): Promise<{ server: SpawnedServer; cookie: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-bench-'));
  dataDirs.push(dataDir);
  const server = pinServer(
    await spawnServer(
      fileURLToPath(new URL('../src/main.ts', import.meta.url)),
      { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: logLevel, NETSUITE_SANDBOX: 'false' },
      '/healthz',
      // Reading its lines here would take CPU from the load.
      { discardStdout: true },
    ),
  );
  servers.push(server);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (login.status !== 200 || !cookie) throw new Error(`signing in for the benchmark failed: ${login.status}`);
  return { server, cookie };
}

pin(process.pid, LOAD_CORE);
try {
  const bare = pinServer(
    await spawnServer(fileURLToPath(new URL('./bare-hono.ts', import.meta.url)), {}, '/hello', { discardStdout: true }),
  );
  servers.push(bare);
  // As in production: `info`, where quick successful reads write no access line.
  const api = await startApi('info');
  // With an access line for every request, to show what those lines cost.
  const verbose = await startApi('debug');

  const figures = await measureInRounds([
    { name: 'bare Hono GET /hello', url: `${bare.url}/hello` },
    { name: 'GET /healthz', url: `${api.server.url}/healthz` },
    { name: 'GET /api/auth/me (signed in)', url: `${api.server.url}/api/auth/me`, headers: { cookie: api.cookie } },
    {
      name: '  same, LOG_LEVEL=debug',
      url: `${verbose.server.url}/api/auth/me`,
      headers: { cookie: verbose.cookie },
    },
  ]);
  const baseline = figures[0]?.requestsPerSecond ?? Number.NaN;

  console.log(
    `\nAPI throughput on ${cpus().length} cores (${canPin ? 'server and load pinned to a core each' : 'not pinned'}), ` +
      `${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, PGlite database:`,
  );
  console.log('  endpoint                          req/s    p50 ms  p99 ms  errors  ratio to bare Hono');
  for (const { name, requestsPerSecond, p50, p99, errors } of figures) {
    console.log(
      `  ${name.padEnd(32)} ${requestsPerSecond.toFixed(0).padStart(7)} ${String(p50).padStart(8)} ${String(p99).padStart(7)} ${String(errors).padStart(7)}  ${(requestsPerSecond / baseline).toFixed(2)}`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
