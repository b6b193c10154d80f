import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, TEST_SANDBOX_ORIGIN, type TestSandbox } from '../testing/test-sandbox.ts';
import { SandboxFaults } from './sandbox-faults.ts';

/** The test-only control: served only with the fault injection on, and strict about its rules. */
describe('the fault injection control', () => {
  const faults = new SandboxFaults();
  let withFaults: TestSandbox;
  let without: TestSandbox;
  beforeAll(async () => {
    [withFaults, without] = await Promise.all([
      openTestSandbox({ scale: 100, faults }),
      openTestSandbox({ scale: 100 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withFaults?.close(), without?.close()]);
  });

  const control = (sandbox: TestSandbox, method: string, body?: unknown) =>
    sandbox.app.fetch(
      new Request(`${TEST_SANDBOX_ORIGIN}/__faults`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );

  it('sets, reports and clears rules, with their defaults', async () => {
    const rule = { kind: 'rate_limit', path: '/services/rest/query/v1/suiteql', times: 1 };
    expect((await control(withFaults, 'PUT', { rules: [rule] })).status).toBe(200);
    const limited = await withFaults.request('POST', '/services/rest/query/v1/suiteql', {
      body: { q: 'SELECT id FROM customer' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('1');
    const state = await (await control(withFaults, 'GET')).json();
    expect(state).toMatchObject({
      rules: [{ ...rule, probability: 1, retryAfterSeconds: 1 }],
      counts: { rate_limit: 1 },
    });
    expect((await control(withFaults, 'DELETE')).status).toBe(204);
    expect(faults.rules()).toEqual([]);
  });

  it('refuses a rule it does not know, naming the field', async () => {
    const answer = await control(withFaults, 'PUT', { rules: [{ kind: 'meteor', path: '/services' }] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: 'invalid_fault_plan',
      message: expect.stringMatching(/^rules\.0\.kind/),
    });
    const unanchored = await control(withFaults, 'PUT', { rules: [{ kind: 'drop', path: 'services' }] });
    expect(unanchored.status).toBe(400);
  });

  it('does not exist without the fault injection turned on: an unsigned request to it is refused as any other', async () => {
    expect((await control(without, 'PUT', { rules: [] })).status).toBe(401);
    const signed = await without.request('GET', '/__faults');
    expect(signed.status).toBe(404);
  });
});
