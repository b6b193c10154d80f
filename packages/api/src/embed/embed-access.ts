import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { ownOrigin } from '../lib/client-address.ts';
import { SiteKeyStore } from './site-key-store.ts';
import { verifyIdentity } from './verify-identity.ts';

export const SITE_KEY_HEADER = 'x-erp-site-key';
export const IDENTITY_HEADER = 'x-erp-identity';
export const VISITOR_HEADER = 'x-erp-visitor';

/** The chat endpoints a widget on a partner's page posts to. */
const CHAT_PATHS: ReadonlySet<string> = new Set(['/api/chat', '/api/chatbot/process']);

/**
 * The signed user's conversations, which the widget reads to carry on with the latest one
 * instead of keeping it in the page's storage (an anonymous visitor is refused: they have none).
 */
const CONVERSATIONS = /^\/api\/conversations(?:\/[^/]+)?$/;

/** Where the widget reports how one of the page's own actions, proposed by the agent, ended. */
const HOST_ACTION_RESULT = /^\/api\/chat\/host-actions\/[^/]+\/result$/;

/** Whether a widget on a partner's page may make this request (or its preflight). */
export function isEmbedRequest(method: string, path: string): boolean {
  if (CHAT_PATHS.has(path) || HOST_ACTION_RESULT.test(path)) return method === 'POST' || method === 'OPTIONS';
  return CONVERSATIONS.test(path) && (method === 'GET' || method === 'OPTIONS');
}

const ALLOWED_HEADERS = ['content-type', SITE_KEY_HEADER, IDENTITY_HEADER, VISITOR_HEADER, 'x-request-id'].join(', ');

/** A visitor the widget names with an id of its own making, kept in the visitor's browser. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The origin of the page making the request. Browsers leave `Origin` off a same-origin GET, so a
 * widget on the API's own origin (the examples) reading its conversations is known by
 * `Sec-Fetch-Site`, which a page cannot forge; anything else without an origin has none.
 */
export function pageOrigin(c: Context<AppEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined || c.req.header('sec-fetch-site') !== 'same-origin') return origin;
  return ownOrigin(c);
}

function corsHeaders(c: Context<AppEnv>, origin: string) {
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Vary', 'Origin', { append: true });
  c.header('Access-Control-Expose-Headers', 'x-request-id');
}

/**
 * Requests from the widget on a partner's page: they carry the site's public key, come from one
 * of its allowed origins, and never use cookies (so the cross-site checks made for the console do
 * not apply). Without a signed identity the caller is an anonymous visitor; with one, the user the
 * partner vouched for. Everything else passes through untouched.
 */
export const embedAccess = createMiddleware<AppEnv>(async (c, next) => {
  const origin = pageOrigin(c);
  const stores = () => new SiteKeyStore(c.var.deps.database.db, c.var.deps.credentialCipher);

  if (c.req.method === 'OPTIONS' && isEmbedRequest('OPTIONS', c.req.path) && origin) {
    if (!(await stores().anyAllows(origin))) {
      throw new ApiError(403, 'origin_not_allowed', 'This site is not allowed to use the assistant.');
    }
    corsHeaders(c, origin);
    c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  }

  const publicKey = c.req.header(SITE_KEY_HEADER);
  if (publicKey === undefined) return next();
  if (!isEmbedRequest(c.req.method, c.req.path)) {
    throw new ApiError(403, 'embed_path_refused', 'A site key opens the chat endpoints only.');
  }
  const site = await stores().active(publicKey);
  if (!site) throw new ApiError(403, 'site_key_unknown', 'This site key is unknown, disabled or revoked.');
  if (!origin || !site.allowedOrigins.includes(origin)) {
    throw new ApiError(403, 'origin_not_allowed', 'This site is not allowed to use the assistant.');
  }
  corsHeaders(c, origin);

  const identity = c.req.header(IDENTITY_HEADER);
  if (identity) {
    c.set('principal', await verifyIdentity(c.var.deps.database.db, site, identity));
    c.set('embed', { siteKeyId: site.id, visitorId: undefined });
  } else {
    const visitor = c.req.header(VISITOR_HEADER);
    c.set('embed', { siteKeyId: site.id, visitorId: visitor && VISITOR_ID.test(visitor) ? visitor : undefined });
  }
  return next();
});
