import { AsyncLocalStorage } from 'node:async_hooks';
import {
  BrokenCircuitError,
  type BulkheadPolicy,
  bulkhead,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import { NetsuiteConnectorError } from './connector-error.ts';

/**
 * NetSuite's base concurrency limit: an account of the lowest service tier without SuiteCloud
 * Plus may run 5 web-service requests at once (each SuiteCloud Plus licence adds 10). A
 * deployment with a higher limit says so in NETSUITE_CONCURRENCY_LIMIT.
 */
export const DEFAULT_CONCURRENCY_LIMIT = 5;
/** Calls that ended in an outage, one after another, before the circuit opens. */
export const DEFAULT_CIRCUIT_FAILURES = 5;
/** How long an open circuit refuses calls before it lets one through to test the account. */
export const DEFAULT_CIRCUIT_OPEN_MS = 30_000;

export interface AccountGuardOptions {
  readonly concurrencyLimit?: number;
  readonly circuitFailures?: number;
  readonly circuitOpenMs?: number;
  /** Told when the circuit opens (with the outage that opened it) and when it closes again. */
  readonly onCircuitChange?: (change: CircuitChange) => void;
}

export type CircuitChange =
  | { readonly state: 'open'; readonly accountId: string; readonly error: NetsuiteConnectorError }
  | { readonly state: 'closed'; readonly accountId: string };

/** What the system-health screen says of an account's circuit. */
export interface CircuitStatus {
  readonly accountId: string;
  readonly state: 'closed' | 'open' | 'half_open';
  /** When the circuit last opened, while it is open or half open. */
  readonly openedAt?: string;
  /** When an open circuit lets the next call through. */
  readonly retryAt?: string;
  /** Why it opened: the last outage's code and sentence. */
  readonly lastError?: { readonly code: string; readonly message: string };
  /** Requests to the account in flight now, and waiting for a slot under its concurrency limit. */
  readonly inFlight: number;
  readonly queued: number;
  readonly concurrencyLimit: number;
}

/**
 * An outage: NetSuite did not answer, or answered that it could not serve, on every try. A
 * refusal of the request itself (invalid, not found, forbidden) proves NetSuite is up.
 */
export function isOutage(error: unknown): error is NetsuiteConnectorError {
  return (
    error instanceof NetsuiteConnectorError &&
    (error.code === 'unavailable' ||
      error.code === 'timeout' ||
      error.code === 'network_error' ||
      error.code === 'rate_limited')
  );
}

/**
 * What every connector to one NetSuite account shares in this process, whoever's token signs:
 * the account's concurrency limit, kept as a queue (a request waits for a slot, it is not
 * refused), and a circuit breaker that, after `circuitFailures` outages in a row, refuses calls
 * at once for `circuitOpenMs` instead of hammering an account that keeps failing, then lets one
 * through to see whether it is back.
 */
export class AccountGuard {
  readonly accountId: string;
  readonly concurrencyLimit: number;
  readonly #openMs: number;
  readonly #slots: BulkheadPolicy;
  readonly #breaker: CircuitBreakerPolicy;
  #openedAt: Date | undefined;
  #lastError: NetsuiteConnectorError | undefined;
  /** Set inside a guarded call, so a call it makes (a create's look-up) is not judged twice. */
  readonly #insideCall = new AsyncLocalStorage<true>();
  #inFlight = 0;
  #queued = 0;
  #peakInFlight = 0;

  constructor(accountId: string, options: AccountGuardOptions = {}) {
    this.accountId = accountId;
    this.concurrencyLimit = options.concurrencyLimit ?? DEFAULT_CONCURRENCY_LIMIT;
    this.#openMs = options.circuitOpenMs ?? DEFAULT_CIRCUIT_OPEN_MS;
    this.#slots = bulkhead(this.concurrencyLimit, Number.POSITIVE_INFINITY);
    this.#breaker = circuitBreaker(handleWhen(isOutage), {
      halfOpenAfter: this.#openMs,
      breaker: new ConsecutiveBreaker(options.circuitFailures ?? DEFAULT_CIRCUIT_FAILURES),
    });
    this.#breaker.onFailure(({ reason }) => {
      if ('error' in reason && isOutage(reason.error)) this.#lastError = reason.error;
    });
    this.#breaker.onBreak(() => {
      this.#openedAt = new Date();
      if (this.#lastError) options.onCircuitChange?.({ state: 'open', accountId, error: this.#lastError });
    });
    this.#breaker.onReset(() => {
      this.#openedAt = undefined;
      options.onCircuitChange?.({ state: 'closed', accountId });
    });
  }

  /** One request to NetSuite, sent once a slot under the account's concurrency limit is free. */
  async slot<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    this.#queued += 1;
    let started = false;
    try {
      return await this.#slots.execute(async () => {
        started = true;
        this.#queued -= 1;
        this.#inFlight += 1;
        this.#peakInFlight = Math.max(this.#peakInFlight, this.#inFlight);
        try {
          return await send();
        } finally {
          this.#inFlight -= 1;
        }
      }, signal);
    } catch (error) {
      if (!started && signal?.aborted) throw new NetsuiteConnectorError('aborted', { cause: signal.reason });
      throw error;
    } finally {
      if (!started) this.#queued -= 1;
    }
  }

  /** The most requests this guard ever had in flight at once: never above the limit. */
  get peakInFlight(): number {
    return this.#peakInFlight;
  }

  /**
   * A whole call, its retries included. While the circuit is open it fails at once with
   * `circuit_open`, saying until when.
   */
  async call<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    // A half-open circuit lets one call through and holds the rest until it ends: a nested call
    // held so would wait for itself.
    if (this.#insideCall.getStore()) return run();
    try {
      return await this.#breaker.execute(() => this.#insideCall.run(true, run), signal);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.#openError();
      throw error;
    }
  }

  status(): CircuitStatus {
    const state = this.#breaker.state;
    const open = state === CircuitState.Open || state === CircuitState.Isolated;
    const base = {
      accountId: this.accountId,
      inFlight: this.#inFlight,
      queued: this.#queued,
      concurrencyLimit: this.concurrencyLimit,
    };
    if (state === CircuitState.Closed || this.#openedAt === undefined) return { ...base, state: 'closed' };
    return {
      ...base,
      state: open ? 'open' : 'half_open',
      openedAt: this.#openedAt.toISOString(),
      ...(open ? { retryAt: this.#retryAt().toISOString() } : {}),
      ...(this.#lastError ? { lastError: { code: this.#lastError.code, message: this.#lastError.message } } : {}),
    };
  }

  #retryAt(): Date {
    return new Date((this.#openedAt?.getTime() ?? Date.now()) + this.#openMs);
  }

  #openError(): NetsuiteConnectorError {
    const seconds = Math.max(1, Math.ceil((this.#retryAt().getTime() - Date.now()) / 1000));
    const why = this.#lastError ? ` (${this.#lastError.message.replace(/\.$/, '')})` : '';
    return new NetsuiteConnectorError('circuit_open', {
      message: `NetSuite account ${this.accountId} keeps failing${why}, so calls to it are paused for ${seconds} more seconds; try again after that.`,
      ...(this.#lastError?.status === undefined ? {} : { status: this.#lastError.status }),
      cause: this.#lastError,
    });
  }
}
