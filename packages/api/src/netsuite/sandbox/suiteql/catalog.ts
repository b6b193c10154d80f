import { SCHEMA, type TableName, tableSpec } from '../store/schema.ts';
import { columnNames } from '../store/table-spec.ts';

/**
 * What SuiteQL can see: the tables of store/schema.ts with their columns, and Oracle's
 * one-row DUAL. Everything else in the database (the company marker, PostgreSQL's
 * catalogs, the support functions' schema) is unreachable by name.
 */

export const DUAL = 'dual';

/** DUAL's only column, as Oracle names it. */
export const DUAL_COLUMN = 'dummy';

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(SCHEMA, name);
}

export function tableColumns(table: TableName): readonly string[] {
  return columnNames(tableSpec(table));
}
