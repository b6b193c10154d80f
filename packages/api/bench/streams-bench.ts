/**
 * `npm run soak` (part): one API instance holding many chat streams at once, as a partner's
 * portal full of widget visitors would: each turn waits on a model that sends a word every few
 * seconds, so the streams are open and mostly idle. Prints the server's resident memory before,
 * at the peak and per stream, each stream's time to first byte (median, p95, max), and how many
 * streams finished whole. Figures are measured, never asserted. Traffic stays on 127.0.0.1.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSlowModel } from '../src/test/slow-model-server.ts';
import { spawnServer } from '../src/test/spawn-server.ts';
import { adminCookie, machine, mb, percentile, residentBytes } from './soak-helpers.ts';

const STREAMS = Number(process.env.SOAK_STREAMS ?? 1000);
/** Each stream: a word every WORD_INTERVAL_MS, WORDS words, so open about 30 s. */
const WORDS = 10;
const WORD_INTERVAL_MS = 3000;
/** Streams opened per batch, a batch every BATCH_GAP_MS: visitors arrive, not all in one instant. */
const BATCH = 50;
const BATCH_GAP_MS = 100;
/**
 * The memory budget the peak is checked against, stated before it is measured: at most 1 MB per
 * open stream above the idle server, and 1.5 GB resident in all (the idle server on PGlite is
 * about 650 MB, most of it the two WebAssembly engines' code and memory).
 */
const BUDGET_PER_STREAM_BYTES = 2 ** 20;
const BUDGET_BYTES = 1.5 * 2 ** 30;
/** No stream may take longer than this in all; the run stops waiting after it. */
const STREAM_LIMIT_MS = 180_000;
const PASSWORD = 'Soak-Admin-Pass-1';

const model = await startSlowModel({
  words: Array.from({ length: WORDS }, (_, index) => `word${index}`),
  intervalMs: WORD_INTERVAL_MS,
});
const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-streams-bench-'));
const api = await spawnServer(
  fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: PASSWORD,
    NETSUITE_SANDBOX: 'false',
    SAP_SANDBOX: 'false',
    DYNAMICS_SANDBOX: 'false',
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'slow',
  },
  '/healthz',
  { discardStdout: true },
);
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

interface Stream {
  readonly firstByteMs: Promise<number>;
  /** Undefined when the stream finished whole; otherwise why not, to count the causes. */
  readonly failure: Promise<string | undefined>;
}

function openStream(cookie: string, index: number): Stream {
  const { port } = new URL(api.url);
  const body = JSON.stringify({ prompt: `Visitor ${index} asks a question` });
  const started = performance.now();
  let firstByte: (ms: number) => void = () => undefined;
  const firstByteMs = new Promise<number>((resolve) => {
    firstByte = resolve;
  });
  const failure = new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => sent.destroy(new Error('stream limit')), STREAM_LIMIT_MS);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/chat',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', cookie, origin: api.url },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          if (text === '') firstByte(performance.now() - started);
          text += chunk.toString();
        });
        response.on('end', () => {
          clearTimeout(timer);
          if (response.statusCode !== 200) resolve(`HTTP ${response.statusCode}`);
          else resolve(text.includes('"type":"finish"') ? undefined : 'ended without its finish part');
        });
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      firstByte(Number.NaN);
      // The connection's own code (ECONNRESET, ETIMEDOUT...) says where it broke.
      resolve(error.code ?? error.message);
    });
    sent.end(body);
  });
  return { firstByteMs, failure };
}

try {
  const cookie = await adminCookie(api, PASSWORD);
  const pid = api.process.pid as number;
  // One turn first, so what the first turn loads is in the baseline, not counted per stream.
  await openStream(cookie, -1).failure;
  const baseline = residentBytes(pid);
  console.log(`\n${STREAMS} chat streams on one instance (PGlite), ${machine()}`);

  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 250);
  const streams: Stream[] = [];
  for (let opened = 0; opened < STREAMS; opened += BATCH) {
    for (let index = opened; index < Math.min(STREAMS, opened + BATCH); index += 1)
      streams.push(openStream(cookie, index));
    await new Promise((resolve) => setTimeout(resolve, BATCH_GAP_MS));
  }
  const firstBytes = (await Promise.all(streams.map((stream) => stream.firstByteMs))).filter(Number.isFinite);
  const openAtOnce = model.requests();
  peak = Math.max(peak, residentBytes(pid));
  const failures = (await Promise.all(streams.map((stream) => stream.failure))).filter(
    (failure): failure is string => failure !== undefined,
  );
  clearInterval(sampler);
  firstBytes.sort((a, b) => a - b);

  const whole = STREAMS - failures.length;
  const causes = new Map<string, number>();
  for (const cause of failures) causes.set(cause, (causes.get(cause) ?? 0) + 1);
  console.log(
    `  streams open: ${STREAMS}, each about ${(WORDS * WORD_INTERVAL_MS) / 1000} s, a model word every ${WORD_INTERVAL_MS / 1000} s`,
  );
  console.log(`  model requests made by the time every stream had its first byte: ${openAtOnce - 1}`);
  console.log(
    `  server resident memory: ${mb(baseline)} before, ${mb(peak)} at the peak, ${((peak - baseline) / STREAMS / 1024).toFixed(0)} KB per stream`,
  );
  const perStream = (peak - baseline) / STREAMS;
  const within = peak <= BUDGET_BYTES && perStream <= BUDGET_PER_STREAM_BYTES;
  console.log(
    `  budget (${mb(BUDGET_BYTES)} in all, ${BUDGET_PER_STREAM_BYTES / 1024} KB per stream): ${within ? 'within it' : 'OVER it'}`,
  );
  console.log(
    `  first byte: median ${percentile(firstBytes, 0.5).toFixed(0)} ms, p95 ${percentile(firstBytes, 0.95).toFixed(0)} ms, max ${(firstBytes.at(-1) ?? Number.NaN).toFixed(0)} ms (${firstBytes.length} answered)`,
  );
  console.log(`  finished whole: ${whole} of ${STREAMS} (errors ${STREAMS - whole})`);
  for (const [cause, count] of causes) console.log(`    not whole, ${cause}: ${count}`);
  console.log(`  after: ${machine()}`);
} finally {
  agent.destroy();
  await api.stop();
  await model.close();
  await rm(dataDir, { recursive: true, force: true });
}
