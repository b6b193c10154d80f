import { describe, expect, it } from 'vitest';
import { type SandboxEngine, SandboxSqlError, SandboxTimeoutError } from '../engine/sandbox-engine.ts';
import { runSuiteql } from './run-suiteql.ts';
import { SuiteqlError } from './suiteql-error.ts';

/** An engine whose every query fails with `error`, for the paths a real database rarely takes. */
function failingEngine(error: Error): SandboxEngine {
  return {
    query: () => Promise.reject(error),
    transaction: () => Promise.reject(error),
    close: () => Promise.resolve(),
  };
}

const page = { limit: 10, offset: 0 };

describe('runSuiteql', () => {
  it('reports a stopped query as a QUERY_TIMEOUT', async () => {
    const error = await runSuiteql(failingEngine(new SandboxTimeoutError(500)), 'SELECT id FROM customer', page).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SuiteqlError);
    expect(error).toMatchObject({ code: 'QUERY_TIMEOUT', reason: 'The query ran longer than 500 ms and was stopped.' });
  });

  it('reports an SQL error as an INVALID_QUERY with a short reason', async () => {
    const engine = failingEngine(new SandboxSqlError('division by zero', '22012'));
    await expect(runSuiteql(engine, 'SELECT id FROM customer', page)).rejects.toMatchObject({
      code: 'INVALID_QUERY',
      reason: 'Division by zero.',
    });
  });

  it('refuses before reaching the engine', async () => {
    const engine = failingEngine(new Error('the engine must not be called'));
    await expect(runSuiteql(engine, 'DELETE FROM customer', page)).rejects.toMatchObject({ code: 'INVALID_QUERY' });
  });

  it("treats missing support functions as the server's fault, not the query's", async () => {
    const engine = failingEngine(new SandboxSqlError('schema "suiteql" does not exist', '3F000'));
    const error = await runSuiteql(engine, 'SELECT id FROM customer', page).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(SuiteqlError);
    expect((error as Error).message).toContain('installSuiteqlSupport');
  });
});
