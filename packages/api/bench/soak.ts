/**
 * `npm run soak`: the NetSuite connector against the embedded sandbox while the sandbox injects
 * each fault in turn (429 with Retry-After, 5xx before and after the work, slow answers past the
 * timeout, dropped connections, the account's concurrency limit, and an outage), with a mix of
 * SuiteQL reads and customer creates. For each it prints what it measured: calls and the share
 * that failed once retries were spent, the retries made, the faults the sandbox struck, and the
 * duplicate customers found afterwards by SuiteQL (each create carries its own external id, so
 * any external id held by two customers is a duplicate). Traffic stays in this process: the
 * connector's fetch is the sandbox app's. Bounded: SOAK_CALLS calls per scenario (200), run by
 * SOAK_CONCURRENCY workers (20).
 */
import { cpus } from 'node:os';
import pino from 'pino';
import { AccountGuard } from '../src/netsuite/connector/account-guard.ts';
import {
  createNetsuiteConnector,
  isNetsuiteConnectorError,
  type NetsuiteConnector,
  type RetryEvent,
  sandboxEndpoints,
} from '../src/netsuite/connector/index.ts';
import type { FaultCounts, FaultRuleInput } from '../src/netsuite/sandbox/faults/index.ts';
import { createSandboxApp } from '../src/netsuite/sandbox/http/sandbox-app.ts';
import { openSandbox } from '../src/netsuite/sandbox/open-sandbox.ts';

const CALLS = Number(process.env.SOAK_CALLS ?? 200);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 20);
const SCALE = Number(process.env.SOAK_SCALE ?? 1000);
/** Every fourth call creates a customer; the rest read. */
const CREATE_EVERY = 4;
const ORIGIN = 'http://netsuite-sandbox.soak';
const REST = '/services/rest';

interface Scenario {
  readonly name: string;
  readonly rules: readonly FaultRuleInput[];
  /** The connector's concurrency limit for the account; NetSuite's base 5 by default. */
  readonly concurrencyLimit?: number;
  /** One try's timeout; 60 s by default. */
  readonly timeoutMs?: number;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'no fault', rules: [] },
  {
    name: '429 + Retry-After: 1 (20%)',
    rules: [{ kind: 'rate_limit', path: REST, probability: 0.2, retryAfterSeconds: 1 }],
  },
  { name: '503 before the work (20%)', rules: [{ kind: 'server_error', path: REST, probability: 0.2 }] },
  {
    name: '503 after the work (20%)',
    rules: [{ kind: 'server_error', path: REST, probability: 0.2, after: true }],
  },
  {
    name: 'slow, 400 ms past a 250 ms timeout (20%)',
    rules: [{ kind: 'slow', path: REST, probability: 0.2, delayMs: 400, after: true }],
    timeoutMs: 250,
  },
  { name: 'dropped after the work (20%)', rules: [{ kind: 'drop', path: REST, probability: 0.2 }] },
  {
    name: 'concurrency limit 5, connector capped at 5',
    rules: [{ kind: 'concurrency_limit', path: REST, limit: 5, delayMs: 20 }],
    concurrencyLimit: 5,
  },
  {
    name: 'concurrency limit 5, connector capped at 20',
    rules: [{ kind: 'concurrency_limit', path: REST, limit: 5, delayMs: 20 }],
    concurrencyLimit: 20,
  },
  { name: 'outage: every answer 503', rules: [{ kind: 'server_error', path: REST }] },
];

const logger = pino({ level: 'silent' });
const sandbox = await openSandbox({
  scale: SCALE,
  seed: 1,
  secretKey: 'soak-secret-key-of-at-least-32-characters',
  statementTimeoutMs: 60_000,
  logger,
  faults: true,
});
const faults = sandbox.deps.faults;
if (!faults) throw new Error('the sandbox was opened without its fault injection');
const app = createSandboxApp(sandbox.deps);
const { account } = sandbox.deps;

