import { CUSTOM_TABLES } from './custom-tables.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { PLATFORM_TABLES } from './platform-tables.ts';
import { PROCESS_TABLES } from './process-tables.ts';
import { SALES_TABLES } from './sales-tables.ts';

/** Every table of the sandbox environment, found by logical name or by entity set name. */
export class TableCatalog {
  readonly tables: readonly EntityDefinition[];
  readonly #byLogicalName: ReadonlyMap<string, EntityDefinition>;
  readonly #bySetName: ReadonlyMap<string, EntityDefinition>;

  constructor(tables: readonly EntityDefinition[]) {
    this.tables = tables;
    this.#byLogicalName = new Map(tables.map((table) => [table.logicalName, table]));
    this.#bySetName = new Map(tables.map((table) => [table.entitySetName, table]));
  }

  byLogicalName(name: string): EntityDefinition | undefined {
    return this.#byLogicalName.get(name);
  }

  bySetName(name: string): EntityDefinition | undefined {
    return this.#bySetName.get(name);
  }

  /** The table, which the caller knows exists (a schema's own reference). */
  get(logicalName: string): EntityDefinition {
    const table = this.#byLogicalName.get(logicalName);
    if (!table) throw new RangeError(`The sandbox has no table ${logicalName}.`);
    return table;
  }
}

export const SANDBOX_TABLES = new TableCatalog([
  ...SALES_TABLES,
  ...PROCESS_TABLES,
  ...PLATFORM_TABLES,
  ...CUSTOM_TABLES,
]);
