/**
 * `npm run bench` (API part): requests per second of `GET /healthz` and of a signed-in
 * `GET /api/auth/me`, next to a bare Hono "hello" measured in the same run on the same machine.
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
 * - Bare Hono is measured first and again last, and ratios are to the mean of the two, so load
 *   from elsewhere that comes or goes during the run favours neither side.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type SpawnedServer, spawnServer } from '../src/test/spawn-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 5;
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

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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

pin(process.pid, LOAD_CORE);
const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-bench-'));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const bare = pinServer(await spawnServer(here('./bare-hono.ts'), {}, '/hello', { discardStdout: true }));
// The API logs a line a request, as in production; reading them here would take CPU from the load.
const api = pinServer(
  await spawnServer(
    here('../src/main.ts'),
    { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', NETSUITE_SANDBOX: 'false' },
    '/healthz',
    { discardStdout: true },
  ),
);
try {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (login.status !== 200 || !cookie) throw new Error(`signing in for the benchmark failed: ${login.status}`);

  const bareFirst = await measure('bare Hono GET /hello (first)', `${bare.url}/hello`);
  const healthz = await measure('GET /healthz', `${api.url}/healthz`);
  const me = await measure('GET /api/auth/me (signed in)', `${api.url}/api/auth/me`, { cookie });
  const bareLast = await measure('bare Hono GET /hello (last)', `${bare.url}/hello`);
  const baseline = (bareFirst.requestsPerSecond + bareLast.requestsPerSecond) / 2;

  console.log(
    `\nAPI throughput on ${cpus().length} cores (${canPin ? 'server and load pinned to a core each' : 'not pinned'}), ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, PGlite database:`,
  );
  console.log('  endpoint                          req/s    p50 ms  p99 ms  errors  ratio to bare Hono (mean)');
  for (const { name, requestsPerSecond, p50, p99, errors } of [bareFirst, bareLast, healthz, me]) {
    console.log(
      `  ${name.padEnd(32)} ${requestsPerSecond.toFixed(0).padStart(7)} ${String(p50).padStart(8)} ${String(p99).padStart(7)} ${String(errors).padStart(7)}  ${(requestsPerSecond / baseline).toFixed(2)}`,
    );
  }
} finally {
  bare.stop();
  api.stop();
  await rm(dataDir, { recursive: true, force: true });
}
