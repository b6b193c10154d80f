import { DynamicsConnectorError } from './connector-error.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly maxAttempts: number;
  /** The back-off ceiling of the first retry; it doubles with each retry after. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** The longest `Retry-After` honoured; a longer one is waited this long. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

/** Waiting, injectable so tests check the waits asked for instead of waiting. */
export interface RetryClock {
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random: () => number;
}

/**
 * How long to wait before retry number `retry`: what Dataverse asked for in `Retry-After` (its
 * service protection limits always say), otherwise "full jitter" back-off.
 */
export function retryDelayMs(
  retry: number,
  error: DynamicsConnectorError,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Runs `attempt` until it succeeds, fails with an error that is not retryable, or has been tried
 * `maxAttempts` times. Only retryable connector errors are retried; anything else is a bug.
 */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: {
    readonly policy: RetryPolicy;
    readonly clock: RetryClock;
    readonly signal?: AbortSignal | undefined;
    readonly onRetry?: (attempt: number, delayMs: number, error: DynamicsConnectorError) => void;
  },
): Promise<T> {
  const { policy, clock, signal } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (!(error instanceof DynamicsConnectorError) || !error.retryable || attemptNumber >= policy.maxAttempts)
        throw error;
      const delayMs = retryDelayMs(attemptNumber, error, policy, clock.random);
      options.onRetry?.(attemptNumber, delayMs, error);
      if (signal?.aborted) throw new DynamicsConnectorError('aborted', { cause: signal.reason });
      try {
        await clock.sleep(delayMs, signal);
      } catch (sleepError) {
        if (signal?.aborted) throw new DynamicsConnectorError('aborted', { cause: signal.reason });
        throw sleepError;
      }
    }
  }
}
