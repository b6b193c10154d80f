import { createMiddleware } from 'hono/factory';
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
 * Every response's security headers, the same as `hono/secure-headers` sends with this policy,
 * spelled out once so a request only copies them.
 */
export const SECURITY_HEADERS: HeaderList = [
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

/** HSTS only means something over TLS; sent over plain HTTP it would be ignored anyway. */
const HSTS: HeaderList = [['strict-transport-security', 'max-age=31536000; includeSubDomains']];
const SECURITY_HEADERS_OVER_TLS: HeaderList = [...SECURITY_HEADERS, ...HSTS];

/** `/api/docs` sets its own, slightly wider, policy (Swagger UI styles inline). */
const DOCS_PREFIX = '/api/docs';

/** Sends {@link SECURITY_HEADERS} with every answer outside the docs, and HSTS over TLS. */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const secure = isSecureRequest(c);
  if (c.req.path.startsWith(DOCS_PREFIX)) return secure ? withResponseHeaders(c, HSTS, next) : next();
  return withResponseHeaders(c, secure ? SECURITY_HEADERS_OVER_TLS : SECURITY_HEADERS, next);
});
