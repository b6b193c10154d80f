import { type SandboxEngine, SandboxSqlError, SandboxTimeoutError } from '../engine/sandbox-engine.ts';
import { runtimeReason } from './sql-errors.ts';
import { SuiteqlError } from './suiteql-error.ts';
import { SUITEQL_SCHEMA } from './support-sql.ts';
import { translateSuiteql } from './translate.ts';

export interface SuiteqlPageRequest {
  /** Rows per page. */
  readonly limit: number;
  /** Rows to skip. */
  readonly offset: number;
  /** Stops the query, as the engine allows; none when absent. */
  readonly timeoutMs?: number;
  /** SYSDATE and CURRENT_DATE: the server's clock when absent. */
  readonly now?: Date;
}

export interface SuiteqlPage {
  /** The result's column names, lower-case, in the order the query selects them. */
  readonly columns: readonly string[];
  /** One object per row, values as NetSuite writes them; NULL columns are left out. */
  readonly items: Record<string, string>[];
  readonly totalResults: number;
  readonly offset: number;
  readonly hasMore: boolean;
}

const value = (index: number) => `_sq_v${index + 1}`;

/** PostgreSQL's invalid_schema_name. */
const MISSING_SCHEMA = '3F000';

/**
 * Runs one page of a SuiteQL query on the sandbox's database: translated, read-only, values
 * formatted in SQL as NetSuite's REST API writes them (strings; dates M/D/YYYY).
 *
 * The page and the total come from one statement, so they see the same data: the count as
 * a one-row subquery, the page left-joined to it, so an offset past the end still brings
 * the total. The count does not compute the selected values, where `count(*) over ()` on
 * the page query computes every row's values (BUILTIN.DF lookups included) just to count
 * them. At 100,000 transactions (in-process PGlite, median of 15) a 277,387-row result
 * took 70 ms against 147 ms, and 59 ms against 175 ms with three BUILTIN.DF a row; for
 * results the query computes whole anyway (the bench's filtered list, join and aggregate:
 * 1,254 to 8,550 rows) the window was 5 to 11 ms faster, a price paid for the large ones.
 */
export async function runSuiteql(
  engine: SandboxEngine,
  query: string,
  request: SuiteqlPageRequest,
): Promise<SuiteqlPage> {
  const translation = await translateSuiteql(query, request.now === undefined ? {} : { now: request.now });
  const { columns } = translation;
  const values = columns.map((_, index) => `${SUITEQL_SCHEMA}.json_text(_sq_q.${value(index)}) as ${value(index)}`);
  const aliases = columns.map((_, index) => value(index)).join(', ');
  const sql = `select _sq_count.total as _sq_total, _sq_page.*
    from (select count(*) as total from (${translation.sql}) as _sq_all) as _sq_count
    left join (
      select true as _sq_row, ${values.join(', ')} from (${translation.sql}) as _sq_q(${aliases}) offset $1 limit $2
    ) as _sq_page on true`;
  const result = await run(() =>
    engine.query<Record<string, string | number | boolean | null>>(sql, [request.offset, request.limit], {
      readOnly: true,
      ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
    }),
  );
  const totalResults = Number(result.rows[0]?._sq_total ?? 0);
  const items = result.rows
    .filter((row) => row._sq_row === true)
    .map((row) => {
      const item: Record<string, string> = {};
      columns.forEach((column, index) => {
        const text = row[value(index)];
        if (typeof text === 'string') item[column] = text;
      });
      return item;
    });
  return {
    columns,
    items,
    totalResults,
    offset: request.offset,
    hasMore: request.offset + items.length < totalResults,
  };
}

async function run<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (error instanceof SandboxTimeoutError) {
      throw new SuiteqlError('QUERY_TIMEOUT', `The query ran longer than ${error.timeoutMs} ms and was stopped.`, {
        cause: error,
      });
    }
    if (error instanceof SandboxSqlError && error.sqlState === MISSING_SCHEMA) {
      // The server's fault, not the query's: it answers 500 and is logged.
      throw new Error('The SuiteQL support functions are not installed: run installSuiteqlSupport on the database.', {
        cause: error,
      });
    }
    if (error instanceof SandboxSqlError) {
      throw new SuiteqlError('INVALID_QUERY', runtimeReason(error), { cause: error });
    }
    throw error;
  }
}
