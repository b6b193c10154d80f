import * as z from 'zod/mini';

/**
 * What the values of a column are, so a client can show them the way people read them:
 * - `text`: words, shown as they are;
 * - `number`: a count or a quantity, grouped by the reader's locale (`1,315`);
 * - `currency`: an amount in the column's `currency` or in the row's (`currencyKey`);
 * - `date`: an ISO date (`2026-11-23`), or an instant, shown in one date format;
 * - `month`: an ISO month (`2026-03`);
 * - `document`: a transaction's document number (`SO1514`), shown as it is;
 * - `id`: a NetSuite internal id, shown as it is.
 */
export const COLUMN_KINDS = ['text', 'number', 'currency', 'date', 'month', 'document', 'id'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * One column of a table reply. A kind this client does not know yet reads as `text`, so a newer
 * server never breaks an older client.
 */
export const tableColumnSchema = z.looseObject({
  /** The key of the column in each row of `results`. */
  key: z.string(),
  /** What people call it: `Amount due`, `Total (USD)`. */
  label: z.string(),
  kind: z.catch(z.enum(COLUMN_KINDS), 'text'),
  /** For `currency`: the ISO 4217 code every amount of the column is in (`USD`). */
  currency: z.nullish(z.string()),
  /** For `currency`: the key of the column holding each row's own ISO 4217 code. */
  currencyKey: z.nullish(z.string()),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

/**
 * How to show the rows of `result.results` (or `data.results`): the columns in order with their
 * labels and kinds, and which rows are totals rather than records. Optional: without it a client
 * shows the keys of the first record, upper-cased, as 000 section 4 says.
 */
export const tableLayoutSchema = z.looseObject({
  columns: z.array(tableColumnSchema),
  /** Positions (from 0) in `results` of the rows that are totals or subtotals, not records. */
  totalRows: z.nullish(z.array(z.number())),
});
export type TableLayout = z.infer<typeof tableLayoutSchema>;
