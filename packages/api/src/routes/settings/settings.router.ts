import { DEFAULT_SETTINGS, settingsResetSchema, settingsResponseSchema, settingsUpdateSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { readSettings, resetSettings, type StoredSettings, updateSettings } from './settings.service.ts';

function settingsResponse(stored: StoredSettings) {
  return { settings: stored.settings, defaults: DEFAULT_SETTINGS, updatedAt: stored.updatedAt?.toISOString() ?? null };
}

/** The Settings screen (001 sections 2, 3 and 9): admins only. */
export const settingsRouter = new Hono<AppEnv>()
  .use(requirePermission('settings:manage'))
  .get(
    '/',
    describeRoute({
      tags: ['Settings'],
      summary: 'Read the settings',
      responses: {
        200: jsonResponse('Settings in force and their defaults', settingsResponseSchema),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(settingsResponse(await readSettings(c.var.deps.database.db))),
  )
  .patch(
    '/',
    describeRoute({
      tags: ['Settings'],
      summary: 'Change settings',
      description: 'Any groups, any of their fields. Unknown fields, wrong types and out-of-range numbers are refused.',
      responses: { 200: jsonResponse('Settings in force', settingsResponseSchema), ...errorResponses(400, 401, 403) },
    }),
    validate('json', settingsUpdateSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      return c.json(
        settingsResponse(await updateSettings(c.var.deps.database.db, c.req.valid('json'), principal.user.id)),
      );
    },
  )
  .post(
    '/reset',
    describeRoute({
      tags: ['Settings'],
      summary: 'Reset settings to their defaults',
      description: 'One group when `group` is given, every group otherwise.',
      responses: { 200: jsonResponse('Settings in force', settingsResponseSchema), ...errorResponses(400, 401, 403) },
    }),
    validate('json', settingsResetSchema),
    async (c) => c.json(settingsResponse(await resetSettings(c.var.deps.database.db, c.req.valid('json').group))),
  );
