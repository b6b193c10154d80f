import type { FieldError } from '@erp-agent/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error the API answers on purpose: the HTTP status, a stable machine code, a sentence for
 * people and, for validation errors, the fields at fault. The one error handler turns it into
 * the envelope; anything else becomes a 500 with no internals shown.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: readonly FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly reason: string | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: { details?: readonly FieldError[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.reason = options.reason;
  }
}

export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'Sign in to continue.');

export const forbidden = (message = 'Your role does not allow this.') => new ApiError(403, 'forbidden', message);

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
