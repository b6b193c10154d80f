import type { Permission, Platform } from '@erp-agent/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError, forbidden, unauthenticated } from '../lib/api-error.ts';
import type { AppEnv, Principal } from '../lib/app-env.ts';
import { principalForToken } from './sessions.ts';

export const SESSION_COOKIE = 'erp_session';

/** The session token a request carries: the console's cookie, or an API client's bearer token. */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const authorization = c.req.header('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || undefined;
  return getCookie(c, SESSION_COOKIE);
}

/** Recognises the caller, if signed in, for every later middleware and handler. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  // A widget request is who its site key and signed identity say, whatever cookie the browser has.
  if (c.get('embed')) return next();
  const token = sessionToken(c);
  if (token) {
    const { database, principals } = c.get('deps');
    c.set('principal', await principalForToken(database.db, token, principals));
  }
  return next();
});

/** Paths a user who must change their password may still use. */
const PASSWORD_CHANGE_PATHS = new Set(['/api/auth/me', '/api/auth/logout', '/api/auth/password']);

/** Paths a user who must set up two-factor sign-in may still use. */
const TWO_FACTOR_SETUP_PATHS = new Set([
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/password',
  '/api/auth/two-factor',
  '/api/auth/two-factor/setup',
  '/api/auth/two-factor/enable',
]);

/**
 * The signed-in principal, or a 401; a 403 while a forced password change, or a required
 * two-factor set-up, is pending.
 */
export function requirePrincipal(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw unauthenticated();
  if (principal.user.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(c.req.path)) {
    throw new ApiError(403, 'password_change_required', 'Choose a new password before you continue.');
  }
  if (principal.user.mustSetUpTwoFactor && !TWO_FACTOR_SETUP_PATHS.has(c.req.path)) {
    throw new ApiError(
      403,
      'two_factor_setup_required',
      'This server requires two-factor sign-in: set up your authenticator app before you continue.',
    );
  }
  return principal;
}

/** Only callers whose role has the permission get through (the table is in core). */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c);
    if (!principal.permissions.includes(permission)) throw forbidden();
    return next();
  });
}

/** Only callers allowed on this ERP platform get through; admins reach every platform (001 section 6). */
export function requirePlatform(platform: Platform) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = requirePrincipal(c);
    if (principal.user.role !== 'admin' && !principal.user.platforms.includes(platform)) {
      throw new ApiError(403, 'platform_forbidden', 'You do not have access to this ERP platform.');
    }
    return next();
  });
}

/** Any signed-in user. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  requirePrincipal(c);
  return next();
});
