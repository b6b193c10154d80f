import * as z from 'zod/mini';

/** The four gauges of the System Health screen (001 section 2). */
export const GAUGE_KINDS = ['cpu', 'memory', 'disk', 'network'] as const;
export const gaugeKindSchema = z.enum(GAUGE_KINDS);
export type GaugeKind = z.infer<typeof gaugeKindSchema>;

/** Health status of 001 section 4. */
export const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
export const healthStatusSchema = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const GAUGE_TRENDS = ['up', 'down'] as const;
export type GaugeTrend = (typeof GAUGE_TRENDS)[number];

/**
 * 001 section 4: CPU is a warning above 80, memory above 75; disk is critical above 85. The trend
 * arrow points up for CPU above 50 and memory above 60, down otherwise. The seed gives disk and
 * network no trend and network no threshold.
 */
export const GAUGE_RULES: Readonly<
  Record<GaugeKind, { readonly warningAbove?: number; readonly criticalAbove?: number; readonly trendUpAbove?: number }>
> = {
  cpu: { warningAbove: 80, trendUpAbove: 50 },
  memory: { warningAbove: 75, trendUpAbove: 60 },
  disk: { criticalAbove: 85 },
  network: {},
};

/** A gauge's status from its percentage; an unknown percentage is no cause for alarm. */
export function gaugeStatus(kind: GaugeKind, percent: number | null): HealthStatus {
  if (percent === null) return 'healthy';
  const { warningAbove, criticalAbove } = GAUGE_RULES[kind];
  if (criticalAbove !== undefined && percent > criticalAbove) return 'critical';
  if (warningAbove !== undefined && percent > warningAbove) return 'warning';
  return 'healthy';
}

/** A gauge's trend arrow, or null for the gauges the seed gives none. */
export function gaugeTrend(kind: GaugeKind, percent: number | null): GaugeTrend | null {
  const { trendUpAbove } = GAUGE_RULES[kind];
  if (trendUpAbove === undefined || percent === null) return null;
  return percent > trendUpAbove ? 'up' : 'down';
}

/** One gauge as the server computed it: its percentage (null when it cannot be known), status and trend. */
export const gaugeSchema = z.object({
  kind: gaugeKindSchema,
  percent: z.nullable(z.number()),
  status: healthStatusSchema,
  trend: z.nullable(z.enum(GAUGE_TRENDS)),
});
export type Gauge = z.infer<typeof gaugeSchema>;
