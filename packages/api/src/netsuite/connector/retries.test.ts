import { beforeEach, describe, expect, it } from 'vitest';
import type { NetsuiteConnectorOptions } from './connector-context.ts';
import {
  answerError,
  createFakeNetsuite,
  dropConnection,
  FAKE_CONFIG,
  FAKE_CREDENTIALS,
  type FakeNetsuite,
  fakeClock,
  hang,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

const QUERY = 'SELECT id FROM customer';
const NOW = new Date();

describe('retries', () => {
  let fake: FakeNetsuite;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    fake = createFakeNetsuite();
    fake.suiteqlRows = [{ id: '1' }];
    clock = fakeClock();
  });
  const connector = (options: NetsuiteConnectorOptions = {}) =>
    createNetsuiteConnector(FAKE_CONFIG, { fetch: fake.fetch, now: () => NOW, ...clock, ...options });

  it('retries a 429 after the Retry-After seconds, signing the retry afresh', async () => {
    fake.script(answerError(429, 'CONCURRENCY_LIMIT_EXCEEDED', 'Too many requests.', { 'Retry-After': '3' }));
    const result = await connector().suiteql(QUERY);
    expect(result.items).toEqual([{ id: '1' }]);
    expect(clock.sleeps).toEqual([3000]);
    expect(fake.received).toHaveLength(2);
    const nonces = fake.received.map(
      (request) => /oauth_nonce="([^"]+)"/.exec(request.headers.get('Authorization') ?? '')?.[1],
    );
    expect(new Set(nonces).size).toBe(2);
  });

  it('reads a Retry-After date and caps a long one', async () => {
    const inTenSeconds = new Date(NOW.getTime() + 10_000).toUTCString();
    fake.script(
      answerError(429, 'CONCURRENCY_LIMIT_EXCEEDED', 'Too many requests.', { 'Retry-After': inTenSeconds }),
      answerError(429, 'CONCURRENCY_LIMIT_EXCEEDED', 'Too many requests.', { 'Retry-After': '3600' }),
    );
    await connector({ retry: { maxRetryAfterMs: 20_000 } }).suiteql(QUERY);
    // A date has whole seconds, so up to a second of the ten may already be gone.
    expect(clock.sleeps[0]).toBeGreaterThan(9000);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(10_000);
    expect(clock.sleeps[1]).toBe(20_000);
  });

  it('gives up on 429 after the last attempt as rate_limited', async () => {
    const limited = answerError(429, 'CONCURRENCY_LIMIT_EXCEEDED', 'Concurrent request limit exceeded.');
    fake.script(limited, limited, limited, limited);
    await expect(connector().suiteql(QUERY)).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
      message: "NetSuite refused the request as over the account's limits on all 4 tries; try again in a minute.",
      details: [{ detail: 'Concurrent request limit exceeded.', errorCode: 'CONCURRENCY_LIMIT_EXCEEDED' }],
    });
    expect(fake.received).toHaveLength(4);
    // Full jitter with random() = 0.5: half of 500, 1000, 2000.
    expect(clock.sleeps).toEqual([250, 500, 1000]);
  });

  it('retries a 503 with back-off, then succeeds', async () => {
    fake.script(answerError(503), answerError(503));
    const result = await connector().suiteql(QUERY);
    expect(result.items).toEqual([{ id: '1' }]);
    expect(clock.sleeps).toEqual([250, 500]);
  });

  it('keeps the back-off under its ceiling', async () => {
    const unavailable = answerError(503);
    fake.script(...Array.from({ length: 6 }, () => unavailable));
    await expect(
      connector({ retry: { maxAttempts: 6, maxDelayMs: 1500 }, random: () => 0.999 }).suiteql(QUERY),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(clock.sleeps).toEqual([499, 999, 1498, 1498, 1498]);
  });

  it('does not retry a 400 or a 501', async () => {
    fake.script(answerError(400, 'INVALID_PARAMETER', 'Invalid search query.'));
    await expect(connector().suiteql(QUERY)).rejects.toMatchObject({ code: 'invalid_request' });
    fake.script(answerError(501, 'NOT_IMPLEMENTED', 'Not implemented.'));
    await expect(connector().suiteql(QUERY)).rejects.toMatchObject({ code: 'unavailable', status: 501 });
    expect(fake.received).toHaveLength(2);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a dropped connection, then succeeds', async () => {
    fake.script(dropConnection);
    expect((await connector().suiteql(QUERY)).items).toHaveLength(1);
    expect(fake.received).toHaveLength(2);
  });

  it('times out each attempt, retries, and reports a timeout', async () => {
    fake.script(hang, hang, hang, hang);
    await expect(connector({ timeoutMs: 20 }).suiteql(QUERY)).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
    });
    expect(fake.received).toHaveLength(4);
    expect(clock.sleeps).toHaveLength(3);
  });

  it("stops at the caller's abort without retrying", async () => {
    const controller = new AbortController();
    fake.script((c) => {
      controller.abort();
      return hang(c, () => Promise.reject(new Error('not reached')));
    });
    await expect(connector().suiteql(QUERY, { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
    expect(fake.received).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops waiting between attempts when the caller aborts', async () => {
    const controller = new AbortController();
    fake.script(answerError(503));
    const sleep = (_ms: number, signal?: AbortSignal) =>
      new Promise<void>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        controller.abort();
      });
    await expect(connector({ sleep }).suiteql(QUERY, { signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
    expect(fake.received).toHaveLength(1);
  });

  it('logs retries without a secret', async () => {
    const logged: unknown[] = [];
    fake.script(answerError(503));
    await connector({ logger: { warn: (...args: unknown[]) => logged.push(args) } }).suiteql(QUERY);
    expect(logged).toHaveLength(1);
    const text = JSON.stringify(logged);
    expect(text).toContain('unavailable');
    for (const secret of [FAKE_CREDENTIALS.tokenSecret, FAKE_CREDENTIALS.consumerSecret, 'oauth_signature']) {
      expect(text).not.toContain(secret);
    }
  });
});
