import {
  CUSTOMIZATION_SCHEMA,
  type CustomizationTableName,
  customizationSpec,
} from '../customization/customization-schema.ts';
import { SCHEMA, type TableName, tableSpec } from '../store/schema.ts';
import { columnNames } from '../store/table-spec.ts';

/**
 * What SuiteQL can see: the company's tables (store/schema.ts) and the account's customization
 * tables (customization/customization-schema.ts) with their columns, and Oracle's one-row DUAL.
 * Everything else in the database (the company marker, the sandbox's own tables, PostgreSQL's
 * catalogs, the support functions' schema) is unreachable by name.
 */

/** A table SuiteQL may name. */
export type SuiteqlTable = TableName | CustomizationTableName;

export const DUAL = 'dual';

/** DUAL's only column, as Oracle names it. */
export const DUAL_COLUMN = 'dummy';

export function isTableName(name: string): name is SuiteqlTable {
  return Object.hasOwn(SCHEMA, name) || Object.hasOwn(CUSTOMIZATION_SCHEMA, name);
}

export function tableColumns(table: SuiteqlTable): readonly string[] {
  return columnNames(
    Object.hasOwn(CUSTOMIZATION_SCHEMA, table)
      ? customizationSpec(table as CustomizationTableName)
      : tableSpec(table as TableName),
  );
}
