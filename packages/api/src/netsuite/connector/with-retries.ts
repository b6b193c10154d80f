import { givenUpAfter, NetsuiteConnectorError } from './connector-error.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly maxAttempts: number;
  /** The back-off ceiling of the first retry; it doubles with each retry after. */
  readonly baseDelayMs: number;
  /** The back-off ceiling never exceeds this. */
  readonly maxDelayMs: number;
  /** The longest `Retry-After` honoured; a longer one is waited this long. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 30_000,
};

/** What waiting needs, injectable so tests assert the waits asked for instead of waiting. */
export interface RetryClock {
  /** Resolves after `ms`; rejects when `signal` aborts. */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Uniform in [0, 1), as Math.random. */
  readonly random: () => number;
}

export interface RetryEvent {
  readonly attempt: number;
  readonly delayMs: number;
  readonly error: NetsuiteConnectorError;
}

/**
 * "Full jitter" back-off: a uniform wait between 0 and an exponentially growing ceiling, which
 * spreads the retries of many clients refused together better than any fixed schedule.
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/** How long to wait before retry number `retry` (1 for the first) after `error`. */
export function retryDelayMs(
  retry: number,
  error: NetsuiteConnectorError,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
  return backoffDelayMs(retry, policy, random);
}

export interface WithRetriesOptions {
  readonly policy: RetryPolicy;
  readonly clock: RetryClock;
  readonly signal?: AbortSignal | undefined;
  readonly onRetry?: (event: RetryEvent) => void;
}

/**
 * Runs `attempt` until it succeeds, throws an error that is not retryable, or has been tried
 * `maxAttempts` times; then the last error is thrown, its message saying so in one sentence. Only `NetsuiteConnectorError`s marked
 * retryable are retried: anything else is a bug, and retrying it would hide it.
 */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: WithRetriesOptions,
): Promise<T> {
  const { policy, clock, signal } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (!(error instanceof NetsuiteConnectorError) || !error.retryable) throw error;
      if (attemptNumber >= policy.maxAttempts) throw givenUpAfter(error, attemptNumber);
      const delayMs = retryDelayMs(attemptNumber, error, policy, clock.random);
      options.onRetry?.({ attempt: attemptNumber, delayMs, error });
      await sleepUnlessAborted(clock, delayMs, signal);
    }
  }
}

async function sleepUnlessAborted(clock: RetryClock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) throw new NetsuiteConnectorError('aborted', { cause: signal.reason });
  try {
    await clock.sleep(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw new NetsuiteConnectorError('aborted', { cause: signal.reason });
    throw error;
  }
}
