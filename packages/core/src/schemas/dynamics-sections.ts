import * as z from 'zod/mini';

/**
 * What the console's five Dynamics 365 screens show (001 section 2), read from the connected
 * environment: every figure is counted from its records or measured from recorded calls and runs.
 */

/** The seed's categories for entities and workflows. */
export const DYNAMICS_ENTITY_CATEGORIES = ['Sales', 'Marketing', 'Service', 'Operations', 'Procurement', 'HR'] as const;
export const DYNAMICS_WORKFLOW_CATEGORIES = ['Sales', 'Service', 'Operations', 'Data Quality', 'Marketing'] as const;

export const DYNAMICS_PERIODS = ['1h', '24h', '7d', '30d'] as const;
export type DynamicsPeriod = (typeof DYNAMICS_PERIODS)[number];

export const dynamicsEntitySchema = z.object({
  /** The table's MetadataId. */
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  category: z.enum(DYNAMICS_ENTITY_CATEGORIES),
  custom: z.boolean(),
  /** Active when it holds at least one active row. */
  status: z.enum(['active', 'inactive']),
  records: z.number(),
  relationships: z.number(),
  customFields: z.number(),
  workflows: z.number(),
  primaryField: z.string(),
  lastModified: z.nullable(z.string()),
  /** For custom tables: the solution publisher whose prefix the table carries. */
  owner: z.nullable(z.string()),
});
export type DynamicsEntity = z.infer<typeof dynamicsEntitySchema>;

/** One column of a table, from EntityDefinitions' Attributes: what VIEW lists and EXPORT.SCHEMA writes. */
export const dynamicsColumnSchema = z.object({
  /** The table's logical name. */
  table: z.string(),
  name: z.string(),
  displayName: z.string(),
  /** Dataverse's AttributeType: String, Lookup, Money, Picklist... */
  type: z.string(),
  custom: z.boolean(),
  primaryId: z.boolean(),
  primaryName: z.boolean(),
  validForCreate: z.boolean(),
  validForUpdate: z.boolean(),
});
export type DynamicsColumn = z.infer<typeof dynamicsColumnSchema>;

export const DYNAMICS_PROCESS_KINDS = ['business-process', 'cloud-flow', 'classic'] as const;

export const dynamicsProcessSchema = z.object({
  /** The workflow row's id. */
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(DYNAMICS_PROCESS_KINDS),
  category: z.enum(DYNAMICS_WORKFLOW_CATEGORIES),
  /** Activated (`on` for a cloud flow), or not. */
  status: z.enum(['active', 'inactive']),
  /** The table it runs on, by display name; null for a flow not triggered by a table. */
  entity: z.nullable(z.string()),
  owner: z.nullable(z.string()),
  lastModified: z.nullable(z.string()),
  /** Business process flows: stages in order, rows in the flow, how many finished, mean days to finish. */
  stages: z.array(z.string()),
  activeRecords: z.nullable(z.number()),
  completionRate: z.nullable(z.number()),
  averageDurationDays: z.nullable(z.number()),
  /** Cloud flows and classic workflows: what starts them, runs in the last 30 days, share succeeded, last run. */
  trigger: z.nullable(z.string()),
  runs30d: z.nullable(z.number()),
  successRate: z.nullable(z.number()),
  lastRun: z.nullable(z.string()),
  /** Cloud flows: actions in the definition. */
  actions: z.nullable(z.number()),
});
export type DynamicsProcess = z.infer<typeof dynamicsProcessSchema>;

export const dynamicsIntegrationSchema = z.object({
  /** The connection reference's id. */
  id: z.string(),
  name: z.string(),
  kind: z.enum(['microsoft', 'third-party', 'power-platform']),
  /** Authentication, Productivity, CRM, Marketing... */
  type: z.string(),
  description: z.nullable(z.string()),
  status: z.enum(['connected', 'warning', 'disconnected']),
  connectorId: z.string(),
  /** Cloud flows and canvas apps using the connector, and the flows' runs in the last 30 days. */
  flows: z.number(),
  apps: z.number(),
  runs30d: z.number(),
  failedRuns30d: z.number(),
  lastActivity: z.nullable(z.string()),
  /** The last sync run from this console, and how many of its recorded runs succeeded. */
  lastSync: z.nullable(z.string()),
  syncRuns: z.number(),
  syncSucceeded: z.number(),
});
export type DynamicsIntegration = z.infer<typeof dynamicsIntegrationSchema>;

