import * as z from 'zod/mini';
import { platformSchema } from './roles.ts';

/**
 * A task is one piece of work the agent did or holds for the user: a tool call that ran
 * (completed) or failed or was refused (failed), or a write awaiting the user's confirmation
 * (pending). 000 section 4: completed green, pending amber, failed red.
 */
export const TASK_STATUSES = ['completed', 'pending', 'failed'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** The seed's task types (Saved Search, Custom Form, SuiteScript, Workflow) and the agent's others. */
export const TASK_TYPES = ['Saved Search', 'SuiteScript', 'Query', 'Record', 'Transaction', 'Report'] as const;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(TASK_TYPES),
  tool: z.string(),
  status: taskStatusSchema,
  /** Why it failed: the tool's error code. */
  errorCode: z.nullable(z.string()),
  at: z.string(),
  conversationId: z.nullable(z.string()),
});
export type Task = z.infer<typeof taskSchema>;

/** A figure for this period and the one before it. */
export const periodFigureSchema = z.object({ current: z.number(), previous: z.number() });
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

/** How many days the dashboard's stat cards count, compared with as many days before. */
export const DASHBOARD_PERIOD_DAYS = 30;

export const taskStatsSchema = z.object({
  periodDays: z.number(),
  total: periodFigureSchema,
  completed: periodFigureSchema,
  pending: periodFigureSchema,
  failed: periodFigureSchema,
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

export const ACTIVITY_KINDS = ['sign-in', 'conversation', 'task', 'confirmation', 'connection'] as const;

/** One entry of the activity timeline: something the user or the agent did. */
export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/dashboard`: the signed-in user's own tasks and activity. */
export const dashboardSchema = z.object({
  stats: taskStatsSchema,
  recentTasks: z.array(taskSchema),
  activity: z.array(activitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/dashboard/tasks?limit=`: the user's tasks of the period, newest first. */
export const taskListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export const taskListSchema = z.object({ tasks: z.array(taskSchema), total: z.number() });
export type TaskList = z.infer<typeof taskListSchema>;

/**
 * One of the user's ERP environments, checked live: `online` when a signed call to it just
 * worked, `offline` when it failed, `not_connected` when there is no connection or connector.
 */
export const environmentSchema = z.object({
  platform: platformSchema,
  /** Production or Sandbox (000 section 3's environment names). */
  name: z.string(),
  accountId: z.nullable(z.string()),
  status: z.enum(['online', 'offline', 'not_connected']),
  /** Why it is offline or not connected. */
  detail: z.nullable(z.string()),
  connectedAt: z.nullable(z.string()),
  /** The user's last task on this platform. */
  lastUsedAt: z.nullable(z.string()),
  latencyMs: z.nullable(z.number()),
});
export type Environment = z.infer<typeof environmentSchema>;

/** `GET /api/dashboard/environments`. */
export const environmentListSchema = z.object({ environments: z.array(environmentSchema) });
export type EnvironmentList = z.infer<typeof environmentListSchema>;
