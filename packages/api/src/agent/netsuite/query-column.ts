import * as z from 'zod';

/**
 * What a query's column holds: `money` amounts, `number` counts and quantities, `date` ISO dates,
 * `month` ISO months, `document` transaction numbers (`SO1514`), `id` internal ids, `text`.
 */
export const COLUMN_TYPES = ['id', 'text', 'money', 'number', 'date', 'month', 'document'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/**
 * A column a query returns, with what a table needs to show it (`reply/table-layout.ts` turns it
 * into the reply's column). Tools that return rows (reports) give theirs in this shape.
 */
export const queryColumnSchema = z.object({
  key: z.string(),
  type: z.enum(COLUMN_TYPES),
  /** What people call it, where the key does not say it well: `Document number`. */
  label: z.string().optional(),
  /**
   * For money, which currency the amounts are in: the base currency (when left out), each row's
   * own (the row's `currency` column, an ISO code), or one the query does not know.
   */
  currency: z.enum(['base', 'row', 'unknown']).optional(),
  /**
   * Money in the base currency repeating the amounts of the column named here: shown only when
   * the rows are in more than one currency.
   */
  baseOf: z.string().optional(),
});
export type QueryColumn = Readonly<z.infer<typeof queryColumnSchema>>;
