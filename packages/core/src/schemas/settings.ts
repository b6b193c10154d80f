import * as z from 'zod/mini';
import { PASSWORD_POLICIES } from './password-policy.ts';

const whole = (min: number, max: number, unit: string) =>
  z.int().check(z.minimum(min, `Use at least ${min} ${unit}`), z.maximum(max, `Use at most ${max} ${unit}`));

export const THEMES = ['dark', 'light', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The five settings groups of 001 section 3, with the defaults of 001 section 9, keeping only the
 * settings the product honours: each field here changes what the server or the console does.
 * The seed's others (time zone, language, auto-save, debug mode, encryption level, audit logging,
 * the email, Slack and mobile channels, maintenance, performance and security alerts, Dynamics and
 * SAP auto-sync, auto-optimisation, resource monitoring, metrics retention) are left out, and
 * docs/settings.md says why for each.
 */
export const generalSettingsSchema = z.strictObject({
  /** Ends every page's title and names the console in the top bar. */
  systemName: z.string().check(z.trim(), z.minLength(1, 'Enter a system name'), z.maxLength(100)),
  theme: z.enum(THEMES),
});

export const securitySettingsSchema = z.strictObject({
  /** Every user must sign in with a one-time code; those without an authenticator set one up first. */
  twoFactorAuth: z.boolean(),
  /** Minutes a session may sit idle before it ends. */
  sessionTimeout: whole(5, 1440, 'minutes'),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
  /** API requests an hour, for each user (bearer tokens) and each widget site key. */
  apiRateLimit: whole(10, 100_000, 'requests an hour'),
});

export const notificationSettingsSchema = z.strictObject({
  /** Failed agent tool calls appear in the top bar's notifications. */
  systemAlerts: z.boolean(),
  /** Notifications are also shown by the operating system, where the user allowed it. */
  desktop: z.boolean(),
});

export const integrationSettingsSchema = z.strictObject({
  /** The console checks that the user's NetSuite connection still works, every `syncInterval` minutes. */
  netsuiteAutoSync: z.boolean(),
  /** Minutes between checks of a NetSuite connection. */
  syncInterval: whole(1, 1440, 'minutes'),
  /** Retries of a NetSuite call that failed in a way worth retrying, after the first try. */
  retryAttempts: whole(0, 10, 'attempts'),
  /** Seconds one NetSuite call may take. */
  timeoutDuration: whole(5, 300, 'seconds'),
});

export const performanceSettingsSchema = z.strictObject({
  /** Sessions one user may hold at once; signing in beyond it ends that user's oldest session. */
  maxConcurrentUsers: whole(1, 100_000, 'sessions'),
  /** Seconds NetSuite record-type metadata (field lists) is kept before it is asked for again; 0 keeps none. */
  cacheExpiry: whole(0, 86_400, 'seconds'),
  /** The server log's level, applied at once on every instance (unless LOG_LEVEL pins it). */
  logLevel: z.enum(LOG_LEVELS),
});

export const settingsSchema = z.strictObject({
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  notifications: notificationSettingsSchema,
  integrations: integrationSettingsSchema,
  performance: performanceSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsGroup = keyof Settings;
export const SETTINGS_GROUPS = ['general', 'security', 'notifications', 'integrations', 'performance'] as const;

/**
 * The defaults of 001 section 9, but for two-factor authentication: the seed has it on, which
 * would make a new server's first sign-in need an authenticator app before anyone has set one
 * up. It is off until an admin who has set up their own turns it on.
 */
export const DEFAULT_SETTINGS: Settings = {
  general: { systemName: 'ERP AI Agent', theme: 'dark' },
  security: { twoFactorAuth: false, sessionTimeout: 30, passwordPolicy: 'strong', apiRateLimit: 1000 },
  notifications: { systemAlerts: true, desktop: true },
  integrations: { netsuiteAutoSync: true, syncInterval: 15, retryAttempts: 3, timeoutDuration: 30 },
  performance: { maxConcurrentUsers: 1000, cacheExpiry: 3600, logLevel: 'info' },
};

/** `PATCH /api/settings`: any groups, any of their fields; unknown fields are refused. */
export const settingsUpdateSchema = z.strictObject({
  general: z.optional(z.partial(generalSettingsSchema)),
  security: z.optional(z.partial(securitySettingsSchema)),
  notifications: z.optional(z.partial(notificationSettingsSchema)),
  integrations: z.optional(z.partial(integrationSettingsSchema)),
  performance: z.optional(z.partial(performanceSettingsSchema)),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** `POST /api/settings/reset`: one group back to its defaults, or all of them. */
export const settingsResetSchema = z.strictObject({
  group: z.optional(z.enum(SETTINGS_GROUPS)),
});
export type SettingsReset = z.infer<typeof settingsResetSchema>;

/** A setting the server's environment decides, so the screen shows it but cannot change it. */
export const pinnedSettingSchema = z.object({
  /** `group.field`, as validation errors name fields. */
  field: z.string(),
  reason: z.string(),
});
export type PinnedSetting = z.infer<typeof pinnedSettingSchema>;

export const settingsResponseSchema = z.object({
  settings: settingsSchema,
  defaults: settingsSchema,
  updatedAt: z.nullable(z.string()),
  pinned: z.array(pinnedSettingSchema),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/**
 * `GET /api/settings/public`: what every page needs, signed in or not (the theme, the name, the
 * password policy a new password must meet, what the top bar and notifications do).
 */
export const publicSettingsSchema = z.object({
  systemName: z.string(),
  theme: z.enum(THEMES),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
  twoFactorRequired: z.boolean(),
  systemAlerts: z.boolean(),
  desktopNotifications: z.boolean(),
  netsuiteAutoSync: z.boolean(),
  syncIntervalMinutes: z.number(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
