import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type SandboxEngine, type SandboxResult, SandboxSqlError, type SandboxStatement } from './sandbox-engine.ts';

type Queryable = Pick<PGlite | Transaction, 'query'>;

async function run<Row>(pg: Queryable, statement: SandboxStatement): Promise<SandboxResult<Row>> {
  try {
    const result = await pg.query<Row>(statement.sql, statement.params ? [...statement.params] : []);
    return {
      rows: result.rows,
      fields: result.fields,
      ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
    };
  } catch (error) {
    throw toSandboxError(error);
  }
}

export function toSandboxError(error: unknown): Error {
  if (error instanceof Error && 'code' in error) {
    const code = (error as { code?: unknown }).code;
    return new SandboxSqlError(error.message, typeof code === 'string' ? code : undefined);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The engine on the calling thread. It cannot stop a query (PGlite ignores statement_timeout:
 * it has no signals), so it ignores `timeoutMs`; tests and the worker itself use it.
 */
export function inProcessEngine(pg: PGlite): SandboxEngine {
  return {
    query: (sql, params, options) =>
      options?.readOnly
        ? pg.transaction(async (tx) => {
            await tx.exec('set transaction read only');
            return run(tx, { sql, ...(params ? { params } : {}) });
          })
        : run(pg, { sql, ...(params ? { params } : {}) }),
    transaction: (statements) =>
      pg.transaction(async (tx) => {
        const results: SandboxResult[] = [];
        for (const statement of statements) results.push(await run(tx, statement));
        return results;
      }),
    close: () => pg.close(),
  };
}
