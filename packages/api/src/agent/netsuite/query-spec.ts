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

/** Which money a comparison or a sum is about: an item's `cost` is its purchase price, its `amount` its price. */
export const MONEY_MEASURES = ['amount', 'balance', 'cost'] as const;
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

/** What an entity's transactions are measured by, for a condition on them. */
export const ACTIVITY_MEASURES = ['count', 'amount', 'balance', 'quantity'] as const;
export type ActivityMeasure = (typeof ACTIVITY_MEASURES)[number];

/** How long past due: "over 30 days", "between 30 and 90 days" (`upper` the far end). */
const overdueDaysSchema = z.object({
  comparator: z.enum(COMPARATORS),
  value: z.number().int().min(0),
  upper: z.number().int().min(0).optional(),
});

const moneyCondition = z.object({
  measure: z.enum(MONEY_MEASURES),
  comparator: z.enum(COMPARATORS),
  value: z.number(),
  upper: z.number().optional(),
});

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
    /** Outside the range: "this year except this month". */
    negate: z.boolean().optional(),
  }),
  /** Not yet due: still owed, due today or later ("invoices not yet due", "bills that aren't overdue"). */
  z.object({ kind: z.literal('notDue') }),
  /** Customers whose open invoices add up to more than their credit limit ("over their credit limit"). */
  z.object({ kind: z.literal('overCreditLimit') }),
  /**
   * Paid within a period, by the date of the payments applied to it ("invoices paid last month"),
   * not the document's own date.
   */
  z.object({ kind: z.literal('paidIn'), from: isoDate.optional(), to: isoDate.optional(), label: z.string() }),
  /** Due before today and still owed; with `days`, by how many days past the due date. */
  z.object({
    kind: z.literal('overdue'),
    days: overdueDaysSchema.optional(),
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
  /** With `negate`: every party but this one ("not counting Crooks, Ankunding and Cummings"). */
  z.object({
    kind: z.literal('party'),
    party: z.enum(['customer', 'vendor', 'employee']),
    ...reference,
    negate: z.boolean().optional(),
  }),
  /**
   * The transactions of the customers, vendors or items a list just showed: "customers in
   * Ontario", then "show me their open invoices". By id, as shown.
   */
  z.object({
    kind: z.literal('parties'),
    party: z.enum(['customer', 'vendor', 'item']),
    ids: z.array(z.string()).min(1).max(200),
    label: z.string(),
  }),
  /** A customer's sales rep: "customers Mona Bergstrom looks after". */
  z.object({ kind: z.literal('rep'), ...reference }),
  z.object({ kind: z.literal('item'), ...reference }),
  z.object({ kind: z.literal('location'), ...reference }),
  z.object({ kind: z.literal('subsidiary'), ...reference }),
  z.object({ kind: z.literal('department'), ...reference }),
  /** With `negate`: outside it ("customers outside the US"). */
  z.object({
    kind: z.literal('region'),
    /** A city is matched by its name as the address holds it. */
    level: z.enum(['state', 'country', 'city']),
    code: z.string(),
    name: z.string(),
    negate: z.boolean().optional(),
  }),
  /** In one currency: "open invoices in euros", "CAD bills". By ISO code. */
  z.object({ kind: z.literal('currency'), code: z.string().regex(/^[A-Z]{3}$/) }),
  /** Employees who are (or are not) sales reps. */
  z.object({ kind: z.literal('salesRep'), salesRep: z.boolean() }),
  z.object({ kind: z.literal('active'), active: z.boolean() }),
  z.object({
    kind: z.literal('field'),
    field: z.enum(['email', 'phone', 'memo', 'creditlimit']),
    present: z.boolean(),
  }),
  z.object({ kind: z.literal('name'), contains: z.string().min(1) }),
  /** A transaction by its document number (`INV1044`), or an entity by its id in NetSuite (`CUST56`). */
  z.object({ kind: z.literal('number'), values: z.array(z.string().min(1)).min(1) }),
  /** With `negate`: every record but this one ("vendors called Kemmer other than Kemmer Logistics"). */
  z.object({ kind: z.literal('id'), id: z.string(), negate: z.boolean().optional() }),
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
    overdueDays: overdueDaysSchema.optional(),
    /** Still owed and due today or later: "customers with open invoices that aren't overdue yet". */
    notDue: z.boolean().optional(),
    absent: z.boolean().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Which date `from` and `to` bound: the transaction's own (the default) or its due date. */
    dateField: z.enum(['date', 'due']).optional(),
    /** An amount one of the transactions has: "customers with invoices over 5,000". */
    money: moneyCondition.optional(),
    label: z.string(),
  }),
  /**
   * Entities by what their transactions add up to: how many ("customers with more than 5
   * invoices"), their total or open balance in the base currency ("customers owing us more than
   * 5,000", "vendors we spent over 10k with this year"), or for items the units on their lines
   * ("items that sold more than 20 units last year"). Entities with none count as zero.
   */
  z.object({
    kind: z.literal('activity'),
    record: z.enum(RECORD_KINDS).optional(),
    codes: z.array(z.string()).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    dateField: z.enum(['date', 'due']).optional(),
    measure: z.enum(ACTIVITY_MEASURES),
    comparator: z.enum(COMPARATORS),
    value: z.number(),
    upper: z.number().optional(),
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
  /** Only the groups whose measure compares so: "months with sales over 40,000". */
  having: z.object({ comparator: z.enum(COMPARATORS), value: z.number(), upper: z.number().optional() }).optional(),
  /** Rank items by units rather than money: "top 3 items by units sold". */
  byQuantity: z.boolean().optional(),
});
export type AggregateSpec = z.infer<typeof aggregateSpecSchema>;
