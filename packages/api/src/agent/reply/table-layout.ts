import type { ColumnKind, TableColumn, TableLayout } from '@erp-agent/core';
import type { QueryColumn } from '../netsuite/query-column.ts';
import type { TypedRow } from '../netsuite/typed-rows.ts';
import { columnLabel } from './column-labels.ts';
import { inferColumns } from './infer-columns.ts';

/** Rows ready to show, and how: what a table reply carries in `result.results` and `table`. */
export interface PresentedTable {
  readonly rows: TypedRow[];
  readonly layout: TableLayout;
}

const KINDS: Readonly<Record<QueryColumn['type'], ColumnKind>> = {
  id: 'id',
  text: 'text',
  money: 'currency',
  number: 'number',
  date: 'date',
  month: 'month',
  document: 'document',
};

/** The key of the column holding each row's currency code, which `currency: 'row'` amounts follow. */
const ROW_CURRENCY_KEY = 'currency';

/** Whether some row is in a currency other than the base: only then do base-currency figures add anything. */
function currenciesMixed(rows: readonly TypedRow[], baseCurrency: string | undefined): boolean {
  const codes = new Set(
    rows.map((row) => row[ROW_CURRENCY_KEY]).filter((code): code is string => typeof code === 'string'),
  );
  if (baseCurrency === undefined) return codes.size > 1;
  return [...codes].some((code) => code.toUpperCase() !== baseCurrency.toUpperCase());
}

function wireColumn(column: QueryColumn, baseCurrency: string | undefined): TableColumn {
  const kind = KINDS[column.type];
  const money =
    kind !== 'currency' || column.currency === 'unknown'
      ? {}
      : column.currency === 'row'
        ? { currencyKey: ROW_CURRENCY_KEY }
        : baseCurrency
          ? { currency: baseCurrency }
          : {};
  return { key: column.key, label: column.label ?? columnLabel(column.key, baseCurrency), kind, ...money };
}

/**
 * The one place a table's rows become what a reply shows: each column gets its label and its kind
 * (amounts with their currency), from what the query asked for or, for rows that came without a
 * description, from what their keys and values say. Amounts converted to the base currency stay
 * only when the rows are in more than one currency; rankings and sorts are already in the base.
 */
export function presentTable(
  rows: readonly TypedRow[],
  columns: readonly QueryColumn[] | undefined,
  baseCurrency: string | undefined,
  totalRows?: readonly number[],
): PresentedTable {
  // A column the query read only to compute others (a statement's account type) is not in the rows.
  const described = (columns ?? inferColumns(rows, baseCurrency)).filter((column) =>
    rows.some((row) => column.key in row),
  );
  const mixed = currenciesMixed(rows, baseCurrency);
  const hidden = new Set(described.filter((column) => column.baseOf && !mixed).map((column) => column.key));
  const shown = described.filter((column) => !hidden.has(column.key));
  return {
    rows:
      hidden.size === 0
        ? [...rows]
        : rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)))),
    layout: {
      columns: shown.map((column) => wireColumn(column, baseCurrency)),
      ...(totalRows && totalRows.length > 0 ? { totalRows: [...totalRows] } : {}),
    },
  };
}
