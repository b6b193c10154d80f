import * as z from 'zod/mini';

export const SERVICE_IDS = ['database', 'netsuite', 'llm'] as const;
export const SERVICE_STATES = ['up', 'down', 'not_configured'] as const;

export const CIRCUIT_STATES = ['closed', 'open', 'half_open'] as const;

/**
 * The NetSuite connector's guard of one account: its circuit breaker (open after call upon call
 * failed, refusing calls until `retryAt`; half open while one call tests the account) and its
 * concurrency limit, with the requests in flight and waiting for a slot.
 */
export const connectorCircuitSchema = z.object({
  state: z.enum(CIRCUIT_STATES),
  openedAt: z.optional(z.string()),
  retryAt: z.optional(z.string()),
  /** The outage that opened it: the connector's code and sentence. */
  lastError: z.optional(z.object({ code: z.string(), message: z.string() })),
  inFlight: z.number(),
  queued: z.number(),
  concurrencyLimit: z.number(),
});
export type ConnectorCircuit = z.infer<typeof connectorCircuitSchema>;

/** A service the server depends on, checked with one real call and timed. */
export const serviceCheckSchema = z.object({
  id: z.enum(SERVICE_IDS),
  name: z.string(),
  /** What was checked: "PGlite (embedded)", "Embedded NetSuite sandbox", the LLM's address. */
  target: z.string(),
  state: z.enum(SERVICE_STATES),
  latencyMs: z.nullable(z.number()),
  /** Why it is down, in words. */
  error: z.optional(z.string()),
  checkedAt: z.string(),
  /** The NetSuite connector only, once this server has called the account checked. */
  circuit: z.optional(connectorCircuitSchema),
});
export type ServiceCheck = z.infer<typeof serviceCheckSchema>;

/** `GET /api/system/services`. */
export const systemServicesSchema = z.object({ services: z.array(serviceCheckSchema) });
export type SystemServices = z.infer<typeof systemServicesSchema>;

export const SYSTEM_EVENT_LEVELS = ['info', 'warning', 'error'] as const;
export const SYSTEM_EVENT_SOURCES = [
  'server',
  'requests',
  'database',
  'auth',
  'agent',
  'settings',
  'netsuite',
] as const;

/**
 * Something that happened on the server. Sign-ins, agent failures, settings changes and NetSuite
 * connections come from the database (every instance's); starts, database outages and 5xx answers
 * are the answering instance's own, named by `instance`.
 */
export const systemEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  level: z.enum(SYSTEM_EVENT_LEVELS),
  source: z.enum(SYSTEM_EVENT_SOURCES),
  message: z.string(),
  instance: z.nullable(z.string()),
});
export type SystemEvent = z.infer<typeof systemEventSchema>;

/** `GET /api/system/events`: newest first. */
export const systemEventsSchema = z.object({ events: z.array(systemEventSchema) });
export type SystemEvents = z.infer<typeof systemEventsSchema>;

/**
 * `PUT /api/system/test-figures`, served only when NODE_ENV is `test`: percentages that replace
 * the measured ones in the gauges until cleared with an empty object, so a test can drive the
 * gauges across the thresholds.
 */
export const gaugeOverrideSchema = z.object({
  cpu: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  memory: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  disk: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  network: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
});
export type GaugeOverride = z.infer<typeof gaugeOverrideSchema>;
