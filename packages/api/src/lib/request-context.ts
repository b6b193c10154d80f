import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';
import { withResponseHeaders } from './response-headers.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's own id is kept, so a request can be followed across services, if it is short and plain. */
const MAX_REQUEST_ID_LENGTH = 255;
const NOT_PLAIN = /[^\w\-=]/;

function requestIdFor(c: Context<AppEnv>): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  return given && given.length <= MAX_REQUEST_ID_LENGTH && !NOT_PLAIN.test(given) ? given : randomUUID();
}

/**
 * Gives every request an id (sent back as X-Request-Id) and its dependencies, and writes one
 * access-log line, carrying the request id, when it is done.
 */
export function requestContext(deps: AppDeps) {
  // Access lines carry only the fields below, none of them secret, so they skip the logger's
  // redaction, which would otherwise inspect every field of every line.
  const accessLog = deps.logger.child({}, { redact: [] });
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c);
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('principal', undefined);
    await withResponseHeaders(c, [[REQUEST_ID_HEADER, requestId]], next);
    accessLog.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('principal')?.user.id,
      },
      'request',
    );
  });
}
