import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FaultRuleInput, SandboxFaults } from '../sandbox/faults/index.ts';
import type { TestSandbox } from '../sandbox/testing/test-sandbox.ts';
import { AccountGuard, type AccountGuardOptions } from './account-guard.ts';
import { fakeClock } from './fake-netsuite.fixture.ts';
import type { NetsuiteConnector } from './netsuite-connector.ts';
import { openConnectorSandbox, sandboxConnector } from './sandbox-connector.fixture.ts';
import type { RetryEvent } from './with-retries.ts';

/**
 * The connector against the embedded sandbox told to fail: 429 with Retry-After, 5xx, slow and
 * dropped answers, and NetSuite's concurrency limit, each met as a real account would meet it.
 * Waits between tries go through a recording clock, so nothing here waits out a back-off.
 */
const SUITEQL = '/services/rest/query/v1/suiteql';
const CUSTOMER = '/services/rest/record/v1/customer';
const QUERY = 'SELECT id, companyname FROM customer ORDER BY id FETCH FIRST 3 ROWS ONLY';

describe('the connector under injected NetSuite faults', () => {
  const faults = new SandboxFaults();
  let sandbox: TestSandbox;
  let clock: ReturnType<typeof fakeClock>;
  let retries: RetryEvent[];
  let guard: AccountGuard;

  beforeAll(async () => {
    sandbox = await openConnectorSandbox({ faults });
  });
  afterAll(() => sandbox?.close());
  beforeEach(() => {
    clock = fakeClock();
    retries = [];
    guard = new AccountGuard(sandbox.account.accountId);
  });
  afterEach(() => {
    faults.clear();
    vi.useRealTimers();
  });

  const connect = (options: { timeoutMs?: number; guard?: AccountGuard } = {}): NetsuiteConnector =>
    sandboxConnector(sandbox, {
      ...clock,
      guard: options.guard ?? guard,
      onRetry: (event) => retries.push(event),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
  const inject = (...rules: FaultRuleInput[]) => faults.set(rules);
  const customersWithExternalId = async (externalId: string) => {
    const found = await connect().suiteql(`SELECT id FROM customer WHERE externalid = '${externalId}'`);
    return found.items.length;
  };
  const newCustomer = (name: string) => ({ companyName: name, subsidiary: { id: '1' } });

  it('waits out a 429 for the seconds its Retry-After asks, then reads', async () => {
    inject({ kind: 'rate_limit', path: SUITEQL, times: 2, retryAfterSeconds: 7 });
    const result = await connect().suiteql(QUERY);
    expect(result.items).toHaveLength(3);
    expect(clock.sleeps).toEqual([7000, 7000]);
    expect(retries.map((retry) => retry.error.code)).toEqual(['rate_limited', 'rate_limited']);
    expect(faults.counts().rate_limit).toBe(2);
  });

  it('retries a read through 5xx answers with jittered, growing back-off', async () => {
    inject({ kind: 'server_error', path: SUITEQL, times: 3, status: 500 });
    const result = await connect().suiteql(QUERY);
    expect(result.items).toHaveLength(3);
    // Full jitter at random() = 0.5 of ceilings 500, 1000, 2000 ms.
    expect(clock.sleeps).toEqual([250, 500, 1000]);
    expect(faults.counts().server_error).toBe(3);
  });

  it('gives up after the last try with one sentence and a stable code when NetSuite stays down', async () => {
    inject({ kind: 'server_error', path: SUITEQL });
    const error = await connect()
      .suiteql(QUERY)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: 'NetSuite answered with a server error (HTTP 503) on all 4 tries; try again in a few minutes.',
    });
    expect(faults.counts().server_error).toBe(4);
  });

  it('tries again after an answer slower than the timeout', async () => {
    inject({ kind: 'slow', path: SUITEQL, times: 1, delayMs: 60_000 });
    const result = await connect({ timeoutMs: 200 }).suiteql(QUERY);
    expect(result.items).toHaveLength(3);
    expect(retries.map((retry) => retry.error.code)).toEqual(['timeout']);
    expect(faults.counts().slow).toBe(1);
  });

  it('reads through a dropped connection', async () => {
    inject({ kind: 'drop', path: SUITEQL, times: 1 });
    const result = await connect().suiteql(QUERY);
    expect(result.items).toHaveLength(3);
    expect(retries.map((retry) => retry.error.code)).toEqual(['network_error']);
  });

  it('finds the customer whose creation answer was dropped instead of making a second', async () => {
    inject({ kind: 'drop', method: 'POST', path: CUSTOMER, times: 1 });
    const created = await connect().createRecord('customer', newCustomer('Dropped Answer Ltd'));
    expect(faults.counts().drop).toBe(1);
    expect(await customersWithExternalId(created.externalId)).toBe(1);
  });

  it('finds the customer NetSuite made before answering 503, and posts again when a 503 came first', async () => {
    inject({ kind: 'server_error', method: 'POST', path: CUSTOMER, times: 1, after: true });
    const madeThen503 = await connect().createRecord('customer', newCustomer('Made Then 503 Ltd'));
    expect(await customersWithExternalId(madeThen503.externalId)).toBe(1);

    inject({ kind: 'server_error', method: 'POST', path: CUSTOMER, times: 2 });
    const refusedTwice = await connect().createRecord('customer', newCustomer('Refused Twice Ltd'));
    expect(await customersWithExternalId(refusedTwice.externalId)).toBe(1);
    expect(faults.counts().server_error).toBe(2);
  });

  it('makes the customer once when every answer to the create is lost', async () => {
    inject({ kind: 'drop', method: 'POST', path: CUSTOMER });
    const created = await connect().createRecord('customer', newCustomer('Always Dropped Ltd'));
    // The first POST made it; the retry looked it up by external id and posted nothing more.
    expect(faults.counts().drop).toBe(1);
    expect(await customersWithExternalId(created.externalId)).toBe(1);
  });

  it("queues requests beyond the account's concurrency limit instead of meeting NetSuite's refusal", async () => {
    inject({ kind: 'concurrency_limit', path: SUITEQL, limit: 2, delayMs: 50 });
    const unguarded = await Promise.all(
      Array.from({ length: 4 }, () =>
        sandbox.request('POST', SUITEQL, { body: { q: QUERY }, headers: { Prefer: 'transient' } }),
      ),
    );
    const refused = unguarded.filter((response) => response.status === 429);
    expect(refused).toHaveLength(2);
    expect(await refused[0]?.json()).toMatchObject({
      'o:errorDetails': [{ 'o:errorCode': 'CONCURRENCY_LIMIT_EXCEEDED' }],
    });

    inject({ kind: 'concurrency_limit', path: SUITEQL, limit: 2, delayMs: 50 });
    const capped = new AccountGuard(sandbox.account.accountId, { concurrencyLimit: 2 });
    const connector = connect({ guard: capped });
    const results = await Promise.all(Array.from({ length: 8 }, () => connector.suiteql(QUERY)));
    expect(results.every((result) => result.items.length === 3)).toBe(true);
    expect(faults.counts()).toMatchObject({ concurrency_limit: 0, admitted: 8 });
    expect(capped.peakInFlight).toBe(2);
    expect(retries).toEqual([]);
  });

  it('opens the circuit after failure upon failure, refuses at once while open, and closes once NetSuite answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const options: AccountGuardOptions = { circuitFailures: 2, circuitOpenMs: 30_000 };
    const changes: string[] = [];
    const breaker = new AccountGuard(sandbox.account.accountId, {
      ...options,
      onCircuitChange: (change) => changes.push(change.state),
    });
    const connector = connect({ guard: breaker });
    inject({ kind: 'server_error', path: SUITEQL });

    await expect(connector.suiteql(QUERY)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(connector.suiteql(QUERY)).rejects.toMatchObject({ code: 'unavailable' });
    const hits = faults.counts().server_error;
    const paused = await connector.suiteql(QUERY).catch((caught: unknown) => caught);
    expect(paused).toMatchObject({ code: 'circuit_open' });
    expect((paused as Error).message).toMatch(
      /^NetSuite account \S+ keeps failing \(.+\), so calls to it are paused for 30 more seconds; try again after that\.$/,
    );
    expect(faults.counts().server_error).toBe(hits);
    expect(breaker.status()).toMatchObject({ state: 'open', lastError: { code: 'unavailable' } });
    expect(changes).toEqual(['open']);

    faults.clear();
    vi.setSystemTime(Date.now() + 30_001);
    expect((await connector.suiteql(QUERY)).items).toHaveLength(3);
    expect(breaker.status().state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('does not count refusals of the request itself against the account', async () => {
    const breaker = new AccountGuard(sandbox.account.accountId, { circuitFailures: 1 });
    const connector = connect({ guard: breaker });
    await expect(connector.suiteql('DELETE FROM customer')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(connector.getRecord('customer', '999999999')).rejects.toMatchObject({ code: 'not_found' });
    expect(breaker.status().state).toBe('closed');
  });
});
