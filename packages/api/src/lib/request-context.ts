import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';
import { withResponseHeaders } from './response-headers.ts';
import { SAFE_METHODS } from './safe-methods.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's own id is kept, so a request can be followed across services, if it is short and plain. */
const MAX_REQUEST_ID_LENGTH = 255;
const NOT_PLAIN = /[^\w\-=]/;

function requestIdFor(c: Context<AppEnv>): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  return given && given.length <= MAX_REQUEST_ID_LENGTH && !NOT_PLAIN.test(given) ? given : randomUUID();
}

/** A request that takes this long is worth a line at the default level, whatever it was. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The level of a request's access line. Reads that succeed in good time are most of the traffic
 * (the console asks for the session on every page) and change nothing, so their lines are
 * `debug`: writing them cost a sixth to a quarter of the throughput of a signed-in GET. Changes,
 * refusals, failures and slow requests stay visible at the default level.
 */
function accessLevel(method: string, status: number, ms: number): 'debug' | 'info' | 'error' {
  if (status >= 500) return 'error';
  return SAFE_METHODS.has(method) && status < 400 && ms < SLOW_REQUEST_MS ? 'debug' : 'info';
}

/**
 * Gives every request an id (sent back as X-Request-Id) and its dependencies, and writes its
 * access line, carrying the request id, when it is done (at the level {@link accessLevel} picks).
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
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const { method } = c.req;
    const { status } = c.res;
    const level = accessLevel(method, status, ms);
    if (!accessLog.isLevelEnabled(level)) return;
    accessLog[level](
      { requestId, method, path: c.req.path, status, ms, userId: c.get('principal')?.user.id },
      'request',
    );
  });
}
