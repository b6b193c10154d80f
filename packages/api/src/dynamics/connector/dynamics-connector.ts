import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { retryAfterMs } from '../../netsuite/connector/retry-after.ts';
import { DynamicsConnectorError, errorFromAnswer } from './connector-error.ts';
import type { DynamicsEndpoints } from './endpoints.ts';
import { type ClientCredential, createEntraTokenSource, type FetchFunction } from './entra-token.ts';
import { type QueryOptions, queryString } from './odata-query.ts';
import { DEFAULT_RETRY_POLICY, type RetryClock, type RetryPolicy, withRetries } from './with-retries.ts';

export interface DynamicsConnectorConfig {
  readonly tenantId: string;
  readonly clientId: string;
  readonly credential: ClientCredential;
  /** `https://org.crm.dynamics.com`: what the connection is to. */
  readonly environmentUrl: string;
  readonly endpoints: DynamicsEndpoints;
}

/** One Dataverse call, as the connector measured it (the dashboard's API response time). */
export interface CallTiming {
  readonly operation: 'query' | 'count' | 'get' | 'create' | 'update' | 'delete' | 'metadata' | 'whoami';
  readonly durationMs: number;
  /** The HTTP status, or undefined when no answer came. */
  readonly status: number | undefined;
}

export interface DynamicsConnectorOptions {
  readonly fetch?: FetchFunction;
  /** Only for the embedded sandbox reached over plain HTTP. */
  readonly allowHttp?: boolean;
  /** How long one attempt may take, answer included; 60 seconds by default. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly sleep?: RetryClock['sleep'];
  readonly random?: RetryClock['random'];
  readonly now?: () => Date;
  /** The id a create gives its row when the caller gives none. */
  readonly newId?: () => string;
  /** Retries are logged at warn; never a token or a body. */
  readonly logger?: Pick<Logger, 'warn'>;
  /** Told of every attempt's duration and status. */
  readonly onCall?: (timing: CallTiming) => void;
}

/** A row as the Web API returns it: properties by their Web API names, annotations included. */
export type DataverseRow = Record<string, unknown>;

export interface ListOptions extends QueryOptions {
  /** Pages are read until this many rows; 5,000 by default. */
  readonly maxRows?: number;
  /** Rows per page (`Prefer: odata.maxpagesize`); Dataverse's 5,000 by default. */
  readonly pageSize?: number;
  /** Ask for formatted values and lookup table names (`odata.include-annotations="*"`). */
  readonly annotations?: boolean;
  readonly signal?: AbortSignal;
}

export interface ListResult {
  readonly rows: DataverseRow[];
  /** `@odata.count` when asked for: every matching row, up to Dataverse's 5,000. */
  readonly count: number | undefined;
  /** True when more rows matched than were read. */
  readonly truncated: boolean;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
}

export type DynamicsVerification =
  | { readonly ok: true; readonly userId: string | null }
  | { readonly ok: false; readonly error: DynamicsConnectorError };

/**
 * One user's way into one Dataverse environment, real or the embedded sandbox: OData v4 over the
 * Web API, authenticated with an Entra ID access token from the client credentials grant, retried
 * where that is safe, failing with `DynamicsConnectorError`.
 */
export interface DynamicsConnector {
  readonly environmentUrl: string;
  /** Rows of an entity set (`accounts`), following `@odata.nextLink` up to `maxRows`. */
  list(entitySet: string, options?: ListOptions): Promise<ListResult>;
  /** How many rows match, up to 5,000 (`/accounts/$count`). */
  count(entitySet: string, filter?: string, options?: CallOptions): Promise<number>;
  get(
    entitySet: string,
    id: string,
    options?: QueryOptions & CallOptions & { readonly annotations?: boolean },
  ): Promise<DataverseRow>;
  /** Creates a row with an id chosen here, so a lost answer retried never makes a second row. */
  create(
    entitySet: string,
    body: DataverseRow,
    options?: CallOptions & { readonly id?: string },
  ): Promise<{ readonly id: string }>;
  /**
   * Changes the columns given. With `etag`, only if the row is still that version (If-Match);
   * otherwise only if it exists (`If-Match: *`), so an update never creates a row.
   */
  update(
    entitySet: string,
    id: string,
    body: DataverseRow,
    options?: CallOptions & { readonly etag?: string },
  ): Promise<void>;
  delete(entitySet: string, id: string, options?: CallOptions): Promise<void>;
  /** `EntityDefinitions`, or a path under it (`EntityDefinitions(LogicalName='account')/Attributes`). */
  metadata(path: string, options?: QueryOptions & CallOptions): Promise<DataverseRow[]>;
  /** Calls a Web API function (`RetrieveTotalRecordCount(EntityNames=@p1)?@p1=[...]`) and returns its answer. */
  callFunction(path: string, options?: CallOptions): Promise<DataverseRow>;
  /** Whether Entra ID and Dataverse accept the credentials (`WhoAmI`), before they are stored. */
  verify(options?: CallOptions): Promise<DynamicsVerification>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_ROWS = 5000;

interface WebApiRequest {
  readonly operation: CallTiming['operation'];
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to the Web API URL, or absolute (a nextLink). */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

interface WebApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Not JSON: `$count` answers plain text, and a proxy's error page is not Dataverse's.
    return { ok: false };
  }
}

