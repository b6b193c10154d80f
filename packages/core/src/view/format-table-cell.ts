import type { ResultRecord, TableColumn } from '../protocol/index.ts';
import { type FormatOptions, formatValue } from './format-value.ts';

/** The currency a cell's amount is in: the column's own, or the one its row names. */
function currencyOf(row: ResultRecord, column: TableColumn): string | undefined {
  if (column.currency) return column.currency;
  if (!column.currencyKey) return undefined;
  const code = row[column.currencyKey];
  return typeof code === 'string' ? code : undefined;
}

/** One cell of a table reply as people read it, by what its column says the values are. */
export function formatTableCell(row: ResultRecord, column: TableColumn, options?: FormatOptions): string {
  return formatValue(row[column.key], { kind: column.kind, currency: currencyOf(row, column) }, options);
}
