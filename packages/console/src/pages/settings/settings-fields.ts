import {
  LOG_LEVELS,
  PASSWORD_POLICIES,
  PASSWORD_POLICY_DESCRIPTIONS,
  type SettingsGroup,
  THEMES,
} from '@erp-agent/core';

interface FieldBase {
  readonly group: SettingsGroup;
  /** A field of the group's schema in core (settings-fields.test.ts checks each one exists). */
  readonly name: string;
  /** Upper-case and dotted. */
  readonly label: string;
  /** What the setting does, in one sentence: every one shown takes effect. */
  readonly help: string;
}

export type SettingsField =
  | (FieldBase & { readonly kind: 'text' })
  | (FieldBase & {
      readonly kind: 'number';
      readonly unit: string;
      readonly min: number;
      readonly max: number;
    })
  | (FieldBase & { readonly kind: 'switch' })
  | (FieldBase & {
      readonly kind: 'select';
      readonly options: readonly { readonly value: string; readonly label: string }[];
    });

export interface SettingsTab {
  readonly group: SettingsGroup;
  readonly label: string;
  readonly fields: readonly SettingsField[];
}

const upper = (values: readonly string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

/** The five tabs of 001 section 2, each with the settings the product honours (docs/settings.md). */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    group: 'general',
    label: 'GENERAL',
    fields: [
      {
        group: 'general',
        name: 'systemName',
        label: 'SYSTEM.NAME',
        kind: 'text',
        help: "Ends every page's title and names this server in authenticator apps.",
      },
      {
        group: 'general',
        name: 'theme',
        label: 'THEME',
        kind: 'select',
        options: upper(THEMES),
        help: 'The console and its floating assistant, for everyone. AUTO follows each browser’s light or dark preference.',
      },
    ],
  },
  {
    group: 'security',
    label: 'SECURITY',
    fields: [
      {
        group: 'security',
        name: 'twoFactorAuth',
        label: 'TWO.FACTOR.AUTH',
        kind: 'switch',
        help: 'Every user signs in with a code from an authenticator app; those without one set it up at their next sign-in. Set up your own first, under PROFILE.',
      },
      {
        group: 'security',
        name: 'sessionTimeout',
        label: 'SESSION.TIMEOUT',
        kind: 'number',
        unit: 'minutes',
        min: 5,
        max: 1440,
        help: 'A session left idle this long ends; sessions started from now on use the new value.',
      },
      {
        group: 'security',
        name: 'passwordPolicy',
        label: 'PASSWORD.POLICY',
        kind: 'select',
        options: PASSWORD_POLICIES.map((policy) => ({
          value: policy,
          label: `${policy.toUpperCase()}: ${PASSWORD_POLICY_DESCRIPTIONS[policy]}`,
        })),
        help: 'What every new password must meet, checked by the server.',
      },
      {
        group: 'security',
        name: 'apiRateLimit',
        label: 'API.RATE.LIMIT',
        kind: 'number',
        unit: 'requests an hour',
        min: 10,
        max: 100_000,
        help: 'For each user calling the API with a token and each widget site key; beyond it the API answers 429.',
      },
    ],
  },
  {
    group: 'notifications',
    label: 'NOTIFICATIONS',
    fields: [
      {
        group: 'notifications',
        name: 'systemAlerts',
        label: 'SYSTEM.ALERTS',
        kind: 'switch',
        help: 'Failed agent tool calls appear in the top bar’s notifications.',
      },
      {
        group: 'notifications',
        name: 'desktop',
        label: 'DESKTOP',
        kind: 'switch',
        help: 'Notifications are also shown by the operating system, once each user allows it in the notifications list.',
      },
    ],
  },
  {
    group: 'integrations',
    label: 'INTEGRATIONS',
    fields: [
      {
        group: 'integrations',
        name: 'netsuiteAutoSync',
        label: 'NETSUITE.AUTO.SYNC',
        kind: 'switch',
        help: 'The console checks that each user’s NetSuite connection still works, and the top bar says so.',
      },
      {
        group: 'integrations',
        name: 'syncInterval',
        label: 'SYNC.INTERVAL',
        kind: 'number',
        unit: 'minutes',
        min: 1,
        max: 1440,
        help: 'How often that check runs.',
      },
      {
        group: 'integrations',
        name: 'retryAttempts',
        label: 'RETRY.ATTEMPTS',
        kind: 'number',
        unit: 'retries',
        min: 0,
        max: 10,
        help: 'Retries of a NetSuite call that was refused for load or lost, after the first try.',
      },
      {
        group: 'integrations',
        name: 'timeoutDuration',
        label: 'TIMEOUT.DURATION',
        kind: 'number',
        unit: 'seconds',
        min: 5,
        max: 300,
        help: 'How long one NetSuite call may take before it counts as failed.',
      },
    ],
  },
  {
    group: 'performance',
    label: 'PERFORMANCE',
    fields: [
      {
        group: 'performance',
        name: 'maxConcurrentUsers',
        label: 'MAX.SESSIONS.PER.USER',
        kind: 'number',
        unit: 'sessions',
        min: 1,
        max: 100_000,
        help: 'Sessions one user may hold at once; signing in beyond it ends that user’s oldest session.',
      },
      {
        group: 'performance',
        name: 'cacheExpiry',
        label: 'CACHE.EXPIRY',
        kind: 'number',
        unit: 'seconds',
        min: 0,
        max: 86_400,
        help: 'How long NetSuite record field lists are kept before they are asked for again; 0 keeps none.',
      },
      {
        group: 'performance',
        name: 'logLevel',
        label: 'LOG.LEVEL',
        kind: 'select',
        options: upper(LOG_LEVELS),
        help: 'The server log’s level, applied at once on every server.',
      },
    ],
  },
];

/** `group.name`, as the API's field errors name a setting. */
export function fieldKey(field: Pick<SettingsField, 'group' | 'name'>): string {
  return `${field.group}.${field.name}`;
}