function connectorFor(scenario: Scenario, guard: AccountGuard, retries: RetryEvent[]): NetsuiteConnector {
  return createNetsuiteConnector(
    {
      accountId: account.accountId,
      consumerKey: account.consumerKey,
      consumerSecret: account.consumerSecret,
      tokenId: account.demoTokenId,
      tokenSecret: account.demoTokenSecret,
      endpoints: sandboxEndpoints(ORIGIN),
    },
    {
      fetch: async (url, init) => app.fetch(new Request(url, init)),
      guard,
      // Short back-off, so a scenario takes seconds; Retry-After is still honoured as asked.
      retry: { baseDelayMs: 50, maxDelayMs: 400 },
      onRetry: (event) => retries.push(event),
      ...(scenario.timeoutMs === undefined ? {} : { timeoutMs: scenario.timeoutMs }),
    },
  );
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Customers sharing an external id of this scenario, beyond the first of each. */
async function duplicates(connector: NetsuiteConnector, prefix: string): Promise<number> {
  const found = await connector.suiteql(
    `SELECT externalid, COUNT(*) AS n FROM customer WHERE externalid LIKE '${prefix}%' GROUP BY externalid HAVING COUNT(*) > 1`,
    { maxRows: 10_000 },
  );
  return found.items.reduce((sum, row) => sum + Number(row.n) - 1, 0);
}

function struck(counts: FaultCounts): string {
  const parts = Object.entries(counts)
    .filter(([kind, count]) => kind !== 'admitted' && count > 0)
    .map(([kind, count]) => `${kind} ${count}`);
  return parts.length === 0 ? '-' : parts.join(', ');
}

console.log(
  `NetSuite connector soak on ${cpus().length} cores: ${CALLS} calls per scenario (1 in ${CREATE_EVERY} a customer create, the rest SuiteQL reads), ${CONCURRENCY} at once, sandbox of ${SCALE} transactions.`,
);
console.log(
  '  scenario                                      calls  failed  error %  retries  circuit-refused  p95 ms  creates ok  duplicates  faults struck',
);
let totalDuplicates = 0;
for (const [index, scenario] of SCENARIOS.entries()) {
  const guard = new AccountGuard(account.accountId, { concurrencyLimit: scenario.concurrencyLimit ?? 5 });
  const retries: RetryEvent[] = [];
  const connector = connectorFor(scenario, guard, retries);
  const prefix = `soak-${index}-`;
  faults.set([...scenario.rules]);

  let next = 0;
  let failed = 0;
  let circuitRefused = 0;
  let createsOk = 0;
  const timings: number[] = [];
  const worker = async () => {
    for (let call = next++; call < CALLS; call = next++) {
      const started = performance.now();
      try {
        if (call % CREATE_EVERY === 0) {
          await connector.createRecord(
            'customer',
            { companyName: `Soak ${index}-${call}`, subsidiary: { id: '1' } },
            { externalId: `${prefix}${call}` },
          );
          createsOk += 1;
        } else {
          await connector.suiteql(`SELECT id, companyname FROM customer WHERE id > ${call} FETCH FIRST 5 ROWS ONLY`);
        }
      } catch (error) {
        if (!isNetsuiteConnectorError(error)) throw error;
        failed += 1;
        if (error.code === 'circuit_open') circuitRefused += 1;
      }
      timings.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const counts = faults.counts();
  faults.clear();
  const duplicated = await duplicates(
    connectorFor({ name: 'check', rules: [] }, new AccountGuard(account.accountId), []),
    prefix,
  );
  totalDuplicates += duplicated;
  timings.sort((a, b) => a - b);
  console.log(
    `  ${scenario.name.padEnd(44)} ${String(CALLS).padStart(5)} ${String(failed).padStart(7)} ${((failed / CALLS) * 100).toFixed(1).padStart(8)} ${String(retries.length).padStart(8)} ${String(circuitRefused).padStart(16)} ${percentile(timings, 95).toFixed(0).padStart(7)} ${String(createsOk).padStart(11)} ${String(duplicated).padStart(11)}  ${struck(counts)}`,
  );
}
console.log(`Duplicates created in all: ${totalDuplicates} (must be 0).`);
await sandbox.close();
if (totalDuplicates > 0) process.exitCode = 1;
