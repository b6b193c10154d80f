import type { NetsuiteConnector, SuiteqlRow } from '../connector/index.ts';

/**
 * Helpers for reading the account through SuiteQL, where every value comes as a string and a
 * NULL column is left out of the row.
 */

export async function rows(connector: NetsuiteConnector, query: string, maxRows = 5000): Promise<SuiteqlRow[]> {
  return (await connector.suiteql(query, { maxRows })).items;
}

export function text(row: SuiteqlRow, column: string): string | null {
  const value = row[column];
  return value === undefined || value === null || value === '' ? null : String(value);
}

export function number(row: SuiteqlRow, column: string): number | null {
  const value = text(row, column);
  if (value === null) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export const flag = (row: SuiteqlRow, column: string) => text(row, column) === 'T';

/** `TO_CHAR(x, 'YYYY-MM-DD HH24:MI:SS')` in the account's time, as ISO 8601 in this server's zone. */
export function moment(row: SuiteqlRow, column: string): string | null {
  const value = text(row, column);
  if (value === null) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The SuiteQL that writes a timestamp column for `moment` to read. */
export const asMoment = (column: string) => `TO_CHAR(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A share as a percentage to two decimals, or null with nothing to share. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
}
