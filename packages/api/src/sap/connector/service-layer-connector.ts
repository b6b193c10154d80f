import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../netsuite/connector/with-retries.ts';
import { SapConnectorError } from './connector-error.ts';
import { keySegment, type ODataOptions, queryString } from './odata-options.ts';
import { answerError } from './read-error.ts';
import { type ServiceLayerCredentials, ServiceLayerSession } from './session.ts';
import { type FetchFunction, type SlAnswer, type SlRequest, sendOnce } from './transport.ts';

export type SapRecord = Record<string, unknown>;

/** One call as the connector timed it, for the screens' response times and success rates. */
export interface CallRecord {
  readonly method: SlRequest['method'];
  /** The entity set (`Orders`), or `Login` / `Logout`. */
  readonly resource: string;
  readonly ok: boolean;
  readonly status: number | undefined;
  readonly durationMs: number;
}

export interface SapConnectorOptions {
  readonly fetch?: FetchFunction;
  /** How long one try may take; 60 seconds by default. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  readonly now?: () => number;
  readonly logger?: Pick<Logger, 'warn'>;
  /** Told of every call once it ends, retries included in its time. */
  readonly onCall?: (call: CallRecord) => void;
}

export interface QueryOptions extends ODataOptions {
  /** Rows to read at most across pages; 1000 by default. */
  readonly maxRows?: number;
  /** Rows a page, asked with `Prefer: odata.maxpagesize`; 100 by default. */
  readonly pageSize?: number;
  readonly signal?: AbortSignal;
}

export interface QueryResult {
  readonly rows: SapRecord[];
  /** More rows matched than `maxRows`. */
  readonly truncated: boolean;
}

export type SapVerification = { readonly ok: true } | { readonly ok: false; readonly error: SapConnectorError };

/**
 * One user's way into one SAP Business One company through Service Layer, a real one or the
 * embedded sandbox alike: a session logged in when needed and again, once and transparently,
 * when Service Layer says it has ended; reads retried on 5xx and lost answers; writes sent once.
 */
export interface SapConnector {
  readonly companyDb: string;
  readonly serviceRoot: string;
  query(entitySet: string, options?: QueryOptions): Promise<QueryResult>;
  count(entitySet: string, filter?: string, signal?: AbortSignal): Promise<number>;
  get(entitySet: string, key: string | number, select?: readonly string[], signal?: AbortSignal): Promise<SapRecord>;
  /** POST: the created entity as Service Layer answers it. Never repeated: a lost answer is an error. */
  create(entitySet: string, body: SapRecord, signal?: AbortSignal): Promise<SapRecord>;
  /** PATCH: changes the given properties and leaves the rest. */
  update(entitySet: string, key: string | number, body: SapRecord, signal?: AbortSignal): Promise<void>;
  /** A document action such as `Close` or `Cancel`. */
  action(entitySet: string, key: string | number, action: string, signal?: AbortSignal): Promise<void>;
  /** Whether Service Layer accepts the credentials: one Login. */
  verify(signal?: AbortSignal): Promise<SapVerification>;
  logout(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_ROWS = 1000;
const DEFAULT_PAGE_SIZE = 100;

/** Entity properties without OData's annotations (`@odata.etag`, `odata.metadata`). */
function withoutAnnotations(record: SapRecord): SapRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !key.startsWith('@') && !key.startsWith('odata.')),
  );
}

function parseJson(answer: SlAnswer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch (error) {
    throw new SapConnectorError('protocol_error', { status: answer.status, cause: error });
  }
  throw new SapConnectorError('protocol_error', { status: answer.status });
}

