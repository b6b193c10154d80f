/**
 * `npm run bench` (API part): requests per second of `GET /healthz` and of a signed-in
 * `GET /api/auth/me`, next to a bare Hono "hello" measured in the same run on the same machine.
 * Each server is its own process; autocannon drives it from this one. Figures are printed,
 * never asserted: they depend on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnServer } from '../src/test/spawn-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-bench-'));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const bare = await spawnServer(here('./bare-hono.ts'), {}, '/hello', { discardStdout: true });
// The API logs a line a request, as in production; reading them here would take CPU from the load.
const api = await spawnServer(
  here('../src/main.ts'),
  { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' },
  '/healthz',
  { discardStdout: true },
);
try {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (login.status !== 200 || !cookie) throw new Error(`signing in for the benchmark failed: ${login.status}`);

  const results = [
    await measure('bare Hono GET /hello', `${bare.url}/hello`),
    await measure('GET /healthz', `${api.url}/healthz`),
    await measure('GET /api/auth/me (signed in)', `${api.url}/api/auth/me`, { cookie }),
  ];
  const baseline = results[0]?.requestsPerSecond ?? 1;
  console.log(
    `\nAPI throughput on ${cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PGlite database:`,
  );
  console.log('  endpoint                          req/s    p50 ms  p99 ms  errors  ratio to bare Hono');
  for (const { name, requestsPerSecond, p50, p99, errors } of results) {
    console.log(
      `  ${name.padEnd(32)} ${requestsPerSecond.toFixed(0).padStart(7)} ${String(p50).padStart(8)} ${String(p99).padStart(7)} ${String(errors).padStart(7)}  ${(requestsPerSecond / baseline).toFixed(2)}`,
    );
  }
} finally {
  bare.stop();
  api.stop();
  await rm(dataDir, { recursive: true, force: true });
}
