/**
 * `npm run soak` (part): chat turns per second on one API instance, then on two instances sharing
 * one PostgreSQL server, under the same load per instance. A turn is `POST /api/chatbot/process`
 * answered by a local model at once (a few words), stored as a conversation in the database. The
 * model, the load generator, PostgreSQL and the instances all share this machine's cores, which
 * bounds what a second instance can add: the machine's state is printed beside the figures.
 * Measured, never asserted; traffic stays on 127.0.0.1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startTemporaryPostgres } from '../../../scripts/temporary-postgres.ts';
import { startSlowModel } from '../src/test/slow-model-server.ts';
import { type SpawnedServer, spawnServer } from '../src/test/spawn-server.ts';
import { adminCookie, json, machine } from './soak-helpers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;
const CONNECTIONS_PER_INSTANCE = 16;
const PASSWORD = 'Scale-Admin-Pass-1';
const PROMPT = 'What can you help me with?';

const postgres = await startTemporaryPostgres();
const model = await startSlowModel({ words: ['I', 'can', 'help', 'with', 'NetSuite.'], intervalMs: 0 });
const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-scale-bench-'));
const launch = (name: string) =>
  spawnServer(
    fileURLToPath(new URL('../src/main.ts', import.meta.url)),
    {
      DATABASE_URL: postgres.url,
      DATA_DIR: join(dataDir, name),
      SECRET_KEY: 'scale-bench-secret-key-0123456789abcdef',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      NETSUITE_SANDBOX: 'false',
      SAP_SANDBOX: 'false',
      DYNAMICS_SANDBOX: 'false',
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'fast',
    },
    '/healthz',
    { discardStdout: true },
  );

const instances: SpawnedServer[] = [];
try {
  // The first migrates and seeds; the second then starts on a ready database.
  instances.push(await launch('first'));
  instances.push(await launch('second'));
  const [first, second] = instances as [SpawnedServer, SpawnedServer];
  // Sessions live in the database: one sign-in serves both instances.
  const cookie = await adminCookie(first, PASSWORD);
  const load = async (server: SpawnedServer, seconds: number) =>
    autocannon({
      url: `${server.url}/api/chatbot/process`,
      method: 'POST',
      headers: { ...json, cookie, origin: server.url },
      body: JSON.stringify({ prompt: PROMPT }),
      connections: CONNECTIONS_PER_INSTANCE,
      duration: seconds,
    });
  const check = await fetch(`${first.url}/api/chatbot/process`, {
    method: 'POST',
    headers: { ...json, cookie, origin: first.url },
    body: JSON.stringify({ prompt: PROMPT }),
  });
  if (!check.ok) throw new Error(`a chat turn failed: ${check.status} ${await check.text()}`);

  console.log(`\nChat turns per second, instances on one PostgreSQL server, ${machine()}`);
  await Promise.all([load(first, WARM_UP_SECONDS), load(second, WARM_UP_SECONDS)]);
  const one = await load(first, DURATION_SECONDS);
  console.log(`  after one instance: ${machine()}`);
  const two = await Promise.all([load(first, DURATION_SECONDS), load(second, DURATION_SECONDS)]);
  const oneRate = one.requests.average;
  const twoRate = two.reduce((sum, result) => sum + result.requests.average, 0);
  const errors = (result: autocannon.Result) => result.errors + result.non2xx + result.timeouts;
  console.log(
    `  one instance:  ${oneRate.toFixed(1)} turns/s, latency p97.5 ${one.latency.p97_5} ms, errors ${errors(one)}  (${CONNECTIONS_PER_INSTANCE} connections, ${DURATION_SECONDS} s)`,
  );
  console.log(
    `  two instances: ${twoRate.toFixed(1)} turns/s (${two.map((result) => result.requests.average.toFixed(1)).join(' + ')}), errors ${two.reduce((sum, result) => sum + errors(result), 0)}  (${CONNECTIONS_PER_INSTANCE} connections each)`,
  );
  console.log(`  two instances / one: ${(twoRate / oneRate).toFixed(2)}×`);
  console.log(`  after: ${machine()}`);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await model.close();
  postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
