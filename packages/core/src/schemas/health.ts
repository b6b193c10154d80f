import * as z from 'zod/mini';

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
  database: databaseHealthSchema,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