export const dynamicsSyncResultSchema = z.object({
  integration: dynamicsIntegrationSchema,
  outcome: z.enum(['succeeded', 'failed']),
  records: z.number(),
  message: z.nullable(z.string()),
});
export type DynamicsSyncResult = z.infer<typeof dynamicsSyncResultSchema>;

export const DYNAMICS_POWER_KINDS = ['app', 'flow', 'agent'] as const;

export const dynamicsPowerItemSchema = z.object({
  id: z.string(),
  kind: z.enum(DYNAMICS_POWER_KINDS),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Apps: Canvas App or Model-driven App; flows: Cloud Flow; agents: Copilot. */
  type: z.string(),
  /** Apps and agents: published or draft; flows: on or off. */
  status: z.enum(['published', 'draft', 'on', 'off']),
  owner: z.nullable(z.string()),
  lastModified: z.nullable(z.string()),
  version: z.nullable(z.string()),
  /** Apps: connectors they use. Flows: trigger, actions, runs, success rate, last run. */
  connections: z.array(z.string()),
  trigger: z.nullable(z.string()),
  actions: z.nullable(z.number()),
  runs30d: z.nullable(z.number()),
  successRate: z.nullable(z.number()),
  lastRun: z.nullable(z.string()),
  /** Agents: conversations in 30 days, share resolved, mean satisfaction (1-5), topics, languages. */
  conversations30d: z.nullable(z.number()),
  resolutionRate: z.nullable(z.number()),
  averageSatisfaction: z.nullable(z.number()),
  topics: z.nullable(z.number()),
  languages: z.array(z.string()),
});
export type DynamicsPowerItem = z.infer<typeof dynamicsPowerItemSchema>;

/** A measured figure with the same measure over the period before, for the trend. */
export const dynamicsMetricSchema = z.object({
  id: z.enum(['api-response-time', 'workflow-success', 'data-sync-rate', 'power-platform']),
  label: z.string(),
  /** Milliseconds or a percentage; null when nothing was measured in the period. */
  value: z.nullable(z.number()),
  previous: z.nullable(z.number()),
  unit: z.enum(['ms', '%']),
  /** How many calls or runs the figure is measured from. */
  samples: z.number(),
  status: z.enum(['healthy', 'warning', 'critical', 'unknown']),
});
export type DynamicsMetric = z.infer<typeof dynamicsMetricSchema>;

export const dynamicsActivitySchema = z.object({
  id: z.string(),
  time: z.string(),
  action: z.string(),
  details: z.string(),
  type: z.enum(['entity', 'workflow', 'process', 'report']),
  status: z.enum(['completed', 'pending', 'failed']),
});
export type DynamicsActivity = z.infer<typeof dynamicsActivitySchema>;

export const dynamicsOverviewSchema = z.object({
  period: z.enum(DYNAMICS_PERIODS),
  tiles: z.object({
    totalEntities: z.number(),
    activeUsers: z.number(),
    customEntities: z.number(),
    workflows: z.number(),
    powerApps: z.number(),
    integrations: z.number(),
  }),
  metrics: z.array(dynamicsMetricSchema),
  activities: z.array(dynamicsActivitySchema),
  integrations: z.array(dynamicsIntegrationSchema),
  health: z.object({
    /** Share of this product's Dataverse calls in the last 30 days that got an answer other than 5xx. */
    availability30d: z.nullable(z.number()),
    calls30d: z.number(),
    /** Flow runs in the period against the period before, in percent; null without runs before. */
    usageChange: z.nullable(z.number()),
    flowRunsToday: z.number(),
    /** Failed runs in the last 24 hours and disconnected integrations. */
    alerts: z.number(),
  }),
});
export type DynamicsOverview = z.infer<typeof dynamicsOverviewSchema>;

/** The Power Platform screen: apps, flows and agents from Dataverse; Power BI, which lives elsewhere. */
export const dynamicsPowerPlatformSchema = z.object({
  items: z.array(dynamicsPowerItemSchema),
  powerBi: z.object({ available: z.literal(false), message: z.string() }),
});
export type DynamicsPowerPlatform = z.infer<typeof dynamicsPowerPlatformSchema>;
