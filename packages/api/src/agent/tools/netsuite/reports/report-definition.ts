import * as z from 'zod';
import type { QueryColumn } from '../../../netsuite/query-column.ts';
import type { TypedRow } from '../../../netsuite/typed-rows.ts';

/** What a report may be asked for; each report says which of these it reads. */
export const reportParametersSchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('First day of the period, YYYY-MM-DD'),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('Last day of the period, YYYY-MM-DD'),
  locationId: z.string().regex(/^\d+$/).optional().describe('Only this location (inventory)'),
  subsidiaryId: z.string().regex(/^\d+$/).optional().describe('Only this subsidiary'),
  limit: z.number().int().min(1).max(1000).optional().describe('Rows at most'),
});
export type ReportParameters = z.infer<typeof reportParametersSchema>;

export const REPORT_IDS = [
  'ar_aging',
  'ap_aging',
  'sales_by_customer',
  'sales_by_item',
  'open_orders',
  'inventory_on_hand',
  'income_statement',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** What a report needs to know of the account to be built. */
export interface ReportEnvironment {
  readonly today: string;
  /** The base currency's symbol: amounts are converted to it. */
  readonly baseCurrency: string;
}

export interface ReportQuery {
  readonly sql: string;
  readonly columns: readonly QueryColumn[];
}

export interface ReportDefinition {
  readonly id: ReportId;
  readonly title: string;
  readonly description: string;
  /** The parameters it reads: `period` (from, to), `location`, `subsidiary`. */
  readonly parameters: readonly ('period' | 'location' | 'subsidiary')[];
  /** The period when none is given: `year-to-date`, or none for as-of-today reports. */
  readonly defaultPeriod?: 'year-to-date' | 'month-to-date';
  build(parameters: ReportParameters, environment: ReportEnvironment): ReportQuery;
  /** The rows as shown, from the query's: sections and totals, for statements. */
  summarize?(rows: readonly TypedRow[]): SummarizedRows;
}

/** A report's rows with the positions of those that are totals or subtotals, not records. */
export interface SummarizedRows {
  readonly rows: TypedRow[];
  readonly totalRows: number[];
}
