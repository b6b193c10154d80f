import * as z from 'zod/mini';
import { PASSWORD_POLICIES } from './password-policy.ts';

const whole = (min: number, max: number, unit: string) =>
  z.int().check(z.minimum(min, `Use at least ${min} ${unit}`), z.maximum(max, `Use at most ${max} ${unit}`));

/** The five settings groups of 001 section 3, with the options of 001 section 9. */
export const generalSettingsSchema = z.strictObject({
  systemName: z.string().check(z.trim(), z.minLength(1, 'Enter a system name'), z.maxLength(100)),
  timezone: z.enum(['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1']),
  language: z.enum(['English', 'Spanish', 'French', 'German', 'Hindi']),
  theme: z.enum(['dark', 'light', 'auto']),
  autoSave: z.boolean(),
  debugMode: z.boolean(),
});

export const securitySettingsSchema = z.strictObject({
  twoFactorAuth: z.boolean(),
  /** Minutes a session may sit idle before it ends. */
  sessionTimeout: whole(5, 1440, 'minutes'),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
  /** Requests an hour. */
  apiRateLimit: whole(10, 100_000, 'requests an hour'),
  encryptionLevel: z.enum(['AES-128', 'AES-256', 'AES-512']),
  auditLogging: z.boolean(),
});

export const notificationSettingsSchema = z.strictObject({
  email: z.boolean(),
  slack: z.boolean(),
  desktop: z.boolean(),
  mobile: z.boolean(),
  systemAlerts: z.boolean(),
  performanceAlerts: z.boolean(),
  securityAlerts: z.boolean(),
  maintenanceAlerts: z.boolean(),
});

export const integrationSettingsSchema = z.strictObject({
  netsuiteAutoSync: z.boolean(),
  dynamicsAutoSync: z.boolean(),
  sapAutoSync: z.boolean(),
  /** Minutes between automatic syncs. */
  syncInterval: whole(1, 1440, 'minutes'),
  retryAttempts: whole(0, 10, 'attempts'),
  /** Seconds an ERP call may take. */
  timeoutDuration: whole(5, 300, 'seconds'),
});

export const performanceSettingsSchema = z.strictObject({
  maxConcurrentUsers: whole(1, 100_000, 'users'),
  /** Seconds. */
  cacheExpiry: whole(0, 86_400, 'seconds'),
  logLevel: z.enum(['error', 'warn', 'info', 'debug', 'trace']),
  /** Days. */
  metricsRetention: whole(1, 3650, 'days'),
  autoOptimization: z.boolean(),
  resourceMonitoring: z.boolean(),
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

/** The defaults of 001 section 9. */
export const DEFAULT_SETTINGS: Settings = {
  general: {
    systemName: 'ERP AI Agent',
    timezone: 'UTC-8',
    language: 'English',
    theme: 'dark',
    autoSave: true,
    debugMode: false,
  },
  security: {
    twoFactorAuth: true,
    sessionTimeout: 30,
    passwordPolicy: 'strong',
    apiRateLimit: 1000,
    encryptionLevel: 'AES-256',
    auditLogging: true,
  },
  notifications: {
    email: true,
    slack: true,
    desktop: true,
    mobile: false,
    systemAlerts: true,
    performanceAlerts: true,
    securityAlerts: true,
    maintenanceAlerts: false,
  },
  integrations: {
    netsuiteAutoSync: true,
    dynamicsAutoSync: true,
    sapAutoSync: false,
    syncInterval: 15,
    retryAttempts: 3,
    timeoutDuration: 30,
  },
  performance: {
    maxConcurrentUsers: 1000,
    cacheExpiry: 3600,
    logLevel: 'info',
    metricsRetention: 90,
    autoOptimization: true,
    resourceMonitoring: true,
  },
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

export const settingsResponseSchema = z.object({
  settings: settingsSchema,
  defaults: settingsSchema,
  updatedAt: z.nullable(z.string()),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
