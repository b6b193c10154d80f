import {
  SEARCH_PAGE_SIZE,
  savedSearchCreateResultSchema,
  savedSearchDefinitionSchema,
  savedSearchListResultSchema,
  savedSearchRunResultSchema,
} from '@erp-agent/core';
import * as z from 'zod/mini';

/**
 * The bridge: one RESTlet that gives the product what NetSuite's REST web services lack: saved
 * searches, turning script deployments on and off, and reading script files. The product ships it as SuiteScript (suitescript/erp_agent_bridge_restlet.js) for real
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

/** The wire schemas the bridge shares with the browser and the sandbox live in core. */
export {
  RELATIVE_DATES,
  type RelativeDate,
  type SavedSearchDefinition,
  type SavedSearchDefinitionInput,
  type SavedSearchListItem,
  type SavedSearchRunResult,
  SCRIPT_ID_MAX_LENGTH,
  SCRIPT_ID_PREFIX,
  SEARCH_OPERATORS,
  SEARCH_PAGE_SIZE,
  SEARCH_RECORD_TYPES,
  SEARCH_SORTS,
  SEARCH_SUMMARIES,
  type SearchColumn,
  type SearchColumnInput,
  type SearchFilter,
  type SearchFilterInput,
  type SearchOperator,
  type SearchRecordType,
  type SearchResult,
  type SearchSummary,
  savedSearchCreateResultSchema,
  savedSearchDefinitionSchema,
  savedSearchListItemSchema,
  savedSearchListResultSchema,
  savedSearchRunResultSchema,
  searchColumnKey,
  searchColumnSchema,
  searchFilterSchema,
  searchResultColumnSchema,
  searchResultSchema,
} from '@erp-agent/core';

/**
 * The bridge's URL under a base: a real account's RESTlet host
 * (`https://1234567-sb1.restlets.api.netsuite.com`, not the suitetalk host of REST web services)
 * or the sandbox's base URL (`http://host:port/netsuite-sandbox`).
 */
export function bridgeUrl(baseUrl: string): string {
  const query = new URLSearchParams({ script: BRIDGE_SCRIPT_ID, deploy: BRIDGE_DEPLOY_ID });
  return `${baseUrl.replace(/\/+$/, '')}${BRIDGE_PATH}?${query}`;
}

/** A saved search's internal id (`'57'`) or script id (`'customsearch_open_invoices'`). */
const searchIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const savedSearchCreateRequestSchema = z.object({
  action: z.literal('savedSearch.create'),
  definition: savedSearchDefinitionSchema,
});
export const savedSearchListRequestSchema = z.object({ action: z.literal('savedSearch.list') });
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

export const savedSearchDeleteRequestSchema = z.object({
  action: z.literal('savedSearch.delete'),
  searchId: searchIdSchema,
});
export const savedSearchDeleteResultSchema = z.object({ deleted: z.literal(true) });

/** A search's definition as `search.load` gives it back: what VIEW shows. */
export const savedSearchLoadRequestSchema = z.object({
  action: z.literal('savedSearch.load'),
  searchId: searchIdSchema,
});
export const savedSearchLoadResultSchema = z.object({
  searchId: z.string(),
  scriptId: z.string(),
  title: z.string(),
  recordType: z.string(),
  isPublic: z.boolean(),
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
});

/** Renames a search or changes whether everyone may use it (`search.load`, then `save`). */
export const savedSearchUpdateRequestSchema = z.object({
  action: z.literal('savedSearch.update'),
  searchId: searchIdSchema,
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  public: z.optional(z.boolean()),
});
export const savedSearchUpdateResultSchema = z.object({
  searchId: z.string(),
  scriptId: z.string(),
  title: z.string(),
  isPublic: z.boolean(),
});

/** The deployment statuses and log levels a script deployment takes (shared with the console in core). */
import { DEPLOYMENT_LOG_LEVELS, DEPLOYMENT_STATUSES } from '@erp-agent/core';

export { DEPLOYMENT_LOG_LEVELS, DEPLOYMENT_STATUSES };

/**
 * Turns a script deployment on or off, or changes its status or log level (`record.load` of the
 * `scriptdeployment`, then `save`): what PAUSE and ACTIVATE on the scripts screen do.
 */
export const scriptDeploymentUpdateRequestSchema = z.object({
  action: z.literal('scriptDeployment.update'),
  /** The deployment's script id (`customdeploy_...`) or internal id. */
  deploymentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  isDeployed: z.optional(z.boolean()),
  status: z.optional(z.enum(DEPLOYMENT_STATUSES)),
  logLevel: z.optional(z.enum(DEPLOYMENT_LOG_LEVELS)),
});
export const scriptDeploymentUpdateResultSchema = z.object({
  deploymentId: z.string(),
  scriptId: z.string(),
  isDeployed: z.boolean(),
  status: z.string(),
  logLevel: z.string(),
});

/** A File Cabinet file's text (`file.load`, then `getContents`): a script's code, for VIEW.CODE. */
export const fileReadRequestSchema = z.object({
  action: z.literal('file.read'),
  fileId: z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'A file internal id is a number')),
});
export const fileReadResultSchema = z.object({ fileId: z.string(), name: z.string(), contents: z.string() });

/** Every action with the schema of its request body and of its result. */
export const BRIDGE_ACTIONS = {
  'savedSearch.create': { request: savedSearchCreateRequestSchema, result: savedSearchCreateResultSchema },
  'savedSearch.list': { request: savedSearchListRequestSchema, result: savedSearchListResultSchema },
  'savedSearch.run': { request: savedSearchRunRequestSchema, result: savedSearchRunResultSchema },
  'savedSearch.delete': { request: savedSearchDeleteRequestSchema, result: savedSearchDeleteResultSchema },
  'savedSearch.load': { request: savedSearchLoadRequestSchema, result: savedSearchLoadResultSchema },
  'savedSearch.update': { request: savedSearchUpdateRequestSchema, result: savedSearchUpdateResultSchema },
  'scriptDeployment.update': {
    request: scriptDeploymentUpdateRequestSchema,
    result: scriptDeploymentUpdateResultSchema,
  },
  'file.read': { request: fileReadRequestSchema, result: fileReadResultSchema },
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
  savedSearchLoadRequestSchema,
  savedSearchUpdateRequestSchema,
  scriptDeploymentUpdateRequestSchema,
  fileReadRequestSchema,
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
  /** No record (deployment, file) has that id. */
  unknownRecord: 'RCRD_DSNT_EXIST',
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
