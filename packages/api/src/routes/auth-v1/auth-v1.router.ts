import {
  type PasswordGrant,
  passwordGrantSchema,
  refreshGrantSchema,
  type TokenResponse,
  tokenResponseSchema,
} from '@erp-agent/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import type { NewSession } from '../../auth/sessions.ts';
import { endSession, principalForToken, rotateSession } from '../../auth/sessions.ts';
import { twoFactorStoreFor } from '../../auth/two-factor/two-factor-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv, Principal } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { readJson } from '../../lib/read-json.ts';
import { validate } from '../../lib/validate.ts';
import { clearBrowserData } from '../auth/session-cookie.ts';
import { sessionUser } from '../auth/session-user.ts';
import { signIn } from '../auth/sign-in.ts';

/** The prototype's auth provider said this for any wrong pair, without saying which part. */
export const INVALID_GRANT_MESSAGE = 'Invalid login credentials';

const grantQuerySchema = z.object({ grant_type: z.enum(['password', 'refresh_token']) });

function tokenResponse(session: NewSession, principal: Principal): TokenResponse {
  const expiresAt = Math.floor(session.expiresAt.getTime() / 1000);
  return {
    access_token: session.token,
    refresh_token: session.refreshToken ?? '',
    expires_in: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
    expires_at: expiresAt,
    token_type: 'bearer',
    user: sessionUser(principal),
  };
}

async function passwordGrant(c: Context<AppEnv>, body: unknown) {
  const parsed = passwordGrantSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(400, 'validation_failed', 'Send email (or username) and password.', {
      details: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || '(body)',
        message: issue.message,
      })),
    });
  }
  const grant: PasswordGrant = parsed.data;
  const identifier = grant.email ?? grant.username;
  if (!identifier) {
    throw new ApiError(400, 'validation_failed', 'You must provide either an email or username and a password.', {
      details: [{ field: 'email', message: 'Enter an email address or username' }],
    });
  }
  const { session, principal } = await signIn(c.var.deps.database.db, twoFactorStoreFor(c.var.deps), {
    identifier,
    password: grant.password,
    code: grant.code,
    remember: false,
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent'),
    withRefreshToken: true,
    invalidMessage: INVALID_GRANT_MESSAGE,
  });
  return tokenResponse(session, principal);
}

async function refreshGrant(c: Context<AppEnv>, body: unknown) {
  const parsed = refreshGrantSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(400, 'validation_failed', 'Send refresh_token.', {
      details: [{ field: 'refresh_token', message: 'Required' }],
    });
  const db = c.var.deps.database.db;
  const session = await rotateSession(db, parsed.data.refresh_token);
  const principal = session ? await principalForToken(db, session.token) : undefined;
  if (!session || !principal) throw new ApiError(401, 'invalid_grant', 'Invalid refresh token');
  return tokenResponse(session, principal);
}

/**
 * The calls the prototype's auth provider answered (000 section 7), for API clients and the
 * widget: a password or refresh-token grant answers the provider's session shape, and the access
 * token works as `Authorization: Bearer` on every endpoint.
 */
export const authV1Router = new Hono<AppEnv>()
  .post(
    '/token',
    describeRoute({
      tags: ['Auth'],
      summary: 'Token grant (prototype-compatible)',
      description:
        '`grant_type=password` with `{email, password}` (a username works as the email) or `grant_type=refresh_token` with `{refresh_token}`.',
      responses: { 200: jsonResponse('A session', tokenResponseSchema), ...errorResponses(400, 401, 429) },
    }),
    validate('query', grantQuerySchema),
    async (c) => {
      const body = await readJson(c);
      const { grant_type: grantType } = c.req.valid('query');
      return c.json(grantType === 'password' ? await passwordGrant(c, body) : await refreshGrant(c, body));
    },
  )
  .post(
    '/logout',
    describeRoute({
      tags: ['Auth'],
      summary: 'Sign out (prototype-compatible)',
      responses: { 204: { description: 'Signed out' } },
    }),
    async (c) => {
      const principal = c.var.principal;
      if (principal) await endSession(c.var.deps.database.db, principal.sessionId);
      clearBrowserData(c);
      return c.body(null, 204);
    },
  );
