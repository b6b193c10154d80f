import type { FieldError } from '@erp-agent/core';

/**
 * A failed API call as a value: the API's stable `code` and human `message` (with `reason` when the
 * message is a fixed sentence, such as what NetSuite answered), or one of the client's own codes
 * when no envelope came back (`network_error`, `http_error`, `invalid_response`).
 */
export class ApiError extends Error {
  readonly code: string;
  /** The HTTP status; undefined when the request never got an answer. */
  readonly status: number | undefined;
  readonly details: readonly FieldError[];
  readonly reason: string | undefined;

  constructor(
    code: string,
    message: string,
    options: { status?: number; details?: readonly FieldError[]; reason?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.details = options.details ?? [];
    this.reason = options.reason;
  }
}

/** The server no longer (or never did) recognise the session. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'invalid_credentials';
}

/**
 * Whether asking again may get another answer: a network failure, a timeout, a rate limit or a
 * server error may heal; a refusal (403), a missing record or an invalid request will not.
 */
export function mayHealOnRetry(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
