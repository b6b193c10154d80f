import * as z from 'zod';

/**
 * What the sandbox can be told to do wrong, per endpoint, so the connector's handling of a
 * failing NetSuite can be seen in tests and measured by the soak. Each kind mimics what NetSuite
 * (or the network in front of it) really does:
 *
 * - `rate_limit`: 429 with `Retry-After`, refused before any work.
 * - `concurrency_limit`: NetSuite's per-account limit. Requests on the matching endpoints beyond
 *   `limit` at once are refused with 429 and `CONCURRENCY_LIMIT_EXCEEDED`; those let through are
 *   held `delayMs` so they overlap as real ones do.
 * - `server_error`: a 5xx, before the work or (`after`) once it is done.
 * - `slow`: the answer waits `delayMs`, before the work or (`after`) once it is done.
 * - `drop`: the connection is cut; by default after the work, so a create is made and its answer lost.
 */
export const FAULT_KINDS = ['rate_limit', 'concurrency_limit', 'server_error', 'slow', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const MAX_DELAY_MS = 120_000;

export const faultRuleSchema = z
  .object({
    kind: z.enum(FAULT_KINDS),
    /** The endpoints it applies to: a path prefix under the sandbox root, `/services/rest/record/v1/customer`. */
    path: z.string().startsWith('/', 'must start with /'),
    /** Only this method; every method when absent. */
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** How many matching requests it hits, then it stops; every one when absent. */
    times: z.number().int().min(1).max(1_000_000).optional(),
    /** The share of matching requests it hits, drawn per request; every one by default. */
    probability: z.number().gt(0).max(1).default(1),
    /** `rate_limit`: the seconds `Retry-After` asks for. */
    retryAfterSeconds: z.number().int().min(0).max(3600).default(1),
    /** `server_error`: the status answered. */
    status: z.union([z.literal(500), z.literal(503)]).default(503),
    /** `slow` and `concurrency_limit`: how long the answer is held. */
    delayMs: z.number().int().min(0).max(MAX_DELAY_MS).default(0),
    /** `concurrency_limit`: requests let through at once. */
    limit: z.number().int().min(1).max(1000).default(5),
    /** `server_error`, `slow`, `drop`: whether the request is carried out before the fault. */
    after: z.boolean().optional(),
  })
  .strict();

export type FaultRuleInput = z.input<typeof faultRuleSchema>;
export type FaultRule = z.output<typeof faultRuleSchema>;

export const faultPlanSchema = z.object({ rules: z.array(faultRuleSchema).max(50) }).strict();

/** Whether the request is carried out before the fault strikes: only a dropped answer by default. */
export function strikesAfterWork(rule: FaultRule): boolean {
  return rule.after ?? rule.kind === 'drop';
}
