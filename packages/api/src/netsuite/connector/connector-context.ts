import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { AccountGuard } from './account-guard.ts';
import { NetsuiteConnectorError } from './connector-error.ts';
import type { NetsuiteEndpoints } from './endpoints.ts';
import { authorizerFor, type BearerCredentials } from './request-authorizer.ts';
import {
  type FetchFunction,
  type NetsuiteAnswer,
  type NetsuiteCredentials,
  type NetsuiteRequest,
  type SendOnce,
  signedTransport,
} from './signed-transport.ts';
import {
  DEFAULT_RETRY_POLICY,
  type RetryClock,
  type RetryEvent,
  type RetryPolicy,
  withRetries,
} from './with-retries.ts';

/**
 * A connection: TBA credentials (consumer and token) or an OAuth 2.0 bearer token source, and
 * `netsuiteAccountEndpoints(accountId)` for a real account, `sandboxEndpoints(base)` for the sandbox.
 */
export type NetsuiteConnectorConfig = (NetsuiteCredentials | BearerCredentials) & {
  readonly endpoints: NetsuiteEndpoints;
};

export interface NetsuiteConnectorOptions {
  /** Defaults to the global `fetch`. */
  readonly fetch?: FetchFunction;
  /** How long one attempt may take, answer included; 60 seconds by default, SuiteQL can be slow. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** For tests: waits and jitter without real time. */
  readonly sleep?: RetryClock['sleep'];
  readonly random?: RetryClock['random'];
  /** Signs timestamps and reads `Retry-After` dates; the real clock by default. */
  readonly now?: () => Date;
  /** The external id a create carries when the caller gives none. */
  readonly newExternalId?: () => string;
  /** Retries are logged at warn; never a secret, an Authorization header or a body. */
  readonly logger?: Pick<Logger, 'warn'>;
  /**
   * The account's concurrency limit and circuit breaker, shared by every connector to the account
   * in this process; a connector of its own (the default limit and breaker) when absent.
   */
  readonly guard?: AccountGuard;
  /** Told of every retry: the soak counts them. */
  readonly onRetry?: (event: RetryEvent) => void;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** What every NetSuite call is built from: endpoints, one signed attempt, and the retry policy. */
export interface ConnectorContext {
  readonly endpoints: NetsuiteEndpoints;
  readonly sendOnce: SendOnce;
  /** Runs `attempt` under the retry policy. */
  retrying<T>(attempt: (attemptNumber: number) => Promise<T>, signal: AbortSignal | undefined): Promise<T>;
  /** For requests that may be repeated safely: reads, PUT, PATCH, DELETE, SuiteQL. */
  sendIdempotent(request: NetsuiteRequest): Promise<NetsuiteAnswer>;
  /**
   * For requests that must not be repeated blindly: retried only when NetSuite refused them
   * before doing anything (429); a lost answer is thrown at once.
   */
  sendOnceUnlessRefused(request: NetsuiteRequest): Promise<NetsuiteAnswer>;
  newExternalId(): string;
}

export function createConnectorContext(
  config: NetsuiteConnectorConfig,
  options: NetsuiteConnectorOptions = {},
): ConnectorContext {
  const now = options.now ?? (() => new Date());
  const guard = options.guard ?? new AccountGuard(config.accountId);
  const signed = signedTransport({
    authorizer: authorizerFor(config, now),
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now,
  });
  // Each try waits for a slot under the account's limit; a back-off between tries holds none.
  const sendOnce: SendOnce = (request) => guard.slot(() => signed(request), request.signal);
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const clock: RetryClock = {
    sleep: options.sleep ?? ((ms, signal) => sleep(ms, undefined, signal ? { signal } : {})),
    random: options.random ?? Math.random,
  };

  // The breaker sees whole calls: an outage is a call that failed on every try.
  const retrying: ConnectorContext['retrying'] = (attempt, signal) =>
    guard.call(
      () =>
        withRetries(attempt, {
          policy,
          clock,
          signal,
          onRetry: (event) => {
            options.logger?.warn(
              { attempt: event.attempt, delayMs: event.delayMs, code: event.error.code, status: event.error.status },
              'NetSuite call failed; retrying',
            );
            options.onRetry?.(event);
          },
        }),
      signal,
    );

  return {
    endpoints: config.endpoints,
    sendOnce,
    retrying,
    sendIdempotent: (request) => retrying(() => sendOnce(request), request.signal),
    sendOnceUnlessRefused: (request) =>
      retrying(async () => {
        try {
          return await sendOnce(request);
        } catch (error) {
          if (error instanceof NetsuiteConnectorError && error.retryable && error.code !== 'rate_limited') {
            throw error.withCode(error.code, false);
          }
          throw error;
        }
      }, request.signal),
    newExternalId: options.newExternalId ?? (() => `erp-agent-${randomUUID()}`),
  };
}
