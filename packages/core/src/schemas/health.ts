import * as z from 'zod/mini';
import { gaugeSchema } from './gauges.ts';

export const databaseHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  /** One round trip of `SELECT 1`, in milliseconds. */
  latencyMs: z.nullable(z.number()),
  error: z.optional(z.string()),
});

/** `GET /healthz`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: databaseHealthSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Request figures for one recent minute. */
export const requestMinuteSchema = z.object({
  /** The minute's start. */
  minute: z.string(),
  requests: z.number(),
  /** Answers with a 5xx status. */
  errors: z.number(),
  p95Ms: z.nullable(z.number()),
});
export type RequestMinute = z.infer<typeof requestMinuteSchema>;

/**
 * Requests this API instance served over recent minutes. Each instance counts its own: behind a
 * load balancer, each one's screen shows its share, and `instance` says which one answered.
 */
export const requestMetricsSchema = z.object({
  scope: z.literal('instance'),
  instance: z.string(),
  windowMinutes: z.number(),
  requestsPerMinute: z.number(),
  /** 5xx answers as a percentage of all requests in the window; null when there were none. */
  errorRatePercent: z.nullable(z.number()),
  p95Ms: z.nullable(z.number()),
  /** Oldest first, the current (partial) minute last. */
  minutes: z.array(requestMinuteSchema),
});
export type RequestMetrics = z.infer<typeof requestMetricsSchema>;

/** `GET /api/system/health`: measured figures of the running server, never simulated. */
export const systemHealthSchema = z.object({
  measuredAt: z.string(),
  version: z.string(),
  process: z.object({
    /** Share of one core used since the previous sample, 0 to 100 a core. */
    cpuPercent: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
    uptimeSeconds: z.number(),
    nodeVersion: z.string(),
    pid: z.number(),
  }),
  host: z.object({
    platform: z.string(),
    cpuCount: z.number(),
    /** Share of all the host's cores busy since the previous sample, 0 to 100. */
    cpuPercent: z.number(),
    loadAverage: z.tuple([z.number(), z.number(), z.number()]),
    totalMemoryBytes: z.number(),
    freeMemoryBytes: z.number(),
    memoryPercent: z.number(),
    uptimeSeconds: z.number(),
  }),
  disk: z.object({
    path: z.string(),
    totalBytes: z.number(),
    freeBytes: z.number(),
    usedPercent: z.number(),
    /** Bytes the data directory itself holds. */
    dataBytes: z.number(),
  }),
  /** The host's default network interface; null where it cannot be read. */
  network: z.nullable(
    z.object({
      interface: z.string(),
      receivedBytesPerSecond: z.number(),
      sentBytesPerSecond: z.number(),
      /** Null when the interface does not report its speed (most virtual machines). */
      linkSpeedMbps: z.nullable(z.number()),
    }),
  ),
  database: databaseHealthSchema,
  /** CPU, memory, disk and network with the seed's thresholds and trend rules applied. */
  gauges: z.array(gaugeSchema),
  requests: requestMetricsSchema,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
