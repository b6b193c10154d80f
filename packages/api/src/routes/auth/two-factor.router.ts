import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { verifyPassword } from '../../auth/password.ts';
import { announceChange } from '../../auth/principal-cache.ts';
import { twoFactorStoreFor } from '../../auth/two-factor/two-factor-store.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { settingsInForce } from '../settings/settings.service.ts';

const TAGS = ['Auth'];

/** The signed-in user's own two-factor sign-in (TOTP), under `/api/auth/two-factor`. */
export const twoFactorRouter = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'Your two-factor sign-in',
      responses: { 200: jsonResponse('Whether it is on and required', twoFactorStatusSchema), ...errorResponses(401) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const required = (await settingsInForce(c.var.deps.database.db)).security.twoFactorAuth;
      return c.json(await twoFactorStoreFor(c.var.deps).status(principal.user.id, required));
    },
  )
  .post(
    '/setup',
    describeRoute({
      tags: TAGS,
      summary: 'Start setting up an authenticator app',
      description:
        'A new secret and its QR code. Nothing changes until `enable` confirms it with a code; an app set up before keeps working until then.',
      responses: { 200: jsonResponse('The secret to scan', twoFactorSetupSchema), ...errorResponses(401) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const issuer = (await settingsInForce(c.var.deps.database.db)).general.systemName;
      return c.json(await twoFactorStoreFor(c.var.deps).beginSetup(principal.user, issuer));
    },
  )
  .post(
    '/enable',
    describeRoute({
      tags: TAGS,
      summary: 'Confirm the set-up with a code',
      description: 'Turns two-factor sign-in on and answers ten recovery codes, shown this once.',
      responses: {
        200: jsonResponse('On; the recovery codes', recoveryCodesSchema),
        ...errorResponses(400, 401, 409),
      },
    }),
    validate('json', twoFactorConfirmSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const recoveryCodes = await twoFactorStoreFor(c.var.deps).enable(principal.user.id, c.req.valid('json').code);
      await announceChange(c.var.deps.database.db, { user: principal.user.id });
      return c.json({ recoveryCodes });
    },
  )
  .post(
    '/recovery-codes',
    describeRoute({
      tags: TAGS,
      summary: 'New recovery codes',
      description: 'Replaces every recovery code; proven by a code from the app.',
      responses: { 200: jsonResponse('The new recovery codes', recoveryCodesSchema), ...errorResponses(400, 401) },
    }),
    validate('json', twoFactorConfirmSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const store = twoFactorStoreFor(c.var.deps);
      return c.json({
        recoveryCodes: await store.regenerateRecoveryCodes(principal.user.id, c.req.valid('json').code),
      });
    },
  )
  .post(
    '/disable',
    describeRoute({
      tags: TAGS,
      summary: 'Turn two-factor sign-in off',
      description: 'Needs the password. Refused (409) while the server requires two-factor sign-in of everyone.',
      responses: { 204: { description: 'Off' }, ...errorResponses(400, 401, 409) },
    }),
    validate('json', twoFactorDisableSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const db = c.var.deps.database.db;
      if ((await settingsInForce(db)).security.twoFactorAuth) {
        throw new ApiError(409, 'two_factor_required', 'This server requires two-factor sign-in of every user.');
      }
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, principal.user.id));
      if (!user?.hash || !(await verifyPassword(c.req.valid('json').password, user.hash))) {
        throw new ApiError(400, 'validation_failed', 'The password is not right.', {
          details: [{ field: 'password', message: 'The password is not right.' }],
        });
      }
      await twoFactorStoreFor(c.var.deps).disable(principal.user.id);
      await announceChange(db, { user: principal.user.id });
      return c.body(null, 204);
    },
  );
