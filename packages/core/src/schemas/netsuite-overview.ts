import * as z from 'zod/mini';

/**
 * The NetSuite dashboard and NETSUITE.INTEGRATIONS on the wire (001): totals and activity read from
 * the account, and the agent's own calls into it, over the period the selector chose.
 */

/** 001's periods for the NetSuite dashboard. */
export const NETSUITE_PERIODS = ['1h', '24h', '7d', '30d'] as const;
export type NetsuitePeriod = (typeof NETSUITE_PERIODS)[number];
export const DEFAULT_NETSUITE_PERIOD: NetsuitePeriod = '24h';

export const NETSUITE_PERIOD_LABELS: Readonly<Record<NetsuitePeriod, string>> = {
  '1h': 'Last Hour',
  '24h': 'Last 24 Hours',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
};

export const dashboardTotalSchema = z.object({ label: z.string(), value: z.number() });

export const dashboardMetricSchema = z.object({
  label: z.string(),
  /** A number, or null when nothing was measured in the period. */
  value: z.nullable(z.number()),
  unit: z.enum(['ms', '%', 'count']),
  /** healthy, warning or critical, by the thresholds documented with each metric. */
  status: z.enum(['healthy', 'warning', 'critical']),
});
export type DashboardMetric = z.infer<typeof dashboardMetricSchema>;

export const ACTIVITY_STATUSES = ['completed', 'pending', 'failed'] as const;

export const dashboardActivitySchema = z.object({
  /** ISO 8601. */
  time: z.string(),
  action: z.string(),
  details: z.string(),
  /** record, script, workflow, agent. */
  type: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const netsuiteDashboardSchema = z.object({
  period: z.enum(NETSUITE_PERIODS),
  accountId: z.string(),
  totals: z.array(dashboardTotalSchema),
  metrics: z.array(dashboardMetricSchema),
  activities: z.array(dashboardActivitySchema),
  integrations: z.array(z.object({ name: z.string(), status: z.string(), requests: z.nullable(z.number()) })),
});
export type NetsuiteDashboard = z.infer<typeof netsuiteDashboardSchema>;

/** 001's integration statuses. */
export const INTEGRATION_STATUSES = ['active', 'connected', 'warning', 'disconnected', 'error', 'in-progress'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** One row of any of the three tabs; fields a kind has not are null. */
export const accountIntegrationSchema = z.object({
  id: z.string(),
  kind: z.enum(['api', 'third-party', 'custom']),
  name: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  description: z.nullable(z.string()),
  /** api: the endpoints it serves. */
  endpoints: z.array(z.string()),
  /** api: the agent's calls in the period, and their mean time. */
  requests: z.nullable(z.number()),
  avgResponseMs: z.nullable(z.number()),
  /** third-party: how it signs in (Token-Based Authentication, OAuth 2.0) and its live tokens. */
  type: z.nullable(z.string()),
  activeTokens: z.nullable(z.number()),
  /** custom: RESTlet or Suitelet. */
  technology: z.nullable(z.string()),
  /** ISO 8601: the last call (api), the record's creation (third-party), the file's change (custom). */
  lastActivity: z.nullable(z.string()),
});
export type AccountIntegration = z.infer<typeof accountIntegrationSchema>;

export const integrationListSchema = z.object({
  period: z.enum(NETSUITE_PERIODS),
  integrations: z.array(accountIntegrationSchema),
});
export type IntegrationList = z.infer<typeof integrationListSchema>;

/** `integration.state` in SuiteQL: what ENABLE and BLOCK set on a third-party integration record. */
export const INTEGRATION_RECORD_STATES = ['ENABLED', 'BLOCKED'] as const;

/**
 * PATCH /api/netsuite/integrations/records/{id}: ENABLE or BLOCK a third-party integration record
 * (its internal id, the digits of a third-party row's `integration-<id>`).
 */
export const integrationStateChangeSchema = z.object({ state: z.enum(INTEGRATION_RECORD_STATES) });
export type IntegrationStateChange = z.infer<typeof integrationStateChangeSchema>;
