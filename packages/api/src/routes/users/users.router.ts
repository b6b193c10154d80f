import {
  createUserRequestSchema,
  INVITATION_DAYS,
  setPasswordRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
  userWithCredentialSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { createUser, inviteUser, listUsers, setUserPassword, updateUser } from './users.service.ts';

const idParamSchema = z.object({ id: z.uuid('Not a user id') });

/** The Users screen (001 section 2): admins only. */
export const usersRouter = new Hono<AppEnv>()
  .use(requirePermission('users:manage'))
  .get(
    '/',
    describeRoute({
      tags: ['Users'],
      summary: 'List users',
      description: 'Search matches name, username or email; role and status filters are exact, `all` means no filter.',
      responses: { 200: jsonResponse('Users and counts', userListResponseSchema), ...errorResponses(400, 401, 403) },
    }),
    validate('query', userListQuerySchema),
    async (c) => c.json(await listUsers(c.var.deps.database.db, c.req.valid('query'))),
  )
  .post(
    '/',
    describeRoute({
      tags: ['Users'],
      summary: 'Create a user',
      description:
        'With a password, the user must change it at first sign-in. `credential` asks the server to issue one instead, answered this once: a one-time password (changed at first sign-in) or an invitation link where the user chooses a password (the account is pending until then). With neither, the account cannot sign in yet.',
      responses: {
        201: jsonResponse('Created, with the credential issued', userWithCredentialSchema),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    validate('json', createUserRequestSchema),
    async (c) =>
      c.json(await createUser(c.var.deps.database.db, c.req.valid('json'), requirePrincipal(c).user.id), 201),
  )
  .patch(
    '/:id',
    describeRoute({
      tags: ['Users'],
      summary: 'Change a user',
      description:
        'Role, status, name, email, platforms, department. Deactivating ends the user’s sessions. The last active admin cannot be demoted or deactivated.',
      responses: { 200: jsonResponse('Changed', userSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    validate('param', idParamSchema),
    validate('json', updateUserRequestSchema),
    async (c) => c.json(await updateUser(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/:id/password',
    describeRoute({
      tags: ['Users'],
      summary: 'Reset a user’s password',
      description:
        'For a forgotten password: the password given, or without one a one-time password answered this once. The user must choose a new one at next sign-in, and is signed out now.',
      responses: { 200: jsonResponse('Password set', userWithCredentialSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    validate('param', idParamSchema),
    validate('json', setPasswordRequestSchema),
    async (c) =>
      c.json(await setUserPassword(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json').password)),
  )
  .post(
    '/:id/invitation',
    describeRoute({
      tags: ['Users'],
      summary: 'Invite a user to choose a password',
      description: `Answers a link, this once, where the user chooses a password; it replaces any earlier link and lapses after ${INVITATION_DAYS} days.`,
      responses: {
        200: jsonResponse('The invitation', userWithCredentialSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    validate('param', idParamSchema),
    async (c) => c.json(await inviteUser(c.var.deps.database.db, c.req.valid('param').id, requirePrincipal(c).user.id)),
  );
