import * as z from 'zod/mini';

/**
 * The bridge: one RESTlet that gives the product what NetSuite's REST web services lack, saved
 * searches. The product ships it as SuiteScript (suitescript/erp_agent_bridge_restlet.js) for real
 * accounts; the sandbox answers the same contract natively.
 *
 * One endpoint, `POST {restlet host}/app/site/hosting/restlet.nl?script=...&deploy=...`, with a
 * JSON body `{ "action": "savedSearch.run", ...arguments }`.
 *
 * Answers, as a RESTlet gives them:
 * - 200 with the action's result.
 * - 200 with `{ "error": { "code", "message" } }` when the action failed: the script catches every
 *   error and returns it, and NetSuite answers a RESTlet's caught error with 200 OK and the body
 *   the script returned. Codes are NetSuite's where NetSuite raised the error
 *   (`SSS_INVALID_SRCH_FILTER`, `INVALID_SEARCH`...), see `BRIDGE_ERROR_CODES`.
 * - 4xx/5xx with the same `{ "error": { "code", "message" } }` shape when NetSuite itself refused
 *   the call before the script ran: an unknown script or deployment (400
 *   `SSS_INVALID_SCRIPTLET_ID`), a wrong method (405), a body that is not JSON, the script's time
 *   limit. (401 for a failed login: the sandbox answers that one in the REST web services envelope.)
 */

export const BRIDGE_SCRIPT_ID = 'customscript_erp_agent_bridge';
export const BRIDGE_DEPLOY_ID = 'customdeploy_erp_agent_bridge';
export const BRIDGE_PATH = '/app/site/hosting/restlet.nl';

/**
 * The bridge's URL under a base: a real account's RESTlet host
 * (`https://1234567-sb1.restlets.api.netsuite.com`, not the suitetalk host of REST web services)
 * or the sandbox's base URL (`http://host:port/netsuite-sandbox`).
 */
export function bridgeUrl(baseUrl: string): string {
  const query = new URLSearchParams({ script: BRIDGE_SCRIPT_ID, deploy: BRIDGE_DEPLOY_ID });
  return `${baseUrl.replace(/\/+$/, '')}${BRIDGE_PATH}?${query}`;
}

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

/** A saved search's internal id (`'57'`) or script id (`'customsearch_open_invoices'`). */
const searchIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const savedSearchCreateRequestSchema = z.object({
  action: z.literal('savedSearch.create'),
  definition: savedSearchDefinitionSchema,
});
export const savedSearchCreateResultSchema = z.object({
  /** The internal id, as a string. */
  searchId: z.string(),
  scriptId: z.string(),
});

export const savedSearchListRequestSchema = z.object({ action: z.literal('savedSearch.list') });
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
});
export type SavedSearchListItem = z.infer<typeof savedSearchListItemSchema>;
export const savedSearchListResultSchema = z.object({
  items: z.array(savedSearchListItemSchema),
  /** True when the RESTlet ran short of governance units before listing every search. */
  truncated: z.optional(z.boolean()),
});

