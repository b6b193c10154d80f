/** A lookup's value: the row it points at and that row's table. */
export interface RowReference {
  readonly id: string;
  readonly table: string;
}

/**
 * A column's value as the sandbox keeps it: text (dates as ISO 8601 in UTC), numbers (money as
 * plain numbers, in the organisation's one currency), flags, references, or null.
 */
export type ColumnValue = string | number | boolean | RowReference | null;

/** One row of a table, keyed by the columns' logical names. */
export type Row = Record<string, ColumnValue>;

export function isRowReference(value: ColumnValue | undefined): value is RowReference {
  return value !== null && typeof value === 'object';
}
