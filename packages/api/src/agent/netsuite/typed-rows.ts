import type { SuiteqlRow } from '../../netsuite/connector/index.ts';
import type { QueryColumn } from './query-column.ts';

export type Cell = string | number | boolean | null;
export type TypedRow = Record<string, Cell>;

function typed(value: SuiteqlRow[string] | undefined, type: QueryColumn['type']): Cell {
  if (value === undefined || value === null || value === '') return null;
  if ((type === 'money' || type === 'number') && typeof value === 'string') {
    const number = Number(value);
    if (!Number.isFinite(number)) return value;
    return type === 'money' ? Math.round(number * 100) / 100 : number;
  }
  return value;
}

/**
 * Rows as a table shows them: every column the query names, in its order, even where NetSuite
 * left a NULL out of the row; numbers as numbers, money rounded to cents.
 */
export function typedRows(
  rows: readonly SuiteqlRow[],
  columns: readonly Pick<QueryColumn, 'key' | 'type'>[],
): TypedRow[] {
  return rows.map((row) => Object.fromEntries(columns.map(({ key, type }) => [key, typed(row[key], type)])));
}
