import {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordPolicyProblems,
  sessionResponseSchema,
} from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePrincipal, sessionToken } from '../../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { endSession, endUserSessions, principalForToken } from '../../auth/sessions.ts';
import { twoFactorStoreFor } from '../../auth/two-factor/two-factor-store.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { settingsInForce } from '../settings/settings.service.ts';
import { clearBrowserData, clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { sessionResponse, sessionResponseJson } from './session-user.ts';
import { signIn } from './sign-in.ts';
import { twoFactorRouter } from './two-factor.router.ts';

/** The console's wording for a wrong pair (000 section 8). */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

export const authRouter = new Hono<AppEnv>()
  .post(
    '/login',
    describeRoute({
      tags: ['Auth'],
      summary: 'Sign in',
      description:
        'Opens a session and sets the HttpOnly session cookie. The username may be the email address. A user with two-factor sign-in sends `code` too; without it a right password answers 401 `two_factor_required`.',
      responses: { 200: jsonResponse('Signed in', sessionResponseSchema), ...errorResponses(400, 401, 429) },
    }),
    validate('json', loginRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const { session, principal } = await signIn(c.var.deps.database.db, twoFactorStoreFor(c.var.deps), {
        identifier: body.username,
        password: body.password,
        code: body.code,
        remember: body.remember ?? false,
        ip: clientAddress(c),
        userAgent: c.req.header('user-agent'),
        invalidMessage: INVALID_LOGIN_MESSAGE,
      });
      setSessionCookie(c, session.token, body.remember ?? false);
      c.set('principal', principal);
      return c.json(sessionResponse(principal));
    },
  )
  .post(
    '/logout',
    describeRoute({
      tags: ['Auth'],
      summary: 'Sign out',
      description:
        'Ends the session on the server, and asks the browser to clear what this site stored (`Clear-Site-Data: "storage"`).',
      responses: { 204: { description: 'Signed out' } },
    }),
    async (c) => {
      const principal = c.var.principal;
      if (principal) await endSession(c.var.deps.database.db, principal.sessionId);
      clearSessionCookie(c);
      clearBrowserData(c);
      return c.body(null, 204);
    },
  )
  .get(
    '/me',
    describeRoute({
      tags: ['Auth'],
      summary: 'The signed-in user',
      responses: { 200: jsonResponse('The session', sessionResponseSchema), ...errorResponses(401) },
    }),
    (c) => c.body(sessionResponseJson(requirePrincipal(c)), 200, { 'Content-Type': 'application/json' }),
  )
  .post(
    '/password',
    describeRoute({
      tags: ['Auth'],
      summary: 'Change your password',
      description: 'Checks the current password and the password policy; ends your other sessions.',
      responses: { 200: jsonResponse('Password changed', sessionResponseSchema), ...errorResponses(400, 401) },
    }),
    validate('json', changePasswordRequestSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      const db = c.var.deps.database.db;
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, principal.user.id));
      if (!user?.hash || !(await verifyPassword(currentPassword, user.hash))) {
        throw new ApiError(401, 'invalid_credentials', 'The current password is not right.');
      }
      const policy = (await settingsInForce(db)).security.passwordPolicy;
      const problems = passwordPolicyProblems(newPassword, policy);
      if (newPassword === currentPassword) problems.push('Choose a password different from the current one.');
      if (problems.length > 0) {
        throw new ApiError(400, 'weak_password', 'The new password does not meet the password policy.', {
          details: problems.map((message) => ({ field: 'newPassword', message })),
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, updatedAt: new Date() })
        .where(eq(users.id, principal.user.id));
      await endUserSessions(db, principal.user.id, principal.sessionId);
      const token = sessionToken(c);
      const refreshed = token ? await principalForToken(db, token, c.var.deps.principals) : undefined;
      if (!refreshed) throw new ApiError(401, 'unauthenticated', 'Sign in to continue.');
      c.set('principal', refreshed);
      return c.json(sessionResponse(refreshed));
    },
  )
  .route('/two-factor', twoFactorRouter);
