import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { ownOrigin } from '../lib/client-address.ts';
import { SAFE_METHODS } from '../lib/safe-methods.ts';

/**
 * Whether the request carries a body. Over HTTP its framing says so (`curl -X POST` sends neither
 * header, and no body); Node's adapter gives every POST a body stream, empty or not, so the
 * stream alone cannot tell. A Request made in process (`app.request`) says so itself.
 */
function hasBody(c: Context<AppEnv>): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return c.env?.incoming === undefined && c.req.raw.body !== null;
}

/**
 * Cross-site request forgery defence for every state-changing request: a browser on another
 * site can neither send JSON without a preflight nor hide its Origin, so a mutation must carry
 * JSON (when it has a body) and, when the browser says where it comes from, come from here.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  // The widget on a partner's page sends no cookie: there is no session to forge a request with.
  if (SAFE_METHODS.has(c.req.method) || c.get('embed')) return next();

  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== ownOrigin(c) && origin !== new URL(c.req.url).origin) {
    throw new ApiError(403, 'cross_origin_refused', 'Requests that change data must come from this site.');
  }
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw new ApiError(403, 'cross_origin_refused', 'Requests that change data must come from this site.');
  }

  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (hasBody(c) && type !== 'application/json') {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON with Content-Type: application/json.',
    );
  }
  return next();
});
