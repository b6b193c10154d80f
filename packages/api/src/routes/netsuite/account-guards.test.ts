import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { NetsuiteConnectorError } from '../../netsuite/connector/index.ts';
import { accountGuardFor, circuitStatusOf } from './account-guards.ts';

const logger = pino({ level: 'silent' });
const outage = () => Promise.reject(new NetsuiteConnectorError('unavailable'));

/** Fails `times` calls through the guard with an outage, as NetSuite answering 503 would. */
async function failCalls(guard: ReturnType<typeof accountGuardFor>, times: number): Promise<void> {
  for (let call = 0; call < times; call += 1) {
    await expect(guard.call(outage)).rejects.toMatchObject({ code: 'unavailable' });
  }
}

describe('accountGuardFor', () => {
  it("opens an account's circuit after NETSUITE_CIRCUIT_FAILURES outages, for NETSUITE_CIRCUIT_OPEN_SECONDS", async () => {
    const deps = {
      env: loadEnv({
        NETSUITE_CIRCUIT_FAILURES: '2',
        NETSUITE_CIRCUIT_OPEN_SECONDS: '90',
        NETSUITE_CONCURRENCY_LIMIT: '7',
      }),
      logger,
    };
    const guard = accountGuardFor(deps, '1234567');
    await failCalls(guard, 1);
    expect(guard.status().state).toBe('closed');
    await failCalls(guard, 1);
    const status = circuitStatusOf(deps, '1234567');
    expect(status).toMatchObject({ state: 'open', concurrencyLimit: 7 });
    expect(Date.parse(status?.retryAt ?? '') - Date.parse(status?.openedAt ?? '')).toBe(90_000);
    await expect(guard.call(() => Promise.resolve('sent'))).rejects.toMatchObject({ code: 'circuit_open' });
  });

  it('keeps the defaults, 5 outages and 30 seconds, when the variables are unset', async () => {
    const deps = { env: loadEnv({}), logger };
    const guard = accountGuardFor(deps, '7654321');
    await failCalls(guard, 4);
    expect(guard.status().state).toBe('closed');
    await failCalls(guard, 1);
    const status = guard.status();
    expect(status.state).toBe('open');
    expect(Date.parse(status.retryAt ?? '') - Date.parse(status.openedAt ?? '')).toBe(30_000);
  });

  it('shares one guard per account, its realm however the id is written', () => {
    const deps = { env: loadEnv({}), logger };
    expect(accountGuardFor(deps, '1234567-sb1')).toBe(accountGuardFor(deps, '1234567_SB1'));
  });
});
