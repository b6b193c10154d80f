import * as z from 'zod';
import { RECORD_KINDS } from './record-catalog.ts';

/**
 * A question about records, as the planner understood it: which records, which filters, in
 * which order, how many. It is what the conversation remembers, so "only those in California"
 * adds a filter to the last one, and what the SuiteQL builder turns into a query.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const COMPARATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'between'] as const;
export type Comparator = (typeof COMPARATORS)[number];

/** Which money a comparison or a sum is about. */
export const MONEY_MEASURES = ['amount', 'balance'] as const;
export type MoneyMeasure = (typeof MONEY_MEASURES)[number];

/** Which quantity of stock a condition is about. */
export const QUANTITY_MEASURES = ['available', 'onhand', 'onorder', 'backordered'] as const;
export type QuantityMeasure = (typeof QUANTITY_MEASURES)[number];

export const STOCK_STATES = ['low', 'below_reorder', 'out', 'in'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** Which date a range is about. */
export const DATE_FIELDS = ['date', 'due', 'created'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

const reference = { id: z.string(), name: z.string() };

export const filterSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), codes: z.array(z.string()).min(1), label: z.string() }),
  z.object({
    kind: z.literal('money'),
    measure: z.enum(MONEY_MEASURES),
    comparator: z.enum(COMPARATORS),
    value: z.number(),
    upper: z.number().optional(),
  }),
  z.object({
    kind: z.literal('date'),
    field: z.enum(DATE_FIELDS),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** How the user said it: `last month`. */
    label: z.string(),
  }),
  /** Due before today and still owed; with `days`, by how many days past the due date. */
  z.object({
    kind: z.literal('overdue'),
    days: z.object({ comparator: z.enum(COMPARATORS), value: z.number().int().min(0) }).optional(),
  }),
  /** Stock per item and location: "less than 5 available", "on hand over 100". */
  z.object({
    kind: z.literal('quantity'),
    measure: z.enum(QUANTITY_MEASURES),
    comparator: z.enum(COMPARATORS),
    value: z.number(),
  }),
  /** At or below the reorder point (`low`), under it, none available (`out`), some (`in`). */
  z.object({ kind: z.literal('stock'), state: z.enum(STOCK_STATES) }),
  z.object({ kind: z.literal('party'), party: z.enum(['customer', 'vendor', 'employee']), ...reference }),
  z.object({ kind: z.literal('item'), ...reference }),
  z.object({ kind: z.literal('location'), ...reference }),
  z.object({ kind: z.literal('subsidiary'), ...reference }),
  z.object({ kind: z.literal('department'), ...reference }),
  z.object({ kind: z.literal('region'), level: z.enum(['state', 'country']), code: z.string(), name: z.string() }),
  z.object({ kind: z.literal('active'), active: z.boolean() }),
  z.object({ kind: z.literal('field'), field: z.enum(['email', 'phone', 'memo']), present: z.boolean() }),
  z.object({ kind: z.literal('name'), contains: z.string().min(1) }),
  /** A transaction by its document number (`INV1044`), or an entity by its id in NetSuite (`CUST56`). */
  z.object({ kind: z.literal('number'), values: z.array(z.string().min(1)).min(1) }),
  z.object({ kind: z.literal('id'), id: z.string() }),
  /**
   * Entities with at least one transaction of a kind ("vendors with open bills"), or with none
   * (`absent`: "customers with no sales in 6 months", an anti-join). Without `record`, any
   * transaction. A date range here is the transactions' date, not the entity's.
   */
  z.object({
    kind: z.literal('has'),
    record: z.enum(RECORD_KINDS).optional(),
    codes: z.array(z.string()).optional(),
    overdue: z.boolean().optional(),
    overdueDays: z.object({ comparator: z.enum(COMPARATORS), value: z.number().int().min(0) }).optional(),
    absent: z.boolean().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    label: z.string(),
  }),
]);
export type Filter = z.infer<typeof filterSchema>;

export const SORT_FIELDS = ['amount', 'balance', 'date', 'due', 'name', 'created'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const querySpecSchema = z.object({
  record: z.enum(RECORD_KINDS),
  filters: z.array(filterSchema),
  sort: z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  /** One row per item line of the transactions ("what did Green and Sons buy"), not per transaction. */
  lines: z.boolean().optional(),
});
export type QuerySpec = z.infer<typeof querySpecSchema>;

/** Two periods side by side: "sales this year against last year". */
export const periodSchema = z.object({ from: isoDate, to: isoDate, label: z.string() });
export type Period = z.infer<typeof periodSchema>;

/** What a count or a sum measures. */
export const AGGREGATE_MEASURES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateMeasure = (typeof AGGREGATE_MEASURES)[number];

/** What a ranking groups by. */
export const GROUPINGS = [
  'customer',
  'vendor',
  'employee',
  'item',
  'month',
  'status',
  'location',
  'subsidiary',
] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const aggregateSpecSchema = z.object({
  query: querySpecSchema,
  measure: z.enum(AGGREGATE_MEASURES),
  of: z.enum(MONEY_MEASURES),
  groupBy: z.enum(GROUPINGS).optional(),
  /** Ranking: the first N groups by the measure, largest first unless `direction` says otherwise. */
  top: z.number().int().min(1).max(1000).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type AggregateSpec = z.infer<typeof aggregateSpecSchema>;
