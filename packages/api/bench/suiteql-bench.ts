/**
 * `npm run bench` (SuiteQL part): how long the sandbox takes to answer three typical SuiteQL
 * queries (a filtered list, a join, an aggregate) at the default company size and at 100,000
 * transactions. Each request goes the whole way a NetSuite client's does, minus the network:
 * TBA check, translation, the database worker, NetSuite's answer format. Figures are printed,
 * never asserted.
 */
import { cpus } from 'node:os';
import pino from 'pino';
import { createSandboxApp } from '../src/netsuite/sandbox/http/sandbox-app.ts';
import { openSandbox } from '../src/netsuite/sandbox/open-sandbox.ts';
import { tbaAuthorizationHeader } from '../src/netsuite/tba/index.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SCALES = (process.env.BENCH_SCALES ?? '3000,100000').split(',').map(Number);

const QUERIES = {
  'filtered list': `SELECT id, tranid, trandate, foreigntotal FROM transaction
    WHERE type = 'CustInvc' AND status = 'A' AND foreigntotal > 5000 ORDER BY trandate DESC`,
  join: `SELECT t.tranid, c.companyname, BUILTIN.DF(t.status) AS status, t.foreigntotal
    FROM transaction t JOIN customer c ON c.id = t.entity
    WHERE t.type = 'SalesOrd' AND t.trandate >= ADD_MONTHS(TRUNC(SYSDATE, 'MM'), -1)`,
  aggregate: `SELECT c.companyname, COUNT(*) AS invoices, SUM(t.foreigntotal) AS total
    FROM transaction t JOIN customer c ON c.id = t.entity WHERE t.type = 'CustInvc'
    GROUP BY c.companyname ORDER BY total DESC FETCH FIRST 10 ROWS ONLY`,
} as const;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const logger = pino({ level: 'silent' });
console.log(`SuiteQL latency on ${cpus().length} cores, ${RUNS} runs each after 3 warm-up runs, one at a time:`);
console.log('  scale     query           rows  median ms  p95 ms');
for (const scale of SCALES) {
  const generating = performance.now();
  const sandbox = await openSandbox({
    scale,
    seed: 1,
    secretKey: 'bench-secret-key-of-at-least-32-characters',
    statementTimeoutMs: 60_000,
    logger,
  });
  await sandbox.engine.ready;
  const loadSeconds = (performance.now() - generating) / 1000;
  const app = createSandboxApp(sandbox.deps);
  const { account } = sandbox.deps;
  const run = async (q: string) => {
    const url = 'http://sandbox.bench/services/rest/query/v1/suiteql?limit=1000';
    const authorization = tbaAuthorizationHeader({
      method: 'POST',
      url,
      accountId: account.accountId,
      consumerKey: account.consumerKey,
      consumerSecret: account.consumerSecret,
      tokenId: account.demoTokenId,
      tokenSecret: account.demoTokenSecret,
    });
    const response = await app.request(url, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json', Prefer: 'transient' },
      body: JSON.stringify({ q }),
    });
    const body = (await response.json()) as { totalResults?: number };
    if (response.status !== 200) throw new Error(`SuiteQL failed (${response.status}): ${JSON.stringify(body)}`);
    return body.totalResults ?? 0;
  };
  try {
    for (const [name, q] of Object.entries(QUERIES)) {
      for (let warmUp = 0; warmUp < 3; warmUp++) await run(q);
      const timings: number[] = [];
      let rows = 0;
      for (let index = 0; index < RUNS; index++) {
        const started = performance.now();
        rows = await run(q);
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      console.log(
        `  ${String(scale).padEnd(9)} ${name.padEnd(14)} ${String(rows).padStart(5)} ${percentile(timings, 50).toFixed(1).padStart(10)} ${percentile(timings, 95).toFixed(1).padStart(7)}`,
      );
    }
    console.log(`  (company of ${scale} transactions generated and loaded in ${loadSeconds.toFixed(1)} s)`);
  } finally {
    await sandbox.close();
  }
}
