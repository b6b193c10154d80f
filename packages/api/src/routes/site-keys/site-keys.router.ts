import {
  createdSiteKeySchema,
  createSiteKeyRequestSchema,
  siteKeyListSchema,
  siteKeySchema,
  updateSiteKeyRequestSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { SiteKeyStore } from '../../embed/site-key-store.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

const TAGS = ['Embedding'];
const idParamSchema = z.object({ id: z.uuid('Not a site key id') });

const store = (deps: AppEnv['Variables']['deps']) => new SiteKeyStore(deps.database.db, deps.credentialCipher);

/** Sites allowed to embed the widget (docs/embedding.md): admins create, edit and revoke them. */
export const siteKeysRouter = new Hono<AppEnv>()
  .use(requirePermission('settings:manage'))
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'List site keys',
      responses: { 200: jsonResponse('Site keys', siteKeyListSchema), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ siteKeys: await store(c.var.deps).list() }),
  )
  .post(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'Create a site key',
      description: 'Answers the key with its secret, which signs user identities. The secret is shown this once only.',
      responses: { 201: jsonResponse('The new key', createdSiteKeySchema), ...errorResponses(400, 401, 403) },
    }),
    validate('json', createSiteKeyRequestSchema),
    async (c) => c.json(await store(c.var.deps).create(c.req.valid('json'), requirePrincipal(c).user.id), 201),
  )
  .patch(
    '/:id',
    describeRoute({
      tags: TAGS,
      summary: 'Rename a site key, change its origins, disable or enable it',
      description:
        'A disabled key refuses the widget on its sites until it is enabled again. A revoked key cannot change.',
      responses: { 200: jsonResponse('The key', siteKeySchema), ...errorResponses(400, 401, 403, 404) },
    }),
    validate('param', idParamSchema),
    validate('json', updateSiteKeyRequestSchema),
    async (c) => {
      const updated = await store(c.var.deps).update(c.req.valid('param').id, c.req.valid('json'));
      if (!updated) throw notFound('The site key');
      return c.json(updated);
    },
  )
  .post(
    '/:id/rotate',
    describeRoute({
      tags: TAGS,
      summary: 'Rotate a site key’s secret',
      description:
        'Answers the key with a new secret, shown this once; identities signed with the old secret are refused from now on. The public key stays.',
      responses: {
        200: jsonResponse('The key and its new secret', createdSiteKeySchema),
        ...errorResponses(401, 403, 404),
      },
    }),
    validate('param', idParamSchema),
    async (c) => {
      const rotated = await store(c.var.deps).rotate(c.req.valid('param').id);
      if (!rotated) throw notFound('The site key');
      return c.json(rotated);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      tags: TAGS,
      summary: 'Revoke a site key',
      responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403, 404) },
    }),
    validate('param', idParamSchema),
    async (c) => {
      if (!(await store(c.var.deps).revoke(c.req.valid('param').id))) throw notFound('The site key');
      return c.body(null, 204);
    },
  );
