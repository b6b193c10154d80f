import type { FieldError } from '@erp-agent/core';

/**
 * A failed auth call as a value: the API's stable `code` and human `message`, or one of the
 * client's own codes when no envelope came back (`network_error`, `http_error`, `invalid_response`).
 */
export class AuthError extends Error {
  readonly code: string;
  /** The HTTP status; undefined when the request never got an answer. */
  readonly status: number | undefined;
  readonly details: readonly FieldError[];

  constructor(
    code: string,
    message: string,
    options: { status?: number; details?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AuthError';
    this.code = code;
    this.status = options.status;
    this.details = options.details ?? [];
  }
}

/** The server no longer (or never did) recognise the session. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof AuthError && error.status === 401 && error.code !== 'invalid_credentials';
}
