import * as z from 'zod/mini';
import { savedSearchDefinitionSchema, searchResultColumnSchema } from './saved-search.ts';

/**
 * NETSUITE.REPORTS on the wire (001): the account's saved searches with what the product
 * measured of their runs, their definitions, runs with rows and CSV, edits, templates and
 * schedules. Runs are measured by the API when it runs a search (NetSuite keeps no run history
 * a client can read); descriptions are the product's notes on a search, as saved searches have
 * no description field of their own.
 */

/** 001's categories, from a search's record type and the transaction types it filters on. */
export const REPORT_CATEGORIES = ['Sales', 'Finance', 'Inventory', 'Procurement', 'HR', 'CRM'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/**
 * `active`: its last run succeeded within 30 days; `error`: its last run failed; `inactive`:
 * not run in 30 days, or never.
 */
export const REPORT_STATUSES = ['active', 'inactive', 'error'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportRunSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  startedAt: z.string(),
  status: z.enum(['ok', 'failed']),
  rows: z.nullable(z.number()),
  durationMs: z.number(),
  trigger: z.enum(['manual', 'schedule', 'export']),
  error: z.nullable(z.string()),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const accountSavedSearchSchema = z.object({
  /** Internal id. */
  id: z.string(),
  scriptId: z.string(),
  title: z.string(),
  /** The product's note on it, or a summary of its filters when it has none. */
  description: z.string(),
  /** True when `description` is a note someone wrote. */
  described: z.boolean(),
  category: z.enum(REPORT_CATEGORIES),
  /** 001's type: Transaction, Customer, Vendor, Item, Employee. */
  type: z.string(),
  recordType: z.string(),
  owner: z.nullable(z.string()),
  shared: z.boolean(),
  scheduled: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  lastRun: z.nullable(reportRunSchema),
  /** Rows of the last successful run. */
  records: z.nullable(z.number()),
  /** Mean of the measured successful runs. */
  avgRuntimeMs: z.nullable(z.number()),
  dateCreated: z.nullable(z.string()),
});
export type AccountSavedSearch = z.infer<typeof accountSavedSearchSchema>;

export const savedSearchPageSchema = z.object({
  searches: z.array(accountSavedSearchSchema),
  /** Mean of every measured successful run of the account's searches: AVG.RUNTIME. */
  avgRuntimeMs: z.nullable(z.number()),
});
export type SavedSearchPage = z.infer<typeof savedSearchPageSchema>;

/** VIEW: the definition as the account holds it. */
export const savedSearchViewSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  title: z.string(),
  recordType: z.string(),
  shared: z.boolean(),
  description: z.string(),
  filters: z.array(
    z.object({
      field: z.string(),
      operator: z.string(),
      values: z.array(z.union([z.string(), z.number(), z.boolean()])),
    }),
  ),
  columns: z.array(
    z.object({
      name: z.string(),
      summary: z.optional(z.string()),
      label: z.optional(z.string()),
      sort: z.optional(z.string()),
    }),
  ),
  runs: z.array(reportRunSchema),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

/** RUN: a page of rows, as measured. */
export const reportRunResultSchema = z.object({
  columns: z.array(searchResultColumnSchema),
  rows: z.array(z.record(z.string(), z.nullable(z.union([z.string(), z.boolean()])))),
  totalResults: z.number(),
  pageIndex: z.number(),
  pageCount: z.number(),
  run: reportRunSchema,
});
export type ReportRunResult = z.infer<typeof reportRunResultSchema>;

/** EDIT: name, description and sharing. */
export const savedSearchEditSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  shared: z.optional(z.boolean()),
});
export type SavedSearchEdit = z.infer<typeof savedSearchEditSchema>;

/** NEW.SEARCH, or USE.TEMPLATE: a definition and an optional note. */
export const savedSearchNewSchema = z.object({
  definition: savedSearchDefinitionSchema,
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type SavedSearchNew = z.input<typeof savedSearchNewSchema>;

export const REPORT_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** 001's formats. */
export const REPORT_FORMATS = ['PDF', 'Excel', 'PDF + Excel'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const SCHEDULE_STATUSES = ['active', 'paused'] as const;

const recipientsSchema = z
  .array(z.email().check(z.maxLength(254)))
  .check(z.minLength(1, 'Add at least one recipient'), z.maxLength(50));
/** `HH:MM`, 24-hour, in the server's time zone. */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 07:30'));

export const reportScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  searchId: z.string(),
  searchTitle: z.string(),
  frequency: z.enum(REPORT_FREQUENCIES),
  timeOfDay: z.string(),
  recipients: z.array(z.string()),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(SCHEDULE_STATUSES),
  /** ISO 8601; null while paused. */
  nextRun: z.nullable(z.string()),
  lastRun: z.nullable(reportRunSchema),
  owner: z.nullable(z.string()),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportScheduleListSchema = z.object({ schedules: z.array(reportScheduleSchema) });
export type ReportScheduleList = z.infer<typeof reportScheduleListSchema>;

export const reportScheduleNewSchema = z.object({
  searchId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  frequency: z.enum(REPORT_FREQUENCIES),
  timeOfDay,
  recipients: recipientsSchema,
  format: z.enum(REPORT_FORMATS),
});
export type ReportScheduleNew = z.infer<typeof reportScheduleNewSchema>;

/** CONFIG. */
export const reportScheduleEditSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  frequency: z.optional(z.enum(REPORT_FREQUENCIES)),
  timeOfDay: z.optional(timeOfDay),
  recipients: z.optional(recipientsSchema),
  format: z.optional(z.enum(REPORT_FORMATS)),
});
export type ReportScheduleEdit = z.infer<typeof reportScheduleEditSchema>;