export function createSapConnector(
  credentials: ServiceLayerCredentials,
  options: SapConnectorOptions = {},
): SapConnector {
  const serviceRoot = credentials.serviceRoot.endsWith('/') ? credentials.serviceRoot : `${credentials.serviceRoot}/`;
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const wait = options.sleep ?? ((ms, signal) => sleep(ms, undefined, signal ? { signal } : {}));
  const random = options.random ?? Math.random;
  const send = (request: SlRequest) => sendOnce(fetch, timeoutMs, request);
  const session = new ServiceLayerSession({ ...credentials, serviceRoot }, send, now);

  /** One request with the session's cookie; a session Service Layer says has ended is renewed once. */
  async function withSession(request: SlRequest): Promise<SlAnswer> {
    for (let renewed = false; ; renewed = true) {
      const cookie = await session.cookie(request.signal);
      const answer = await send({ ...request, headers: { ...request.headers, Cookie: cookie } });
      if (answer.status >= 200 && answer.status < 300) {
        session.touch();
        return answer;
      }
      const error = answerError(answer.status, answer.text);
      // Refused before anything was done, so even a write is safe to send again after a login.
      if (error.sessionEnded && !renewed) {
        session.ended(cookie);
        continue;
      }
      throw error;
    }
  }

  async function call(resource: string, request: SlRequest, idempotent: boolean): Promise<SlAnswer> {
    const started = now();
    let status: number | undefined;
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const answer = await withSession(request);
          status = answer.status;
          return answer;
        } catch (error) {
          if (error instanceof SapConnectorError) status = error.status;
          const retry =
            idempotent && error instanceof SapConnectorError && error.retryable && attempt < policy.maxAttempts;
          if (!retry) throw error;
          const delayMs = backoffDelayMs(attempt, policy, random);
          options.logger?.warn(
            { attempt, delayMs, code: error.code, status: error.status },
            'Service Layer call failed; retrying',
          );
          try {
            await wait(delayMs, request.signal);
          } catch (cause) {
            throw new SapConnectorError('aborted', { cause });
          }
        }
      }
    } finally {
      options.onCall?.({
        method: request.method,
        resource,
        ok: status !== undefined && status >= 200 && status < 300,
        status,
        durationMs: now() - started,
      });
    }
  }

  function nextUrl(link: string): string {
    const resolved = new URL(link, serviceRoot);
    if (new URL(serviceRoot).origin !== resolved.origin) {
      throw new SapConnectorError('protocol_error', { message: 'Service Layer sent a next link to another server.' });
    }
    return resolved.toString();
  }

  return {
    companyDb: credentials.companyDb,
    serviceRoot,
    async query(entitySet, queryOptions = {}) {
      const maxRows = queryOptions.maxRows ?? DEFAULT_MAX_ROWS;
      const pageSize = queryOptions.pageSize ?? Math.min(DEFAULT_PAGE_SIZE, maxRows);
      const rows: SapRecord[] = [];
      let url: string | undefined = `${serviceRoot}${entitySet}${queryString(queryOptions)}`;
      while (url !== undefined) {
        const page = parseJson(
          await call(
            entitySet,
            { method: 'GET', url, headers: { Prefer: `odata.maxpagesize=${pageSize}` }, signal: queryOptions.signal },
            true,
          ),
        );
        if (!Array.isArray(page.value))
          throw new SapConnectorError('protocol_error', { message: 'A page without value.' });
        rows.push(...(page.value as SapRecord[]).map(withoutAnnotations));
        const link = page['@odata.nextLink'] ?? page['odata.nextLink'];
        url = typeof link === 'string' ? nextUrl(link) : undefined;
        if (rows.length >= maxRows) {
          const truncated = rows.length > maxRows || url !== undefined;
          return { rows: rows.slice(0, maxRows), truncated };
        }
      }
      return { rows, truncated: false };
    },
    async count(entitySet, filter, signal) {
      const query = filter ? `?$filter=${encodeURIComponent(filter)}` : '';
      const answer = await call(
        entitySet,
        { method: 'GET', url: `${serviceRoot}${entitySet}/$count${query}`, signal },
        true,
      );
      const count = Number(answer.text.trim());
      if (!Number.isInteger(count))
        throw new SapConnectorError('protocol_error', { message: 'A count that is not a number.' });
      return count;
    },
    async get(entitySet, key, select, signal) {
      const query = select && select.length > 0 ? queryString({ select }) : '';
      const answer = await call(
        entitySet,
        { method: 'GET', url: `${serviceRoot}${entitySet}${keySegment(key)}${query}`, signal },
        true,
      );
      return withoutAnnotations(parseJson(answer));
    },
    async create(entitySet, body, signal) {
      const answer = await call(entitySet, { method: 'POST', url: `${serviceRoot}${entitySet}`, body, signal }, false);
      return withoutAnnotations(parseJson(answer));
    },
    async update(entitySet, key, body, signal) {
      await call(
        entitySet,
        { method: 'PATCH', url: `${serviceRoot}${entitySet}${keySegment(key)}`, body, signal },
        false,
      );
    },
    async action(entitySet, key, action, signal) {
      await call(
        entitySet,
        { method: 'POST', url: `${serviceRoot}${entitySet}${keySegment(key)}/${action}`, signal },
        false,
      );
    },
    async verify(signal) {
      const started = now();
      try {
        await session.login(signal);
        options.onCall?.({ method: 'POST', resource: 'Login', ok: true, status: 200, durationMs: now() - started });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof SapConnectorError)) throw error;
        options.onCall?.({
          method: 'POST',
          resource: 'Login',
          ok: false,
          status: error.status,
          durationMs: now() - started,
        });
        return { ok: false, error };
      }
    },
    logout: () => session.logout(),
  };
}
