import * as z from 'zod/mini';
import { periodFigureSchema, taskSchema } from './dashboard.ts';
import { platformSchema } from './roles.ts';

/** 001 section 9: the analytics periods, 7d by default. */
export const ANALYTICS_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

/** How long each period is, in hours, and the width of its chart buckets. */
export const ANALYTICS_PERIOD_SHAPE: Readonly<Record<AnalyticsPeriod, { hours: number; bucket: 'hour' | 'day' }>> = {
  '24h': { hours: 24, bucket: 'hour' },
  '7d': { hours: 7 * 24, bucket: 'day' },
  '30d': { hours: 30 * 24, bucket: 'day' },
  '90d': { hours: 90 * 24, bucket: 'day' },
};

/** `GET /api/analytics?period=&user=`: `user` narrows every figure to one user's. */
export const analyticsQuerySchema = z.object({
  period: z._default(analyticsPeriodSchema, DEFAULT_ANALYTICS_PERIOD),
  user: z.optional(z.uuid()),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** A figure that may not exist for a period (an average of nothing), now and in the period before. */
export const optionalPeriodFigureSchema = z.object({
  current: z.nullable(z.number()),
  previous: z.nullable(z.number()),
});

export const analyticsKpisSchema = z.object({
  tasks: periodFigureSchema,
  /** Completed tasks as a percentage of completed and failed ones. */
  successRatePercent: optionalPeriodFigureSchema,
  activeUsers: periodFigureSchema,
  conversations: periodFigureSchema,
  sessions: periodFigureSchema,
  avgTaskMs: optionalPeriodFigureSchema,
});

/** One ERP platform's figures for the period. */
export const platformFiguresSchema = z.object({
  platform: platformSchema,
  tasks: z.number(),
  completed: z.number(),
  failed: z.number(),
  successRatePercent: z.nullable(z.number()),
  avgTaskMs: z.nullable(z.number()),
  /** Users who have this platform's permission (admins reach every platform). */
  usersWithAccess: z.number(),
  /** Stored connections to the platform; only NetSuite has a connector so far. */
  connections: z.number(),
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

/** One chart bucket (an hour for 24h, a day otherwise), oldest first, empty buckets included. */
export const analyticsBucketSchema = z.object({
  at: z.string(),
  completed: z.number(),
  failed: z.number(),
  conversations: z.number(),
  sessions: z.number(),
  avgTaskMs: z.nullable(z.number()),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

export const analyticsSchema = z.object({
  period: analyticsPeriodSchema,
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day']),
  kpis: analyticsKpisSchema,
  platforms: z.array(platformFiguresSchema),
  engagement: z.object({
    messages: z.number(),
    messagesPerConversation: z.nullable(z.number()),
    sessions: z.number(),
    activeUsers: z.number(),
  }),
  automation: z.object({
    /** Writes the agent previewed for confirmation. */
    proposed: z.number(),
    confirmed: z.number(),
    cancelled: z.number(),
    /** Superseded by a newer preview or left to expire. */
    lapsed: z.number(),
    confirmationRatePercent: z.nullable(z.number()),
  }),
  health: z.object({
    errorRatePercent: z.nullable(z.number()),
    refused: z.number(),
    p95TaskMs: z.nullable(z.number()),
  }),
  series: z.array(analyticsBucketSchema),
  recentActivities: z.array(z.extend(taskSchema, { userName: z.nullable(z.string()) })),
  /** Users with any task, conversation or session in the period, for the user filter. */
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
