import * as z from 'zod/mini';

/**
 * Saved searches on the wire: the definition a user (or the agent) asks for, and what listing and
 * running them gives. The browser sends these to `/functions/v1/netsuite/saved-search`, the API
 * forwards them to the account's bridge RESTlet, and the sandbox answers them: one source for all.
 */

export const SEARCH_RECORD_TYPES = ['transaction', 'customer', 'vendor', 'item', 'employee'] as const;
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** NetSuite's search operators (N/search `search.Operator` values) the bridge accepts. */
export const SEARCH_OPERATORS = [
  'anyof',
  'noneof',
  'is',
  'isnot',
  'contains',
  'doesnotcontain',
  'startswith',
  'equalto',
  'notequalto',
  'greaterthan',
  'greaterthanorequalto',
  'lessthan',
  'lessthanorequalto',
  'between',
  'within',
  'on',
  'before',
  'after',
  'onorbefore',
  'onorafter',
  'isempty',
  'isnotempty',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/**
 * Relative dates NetSuite accepts as a date filter value (its `search.Date` ids), as alternatives
 * to `YYYY-MM-DD`. Weeks start on Sunday, NetSuite's default.
 */
export const RELATIVE_DATES = [
  'today',
  'yesterday',
  'thisweek',
  'lastweek',
  'thismonth',
  'lastmonth',
  'thisyear',
  'lastyear',
] as const;
export type RelativeDate = (typeof RELATIVE_DATES)[number];

export const SEARCH_SUMMARIES = ['group', 'count', 'sum', 'avg', 'min', 'max'] as const;
export type SearchSummary = (typeof SEARCH_SUMMARIES)[number];

export const SEARCH_SORTS = ['asc', 'desc'] as const;

/** N/search's paged-run limits (`Search.runPaged`): 5 to 1000 results a page, 50 by default. */
export const SEARCH_PAGE_SIZE = { min: 5, max: 1000, default: 50 } as const;

/** Saved search script ids: NetSuite's `customsearch` prefix, lower case, 40 characters at most. */
export const SCRIPT_ID_PREFIX = 'customsearch';
export const SCRIPT_ID_MAX_LENGTH = 40;
const SCRIPT_ID = /^customsearch[a-z0-9_]*$/;

/** A search field id as NetSuite names it for the record type: `trandate`, `entity`, `companyname`. */
const fieldId = z.string().check(z.minLength(1), z.maxLength(100));

const filterValue = z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean()]);

/**
 * One filter; the filters of a definition all apply (AND). Values: internal ids for list fields
 * (`'@NONE@'` for empty), `CustInvc`-style codes for `type`, `CustInvc:A`-style codes for `status`,
 * `'T'`/`'F'` for checkboxes, numbers, and `YYYY-MM-DD` or a `RELATIVE_DATES` id for dates.
 */
export const searchFilterSchema = z.object({
  field: fieldId,
  operator: z.enum(SEARCH_OPERATORS),
  values: z._default(z.array(filterValue).check(z.maxLength(1000)), () => []),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

export const searchColumnSchema = z.object({
  name: fieldId,
  summary: z.optional(z.enum(SEARCH_SUMMARIES)),
  label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  sort: z.optional(z.enum(SEARCH_SORTS)),
});
export type SearchColumn = z.infer<typeof searchColumnSchema>;
export type SearchColumnInput = z.input<typeof searchColumnSchema>;

/**
 * Where a column's value sits in a result's `values`: the field id, or `sum(amount)` for a
 * summary column. (A search the bridge did not create may also have joined columns:
 * `customer.email`, `count(customer.email)`.)
 */
export function searchColumnKey(column: { readonly name: string; readonly summary?: string | undefined }): string {
  return column.summary === undefined ? column.name : `${column.summary}(${column.name})`;
}

export const savedSearchDefinitionSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  recordType: z.enum(SEARCH_RECORD_TYPES),
  /** The script id; made from the title when absent (`Open invoices` -> `customsearch_open_invoices`). */
  id: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SCRIPT_ID_MAX_LENGTH),
        z.regex(SCRIPT_ID, 'A script id starts with customsearch and has lower-case letters, digits and _ only'),
      ),
  ),
  filters: z._default(z.array(searchFilterSchema).check(z.maxLength(50)), () => []),
  columns: z.array(searchColumnSchema).check(
    z.minLength(1, 'A saved search needs at least one column'),
    z.maxLength(100),
    z.refine(
      (columns) => new Set(columns.map(searchColumnKey)).size === columns.length,
      'Two columns have the same name and summary',
    ),
  ),
  /** Private to its owner unless true, as `search.create` makes it. */
  public: z._default(z.boolean(), false),
});
export type SavedSearchDefinition = z.infer<typeof savedSearchDefinitionSchema>;
export type SavedSearchDefinitionInput = z.input<typeof savedSearchDefinitionSchema>;

export const savedSearchCreateResultSchema = z.object({
  /** The internal id, as a string. */
  searchId: z.string(),
  scriptId: z.string(),
});

export const savedSearchListItemSchema = z.object({
  searchId: z.string(),
  scriptId: z.string(),
  title: z.string(),
  /**
   * The search's record type in `search.Type` form: `transaction`, `customer`... A real account's
   * list also holds searches made in the UI, of any record type.
   */
  recordType: z.string(),
  /** The owner's name, where the account tells it. */
  owner: z.optional(z.string()),
  /** ISO 8601; the sandbox tells it, the RESTlet does not. */
  dateCreated: z.optional(z.string()),
  /** ISO 8601; the sandbox tells it, the RESTlet does not. */
  dateModified: z.optional(z.string()),
  /** Shared with everyone (`isPublic`), where the account tells it. */
  isPublic: z.optional(z.boolean()),
});
export type SavedSearchListItem = z.infer<typeof savedSearchListItemSchema>;
export const savedSearchListResultSchema = z.object({
  items: z.array(savedSearchListItemSchema),
  /** True when the RESTlet ran short of governance units before listing every search. */
  truncated: z.optional(z.boolean()),
});

export const searchResultColumnSchema = z.object({
  /** Where this column's value sits in each result's `values`: see `searchColumnKey`. */
  key: z.string(),
  name: z.string(),
  label: z.string(),
  summary: z.optional(z.enum(SEARCH_SUMMARIES)),
});

/**
 * What `Result.getValue` gives: text for most fields, numbers as text (`'1250.00'`), dates in the
 * account's date format (the sandbox uses NetSuite's default, `M/D/YYYY`), booleans for checkboxes,
 * `''` for empty.
 */
const resultValue = z.nullable(z.union([z.string(), z.boolean()]));

export const searchResultSchema = z.object({
  /** The record's internal id; absent in summary searches. */
  id: z.optional(z.string()),
  values: z.record(z.string(), resultValue),
  /** `Result.getText` where it differs from the value: the name behind a list field's id. */
  texts: z.optional(z.record(z.string(), z.string())),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const savedSearchRunResultSchema = z.object({
  columns: z.array(searchResultColumnSchema),
  results: z.array(searchResultSchema),
  pageIndex: z.number(),
  pageCount: z.number(),
  totalResults: z.number(),
});
export type SavedSearchRunResult = z.infer<typeof savedSearchRunResultSchema>;
