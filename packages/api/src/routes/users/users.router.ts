import {
  createUserRequestSchema,
  setPasswordRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { requirePermission } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { createUser, listUsers, setUserPassword, updateUser } from './users.service.ts';

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
        'With a password, the user must change it at first sign-in; without one, the account cannot sign in yet.',
      responses: { 201: jsonResponse('Created', userSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    validate('json', createUserRequestSchema),
    async (c) => c.json(await createUser(c.var.deps.database.db, c.req.valid('json')), 201),
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
      summary: 'Set a user’s password',
      description: 'For a forgotten password: the user must choose a new one at next sign-in, and is signed out now.',
      responses: { 200: jsonResponse('Password set', userSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    validate('param', idParamSchema),
    validate('json', setPasswordRequestSchema),
    async (c) =>
      c.json(await setUserPassword(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json').password)),
  );
