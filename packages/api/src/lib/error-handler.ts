import type { ErrorEnvelope } from '@erp-agent/core';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

/** What a client is told while the database cannot be reached, as an error and inside a chat stream. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached just now. Try again in a few seconds.';

/** What a client is told to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Codes for the errors Hono itself raises, by status. */
const HTTP_CODES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function envelope(c: Context<AppEnv>, body: Omit<ErrorEnvelope, 'requestId'>): ErrorEnvelope {
  return { ...body, requestId: c.get('requestId') };
}

/** The one place an error becomes a response. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    const body = envelope(c, {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: [...error.details] } : {}),
      ...(error.reason === undefined ? {} : { reason: error.reason }),
    });
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const malformed = status === 400 && /json/i.test(error.message);
    const code = malformed ? 'invalid_json' : (HTTP_CODES[status] ?? 'http_error');
    const message = malformed
      ? 'The request body is not valid JSON.'
      : error.message || 'The request could not be served.';
    return c.json(envelope(c, { code, message }), status);
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug to page anyone about per request: the database is down or restarting, and the
    // pool reconnects by itself once it is back.
    c.get('deps').logger.warn({ requestId: c.get('requestId'), err: error }, 'the database cannot be reached');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      envelope(c, {
        code: 'database_unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      }),
      503,
    );
  }
  c.get('deps').logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
  return c.json(envelope(c, { code: 'internal_error', message: 'Something went wrong on our side. Try again.' }), 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(envelope(c, { code: 'not_found', message: `Nothing is served at ${c.req.method} ${c.req.path}.` }), 404);
