/**
 * `npm run bench` (API part): requests per second of `GET /healthz` and of a signed-in
 * `GET /api/auth/me`, next to a bare Hono "hello" measured in the same run on the same machine.
 * Each server is its own process; autocannon drives it from this one. Figures are printed,
 * never asserted: they depend on the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=@erp-agent/source', fileURLToPath(new URL(script, import.meta.url))],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      // The API logs a line a request, as in production; /dev/null keeps the terminal readable.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}${script.includes('bare') ? '/hello' : '/healthz'}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

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
const bare = await start('./bare-hono.ts', {});
const api = await start('../src/main.ts', { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' });
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
  bare.child.kill();
  api.child.kill();
  await rm(dataDir, { recursive: true, force: true });
}
