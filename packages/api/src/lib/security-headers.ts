import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { isSecureRequest } from './client-address.ts';

/**
 * The console's own assets and API only: no inline scripts, no other origins, never framed.
 * `/api/docs` sets its own, slightly wider, policy.
 */
const strict = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
});

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.startsWith('/api/docs')) await next();
  else await strict(c, next);
  // HSTS only means something over TLS; sent over plain HTTP it would be ignored anyway.
  if (isSecureRequest(c)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});
