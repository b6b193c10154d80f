import {
  DEFAULT_SETTINGS,
  type PublicSettings,
  publicSettingsSchema,
  settingsResetSchema,
  settingsResponseSchema,
  settingsUpdateSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { twoFactorStoreFor } from '../../auth/two-factor/two-factor-store.ts';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { pinnedSettings } from './log-level.ts';
import {
  readSettings,
  resetSettings,
  type StoredSettings,
  settingsInForce,
  updateSettings,
} from './settings.service.ts';
import { pinnedGuard, twoFactorGuard } from './settings-guards.ts';

function settingsResponse(stored: StoredSettings, env: Pick<Env, 'LOG_LEVEL'>) {
  return {
    settings: stored.settings,
    defaults: DEFAULT_SETTINGS,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    pinned: pinnedSettings(env),
  };
}

const manageSettings = requirePermission('settings:manage');

/** The Settings screen (001 sections 2, 3 and 9): admins only, but for what every page needs. */
export const settingsRouter = new Hono<AppEnv>()
  .get(
    '/public',
    describeRoute({
      tags: ['Settings'],
      summary: 'What every page needs',
      description:
        'The theme, the system name, the password policy in force and what the notifications and top bar do. No sign-in needed: the sign-in page is themed too.',
      responses: { 200: jsonResponse('The public settings', publicSettingsSchema) },
    }),
    async (c) => {
      const settings = await settingsInForce(c.var.deps.database.db);
      const answer: PublicSettings = {
        systemName: settings.general.systemName,
        theme: settings.general.theme,
        passwordPolicy: settings.security.passwordPolicy,
        twoFactorRequired: settings.security.twoFactorAuth,
        systemAlerts: settings.notifications.systemAlerts,
        desktopNotifications: settings.notifications.desktop,
        netsuiteAutoSync: settings.integrations.netsuiteAutoSync,
        syncIntervalMinutes: settings.integrations.syncInterval,
      };
      return c.json(answer);
    },
  )
  .get(
    '/',
    describeRoute({
      tags: ['Settings'],
      summary: 'Read the settings',
      responses: {
        200: jsonResponse('Settings in force, their defaults and what the environment pins', settingsResponseSchema),
        ...errorResponses(401, 403),
      },
    }),
    manageSettings,
    async (c) => c.json(settingsResponse(await readSettings(c.var.deps.database.db), c.var.deps.env)),
  )
  .patch(
    '/',
    describeRoute({
      tags: ['Settings'],
      summary: 'Change settings',
      description:
        'Any groups, any of their fields. Unknown fields, wrong types and out-of-range numbers are refused, and so are a pinned setting and requiring two-factor sign-in before the admin has set up their own.',
      responses: { 200: jsonResponse('Settings in force', settingsResponseSchema), ...errorResponses(400, 401, 403) },
    }),
    manageSettings,
    validate('json', settingsUpdateSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const { deps } = c.var;
      const stored = await updateSettings(deps.database.db, c.req.valid('json'), principal.user.id, [
        twoFactorGuard(principal.user.id, twoFactorStoreFor(deps)),
        pinnedGuard(deps.env),
      ]);
      return c.json(settingsResponse(stored, deps.env));
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
    manageSettings,
    validate('json', settingsResetSchema),
    async (c) =>
      c.json(settingsResponse(await resetSettings(c.var.deps.database.db, c.req.valid('json').group), c.var.deps.env)),
  );
