import { createMiddleware } from 'hono/factory';
import { SANDBOX_PREFIX } from '../netsuite/sandbox/http/sandbox-app.ts';
import type { AppEnv } from './app-env.ts';
import { isSecureRequest } from './client-address.ts';
import { type HeaderList, withResponseHeaders } from './response-headers.ts';

/** The console's own assets and API only: no inline scripts, no other origins, never framed. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers of pages and their assets (the console, the examples, the widget's
 * files), the same as `hono/secure-headers` sends with this policy, spelled out once so a request
 * only copies them.
 */
export const DOCUMENT_HEADERS: HeaderList = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  // The browser's own XSS filter is itself exploitable; the CSP does that job.
  ['x-xss-protection', '0'],
];

/**
 * The security headers of API answers (JSON, event streams), OWASP's set for REST services: an
 * answer holds one user's data, so no cache keeps it, and it is never a document, so it may load
 * nothing and be framed nowhere. The page-only headers above (referrer, DNS prefetch, download
 * and XSS-filter switches) would mean nothing on it; leaving them off also keeps the bytes of a
 * small answer down, which on a signed-in GET cost more than the handler.
 */
export const API_HEADERS: HeaderList = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/** HSTS only means something over TLS; sent over plain HTTP it would be ignored anyway. */
const HSTS: HeaderList = [['strict-transport-security', 'max-age=31536000; includeSubDomains']];
const DOCUMENT_HEADERS_OVER_TLS: HeaderList = [...DOCUMENT_HEADERS, ...HSTS];
const API_HEADERS_OVER_TLS: HeaderList = [...API_HEADERS, ...HSTS];

/** `/api/docs` sets its own, slightly wider, policy (Swagger UI styles inline). */
const DOCS_PREFIX = '/api/docs';

/** The paths that answer with data rather than pages. */
const API_PATH = new RegExp(`^(?:/(?:api|auth|functions)(?:/|$)|/healthz$|${SANDBOX_PREFIX}(?:/|$))`);

/**
 * Sends {@link API_HEADERS} with API answers and {@link DOCUMENT_HEADERS} with everything else
 * outside the docs, and HSTS over TLS.
 */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const secure = isSecureRequest(c);
  const path = c.req.path;
  if (path.startsWith(DOCS_PREFIX)) return secure ? withResponseHeaders(c, HSTS, next) : next();
  if (API_PATH.test(path)) return withResponseHeaders(c, secure ? API_HEADERS_OVER_TLS : API_HEADERS, next);
  return withResponseHeaders(c, secure ? DOCUMENT_HEADERS_OVER_TLS : DOCUMENT_HEADERS, next);
});
