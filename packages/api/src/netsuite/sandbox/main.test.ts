import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../test/spawn-server.ts';
import type { FaultCounts } from './faults/index.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const SUITEQL = '/services/rest/query/v1/suiteql';

/** `npm run sandbox -- --faults`: the standalone sandbox serves the same fault control as the embedded one. */
describe('the standalone sandbox with --faults', () => {
  let sandbox: SpawnedServer;

  beforeAll(async () => {
    sandbox = await spawnServer(MAIN, { NODE_ENV: 'test', LOG_LEVEL: 'warn' }, '/__faults', {
      args: (port) => ['--faults', '--scale', '100', '--port', String(port)],
    });
  }, 120_000);
  afterAll(() => sandbox?.stop());

  it('takes fault rules and fails matching requests as told, before their authentication', async () => {
    const put = await fetch(`${sandbox.url}/__faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ kind: 'rate_limit', path: SUITEQL, retryAfterSeconds: 2, times: 1 }] }),
    });
    expect(put.status).toBe(200);

    const limited = await fetch(`${sandbox.url}${SUITEQL}`, { method: 'POST', body: '{"q":"SELECT 1 FROM DUAL"}' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    // The rule struck once; the next request meets the sandbox's own authentication.
    expect((await fetch(`${sandbox.url}${SUITEQL}`, { method: 'POST' })).status).toBe(401);

    const state = (await (await fetch(`${sandbox.url}/__faults`)).json()) as { counts: FaultCounts };
    expect(state.counts.rate_limit).toBe(1);
  });
});
