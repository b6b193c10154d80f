/**
 * `npm run bench` (part): the agent's JSON endpoint answering a query prompt against the default
 * embedded sandbox, next to `GET /healthz` in the same run: latency (median and p95 of requests
 * sent one after another) and throughput (requests per second under concurrent load). Figures are
 * printed, never asserted: they depend on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnServer } from '../src/test/spawn-server.ts';

const PROMPT = 'list open invoices over 1,000 from last month';
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;
const PASSWORD = 'Bench-Admin-Pass-1';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-chat-bench-'));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
console.log('Starting the API with the default sandbox (generating the company takes a few seconds)…');
const api = await spawnServer(
  here('../src/main.ts'),
  { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD },
  '/healthz',
  { discardStdout: true },
);
try {
  const headers = (cookie = '') => ({
    'content-type': 'application/json',
    origin: api.url,
    ...(cookie ? { cookie } : {}),
  });
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await fetch(`${api.url}/api/auth/password`, {
    method: 'POST',
    headers: headers(cookie),
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: `${PASSWORD}-Changed` }),
  });
  const demo = await fetch(`${api.url}/functions/v1/netsuite/demo-credentials`, { headers: { cookie } }).then((r) =>
    r.json(),
  );
  const connected = await fetch(`${api.url}/functions/v1/netsuite/connect`, {
    method: 'POST',
    headers: headers(cookie),
    body: JSON.stringify(demo),
  });
  if (!connected.ok) throw new Error(`connecting the sandbox failed: ${connected.status}`);

  const body = JSON.stringify({ prompt: PROMPT });
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${api.url}/api/chatbot/process`, { method: 'POST', headers: headers(cookie), body });
    const reply = (await response.json()) as { result?: { results?: unknown[] } };
    if (!response.ok || !reply.result?.results)
      throw new Error(`the agent did not answer with a table: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await ask();
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) latencies.push(await ask());
  latencies.sort((a, b) => a - b);

  const load = async (url: string, options: Partial<autocannon.Options> = {}) => {
    await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options });
    return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  };
  const healthz = await load(`${api.url}/healthz`);
  const chat = await load(`${api.url}/api/chatbot/process`, { method: 'POST', headers: headers(cookie), body });

  console.log(
    `\nThe agent's JSON endpoint on ${cpus().length} cores, PGlite database, default sandbox (3,000 transactions):`,
  );
  console.log(`  prompt: "${PROMPT}"`);
  console.log(
    `  latency, ${SEQUENTIAL_REQUESTS} requests one at a time: median ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
  );
  console.log(`  throughput, ${CONNECTIONS} connections for ${DURATION_SECONDS} s:`);
  console.log(
    `    GET /healthz                ${healthz.requests.average.toFixed(0).padStart(7)} req/s  (errors ${healthz.errors + healthz.non2xx})`,
  );
  console.log(
    `    POST /api/chatbot/process   ${chat.requests.average.toFixed(0).padStart(7)} req/s  (errors ${chat.errors + chat.non2xx})`,
  );
  console.log(
    `    ratio of the chat endpoint to /healthz: ${(chat.requests.average / healthz.requests.average).toFixed(3)}`,
  );
} finally {
  await api.stop();
  await rm(dataDir, { recursive: true, force: true });
}