export const savedSearchRunRequestSchema = z.object({
  action: z.literal('savedSearch.run'),
  searchId: searchIdSchema,
  pageSize: z._default(
    z.int().check(z.minimum(SEARCH_PAGE_SIZE.min), z.maximum(SEARCH_PAGE_SIZE.max)),
    SEARCH_PAGE_SIZE.default,
  ),
  /** From 0. Past the last page the run fails with `INVALID_PAGE_RANGE`, as `PagedData.fetch` does. */
  pageIndex: z._default(z.int().check(z.minimum(0)), 0),
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

export const savedSearchDeleteRequestSchema = z.object({
  action: z.literal('savedSearch.delete'),
  searchId: searchIdSchema,
});
export const savedSearchDeleteResultSchema = z.object({ deleted: z.literal(true) });

/** Every action with the schema of its request body and of its result. */
export const BRIDGE_ACTIONS = {
  'savedSearch.create': { request: savedSearchCreateRequestSchema, result: savedSearchCreateResultSchema },
  'savedSearch.list': { request: savedSearchListRequestSchema, result: savedSearchListResultSchema },
  'savedSearch.run': { request: savedSearchRunRequestSchema, result: savedSearchRunResultSchema },
  'savedSearch.delete': { request: savedSearchDeleteRequestSchema, result: savedSearchDeleteResultSchema },
} as const;

export type BridgeAction = keyof typeof BRIDGE_ACTIONS;
export const BRIDGE_ACTION_NAMES = Object.keys(BRIDGE_ACTIONS) as BridgeAction[];

export function isBridgeAction(value: unknown): value is BridgeAction {
  return typeof value === 'string' && Object.hasOwn(BRIDGE_ACTIONS, value);
}

/** What a caller passes besides `action`, before defaults. */
export type BridgePayload<A extends BridgeAction> = Omit<z.input<(typeof BRIDGE_ACTIONS)[A]['request']>, 'action'>;
export type BridgeRequest<A extends BridgeAction> = z.infer<(typeof BRIDGE_ACTIONS)[A]['request']>;
export type BridgeResult<A extends BridgeAction> = z.infer<(typeof BRIDGE_ACTIONS)[A]['result']>;

export const bridgeRequestSchema = z.discriminatedUnion('action', [
  savedSearchCreateRequestSchema,
  savedSearchListRequestSchema,
  savedSearchRunRequestSchema,
  savedSearchDeleteRequestSchema,
]);

/** The body of every failure, from the script or from NetSuite's RESTlet front. */
export const bridgeErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type BridgeErrorBody = z.infer<typeof bridgeErrorBodySchema>;
export type BridgeErrorDetail = BridgeErrorBody['error'];

/**
 * The codes a caller can meet. NetSuite's own where NetSuite raises them; the bridge adds
 * `UNKNOWN_ACTION` and `UNEXPECTED_ERROR`, and a caller reading a body that fits neither the result
 * nor the error shape gets `BRIDGE_MALFORMED_RESPONSE` from `readBridgeResponse`.
 */
export const BRIDGE_ERROR_CODES = {
  /** A required argument is absent: `definition.title`, `searchId`... */
  missingArgument: 'SSS_MISSING_REQD_ARGUMENT',
  /** An argument has the wrong type or range: `recordType`, `pageSize`, a body that is not an object. */
  invalidArgument: 'SSS_INVALID_TYPE_ARG',
  /** A filter names a field the record type does not have, or gives it values it cannot take. */
  invalidFilter: 'SSS_INVALID_SRCH_FILTER',
  /** A filter's operator is unknown or does not apply to the field's type. */
  invalidOperator: 'SSS_INVALID_SRCH_OPERATOR',
  /** A column names a field the record type does not have. */
  invalidColumn: 'SSS_INVALID_SRCH_COL',
  /** A summary that does not apply to the field, or a search mixing summary and plain columns. */
  invalidSummary: 'SSS_INVALID_SRCH_COLUMN_SUM',
  /** No saved search has that id. */
  unknownSearch: 'INVALID_SEARCH',
  duplicateScriptId: 'SSS_DUPLICATE_SEARCH_SCRIPT_ID',
  duplicateTitle: 'NAME_ALREADY_IN_USE',
  invalidPage: 'INVALID_PAGE_RANGE',
  unknownAction: 'UNKNOWN_ACTION',
  unexpected: 'UNEXPECTED_ERROR',
  /** NetSuite's front: no such script or deployment, or the deployment is not released. */
  unknownScript: 'SSS_INVALID_SCRIPTLET_ID',
  /** NetSuite's front: the script ran past its time, a search too heavy for the account. */
  timeLimit: 'SSS_TIME_LIMIT_EXCEEDED',
  malformedResponse: 'BRIDGE_MALFORMED_RESPONSE',
} as const;

export type BridgeOutcome<A extends BridgeAction> =
  | { readonly ok: true; readonly result: BridgeResult<A> }
  | { readonly ok: false; readonly error: BridgeErrorDetail };

/**
 * Reads a bridge answer's body (whatever the HTTP status) as the action's result or an error.
 * A body that is neither, an older script for instance, is `BRIDGE_MALFORMED_RESPONSE`.
 */
export function readBridgeResponse<A extends BridgeAction>(action: A, body: unknown): BridgeOutcome<A> {
  const failure = bridgeErrorBodySchema.safeParse(body);
  if (failure.success) return { ok: false, error: failure.data.error };
  const result = BRIDGE_ACTIONS[action].result.safeParse(body);
  if (result.success) return { ok: true, result: result.data as BridgeResult<A> };
  return {
    ok: false,
    error: {
      code: BRIDGE_ERROR_CODES.malformedResponse,
      message: `The bridge RESTlet answered ${action} with a body this version does not understand: ${z.prettifyError(result.error)}`,
    },
  };
}