function idFromEntityUrl(header: string | null): string | undefined {
  return /\(([0-9a-f-]{36})\)\s*$/i.exec(header ?? '')?.[1]?.toLowerCase();
}

export function createDynamicsConnector(
  config: DynamicsConnectorConfig,
  options: DynamicsConnectorOptions = {},
): DynamicsConnector {
  const now = options.now ?? (() => new Date());
  const fetcher: FetchFunction = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = createEntraTokenSource({
    tokenUrl: config.endpoints.tokenUrl,
    clientId: config.clientId,
    credential: config.credential,
    scope: config.endpoints.scope,
    fetch: fetcher,
    timeoutMs,
    now,
    ...(options.allowHttp ? { allowHttp: true } : {}),
  });
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const clock: RetryClock = {
    sleep: options.sleep ?? ((ms, signal) => sleep(ms, undefined, signal ? { signal } : {})),
    random: options.random ?? Math.random,
  };
  const primaryIds = new Map<string, string>();
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${config.endpoints.webApiUrl}/${path}`);

  async function attempt(request: WebApiRequest, retriedToken = false): Promise<WebApiAnswer> {
    const token = await tokens.token(request.signal);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetcher(url(request.path), {
        method: request.method,
        headers: {
          Accept: 'application/json',
          'OData-MaxVersion': '4.0',
          'OData-Version': '4.0',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
          ...request.headers,
          Authorization: `Bearer ${token}`,
        },
        signal,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      text = await response.text();
    } catch (error) {
      options.onCall?.({ operation: request.operation, durationMs: performance.now() - started, status: undefined });
      if (request.signal?.aborted) throw new DynamicsConnectorError('aborted', { cause: request.signal.reason });
      if (timeout.aborted) {
        throw new DynamicsConnectorError('timeout', {
          message: `Dataverse did not answer within ${timeoutMs / 1000} seconds.`,
          retryable: true,
          cause: error,
        });
      }
      throw new DynamicsConnectorError('network_error', { retryable: true, cause: error });
    }
    options.onCall?.({
      operation: request.operation,
      durationMs: performance.now() - started,
      status: response.status,
    });
    const parsed = parseBody(text);
    if (response.status === 401 && !retriedToken) {
      // A token Dataverse no longer takes (revoked, or the clocks disagree): one fresh token, once.
      tokens.invalidate();
      return attempt(request, true);
    }
    if (response.status < 200 || response.status > 299) {
      throw errorFromAnswer(
        response.status,
        parsed.ok ? parsed.value : undefined,
        retryAfterMs(response.headers.get('Retry-After'), now()),
      );
    }
    if (!parsed.ok && request.operation !== 'count') {
      throw new DynamicsConnectorError('protocol_error', {
        message: `Dataverse answered ${request.method} ${request.path.split('?')[0]} with a body that is not JSON.`,
        status: response.status,
      });
    }
    return { status: response.status, headers: response.headers, body: parsed.ok ? parsed.value : text };
  }

  const send = (request: WebApiRequest) =>
    withRetries(() => attempt(request), {
      policy,
      clock,
      signal: request.signal,
      onRetry: (attemptNumber, delayMs, error) =>
        options.logger?.warn(
          { attempt: attemptNumber, delayMs, code: error.code, status: error.status },
          'Dataverse call failed; retrying',
        ),
    });

  const prefer = (annotations: boolean | undefined, pageSize?: number) =>
    [annotations ? 'odata.include-annotations="*"' : undefined, pageSize ? `odata.maxpagesize=${pageSize}` : undefined]
      .filter((part) => part !== undefined)
      .join(',');

  function page(body: unknown, what: string): { value: DataverseRow[]; count?: number; nextLink?: string } {
    if (body === null || typeof body !== 'object' || !Array.isArray((body as { value?: unknown }).value)) {
      throw new DynamicsConnectorError('protocol_error', {
        message: `Dataverse's answer for ${what} has no value list.`,
      });
    }
    const {
      value,
      '@odata.count': count,
      '@odata.nextLink': nextLink,
    } = body as {
      value: DataverseRow[];
      '@odata.count'?: unknown;
      '@odata.nextLink'?: unknown;
    };
    return {
      value,
      ...(typeof count === 'number' ? { count } : {}),
      ...(typeof nextLink === 'string' ? { nextLink } : {}),
    };
  }

  const signalOf = (callOptions: CallOptions | undefined) =>
    callOptions?.signal ? { signal: callOptions.signal } : {};

  return {
    environmentUrl: config.environmentUrl,

    async list(entitySet, listOptions = {}) {
      const maxRows = listOptions.maxRows ?? MAX_ROWS;
      const headerValue = prefer(
        listOptions.annotations,
        listOptions.top === undefined ? listOptions.pageSize : undefined,
      );
      const rows: DataverseRow[] = [];
      let count: number | undefined;
      let path: string | undefined = `${entitySet}${queryString(listOptions)}`;
      let truncated = false;
      while (path !== undefined) {
        const answer = await send({
          operation: 'query',
          method: 'GET',
          path,
          ...(headerValue ? { headers: { Prefer: headerValue } } : {}),
          ...signalOf(listOptions),
        });
        const current = page(answer.body, entitySet);
        count ??= current.count;
        rows.push(...current.value);
        if (rows.length >= maxRows) {
          truncated = rows.length > maxRows || current.nextLink !== undefined;
          rows.length = Math.min(rows.length, maxRows);
          break;
        }
        path = current.nextLink;
      }
      return { rows, count, truncated };
    },

    async count(entitySet, filter, callOptions) {
      const answer = await send({
        operation: 'count',
        method: 'GET',
        path: `${entitySet}/$count${filter ? queryString({ filter }) : ''}`,
        ...signalOf(callOptions),
      });
      const value = Number(typeof answer.body === 'number' ? answer.body : String(answer.body).trim());
      if (!Number.isInteger(value)) {
        throw new DynamicsConnectorError('protocol_error', {
          message: `Dataverse's count of ${entitySet} is not a number.`,
        });
      }
      return value;
    },

    async get(entitySet, id, getOptions = {}) {
      const answer = await send({
        operation: 'get',
        method: 'GET',
        path: `${entitySet}(${id})${queryString(getOptions)}`,
        ...(getOptions.annotations ? { headers: { Prefer: prefer(true) } } : {}),
        ...signalOf(getOptions),
      });
      if (answer.body === null || typeof answer.body !== 'object') {
        throw new DynamicsConnectorError('protocol_error', {
          message: `Dataverse's answer for ${entitySet}(${id}) is not a row.`,
        });
      }
      return answer.body as DataverseRow;
    },

    async create(entitySet, body, createOptions = {}) {
      const id = (createOptions.id ?? options.newId?.() ?? randomUUID()).toLowerCase();
      const primaryId = await primaryIdAttribute(entitySet, createOptions);
      let attemptNumber = 0;
      try {
        const answer = await withRetries(
          () => {
            attemptNumber += 1;
            return attempt({
              operation: 'create',
              method: 'POST',
              path: entitySet,
              body: { ...body, [primaryId]: id },
              signal: createOptions.signal,
            });
          },
          { policy, clock, signal: createOptions.signal },
        );
        return { id: idFromEntityUrl(answer.headers.get('OData-EntityId')) ?? id };
      } catch (error) {
        // A retry of a create whose first answer was lost finds the row the first attempt made.
        if (attemptNumber > 1 && error instanceof DynamicsConnectorError && error.status === 412) return { id };
        throw error;
      }
    },

    async update(entitySet, id, body, updateOptions = {}) {
      await send({
        operation: 'update',
        method: 'PATCH',
        path: `${entitySet}(${id})`,
        headers: { 'If-Match': updateOptions.etag ?? '*' },
        body,
        ...signalOf(updateOptions),
      });
    },

    async delete(entitySet, id, callOptions) {
      await send({ operation: 'delete', method: 'DELETE', path: `${entitySet}(${id})`, ...signalOf(callOptions) });
    },

    async metadata(path, metadataOptions = {}) {
      const answer = await send({
        operation: 'metadata',
        method: 'GET',
        path: `${path}${queryString(metadataOptions)}`,
        ...signalOf(metadataOptions),
      });
      return page(answer.body, path).value;
    },

    async callFunction(path, callOptions) {
      const answer = await send({ operation: 'metadata', method: 'GET', path, ...signalOf(callOptions) });
      if (answer.body === null || typeof answer.body !== 'object') {
        throw new DynamicsConnectorError('protocol_error', {
          message: `Dataverse's answer to ${path.split('(')[0]} is not an object.`,
        });
      }
      return answer.body as DataverseRow;
    },

    async verify(callOptions) {
      try {
        const answer = await send({ operation: 'whoami', method: 'GET', path: 'WhoAmI', ...signalOf(callOptions) });
        const userId = (answer.body as { UserId?: unknown } | undefined)?.UserId;
        return { ok: true, userId: typeof userId === 'string' ? userId : null };
      } catch (error) {
        if (!(error instanceof DynamicsConnectorError)) throw error;
        return { ok: false, error };
      }
    },
  };

  /** The primary id column of the entity set's table, read once from its metadata. */
  async function primaryIdAttribute(entitySet: string, callOptions: CallOptions): Promise<string> {
    const cached = primaryIds.get(entitySet);
    if (cached) return cached;
    const answer = await send({
      operation: 'metadata',
      method: 'GET',
      path: `EntityDefinitions${queryString({ select: ['PrimaryIdAttribute'], filter: `EntitySetName eq '${entitySet.replace(/'/g, "''")}'` })}`,
      ...signalOf(callOptions),
    });
    const found = page(answer.body, 'EntityDefinitions').value[0]?.PrimaryIdAttribute;
    if (typeof found !== 'string') {
      throw new DynamicsConnectorError('not_found', {
        message: `Dataverse has no table with the entity set ${entitySet}.`,
      });
    }
    primaryIds.set(entitySet, found);
    return found;
  }
}
