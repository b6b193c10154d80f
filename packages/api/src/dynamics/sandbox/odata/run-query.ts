import type { EntityDefinition } from '../schema/entity-definition.ts';
import { type ColumnValue, isRowReference, type Row } from '../store/row.ts';
import type { PropertyResolver } from './properties.ts';
import type { QueryOptions } from './query-options.ts';

export type { QueryOptions };

export interface QueryResult {
  /** The matching rows, ordered, cut at `$top`. */
  readonly rows: readonly Row[];
  /** How many rows matched before `$top`. */
  readonly matched: number;
}

function sortable(value: ColumnValue | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (isRowReference(value)) return value.id;
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Nulls sort first ascending, as SQL Server (Dataverse's store) sorts them. */
function compare(a: ColumnValue | undefined, b: ColumnValue | undefined): number {
  const [x, y] = [sortable(a), sortable(b)];
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return x < y ? -1 : 1;
}

/** Filters, orders and cuts rows as a query's options say. */
export function runQuery(
  rows: readonly Row[],
  query: QueryOptions,
  table: EntityDefinition,
  properties: PropertyResolver,
): QueryResult {
  const { filter } = query;
  const matching = filter ? rows.filter((row) => filter(row)) : [...rows];
  if (query.orderBy.length > 0) {
    const keys = query.orderBy.map((order) => {
      const attribute = properties.attribute(table, order.property);
      return { column: attribute?.logicalName ?? order.property, sign: order.descending ? -1 : 1 };
    });
    matching.sort((a, b) => {
      for (const { column, sign } of keys) {
        const order = compare(a[column], b[column]);
        if (order !== 0) return order * sign;
      }
      return 0;
    });
  }
  return { rows: query.top === undefined ? matching : matching.slice(0, query.top), matched: matching.length };
}
