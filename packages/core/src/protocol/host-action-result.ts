import * as z from 'zod/mini';

/** Longest outcome text (a result or an error message) the page may report. */
export const HOST_ACTION_OUTCOME_MAX_LENGTH = 500;

export const HOST_ACTION_OUTCOMES = ['ok', 'error', 'refused'] as const;
export type HostActionOutcome = (typeof HOST_ACTION_OUTCOMES)[number];

/**
 * The body of `POST /api/chat/host-actions/:id/result`: the handler ran (`ok`, with a short
 * result), threw or was given arguments its schema refused (`error`, with the message), or the
 * visitor cancelled (`refused`).
 */
export const hostActionResultSchema = z.object({
  outcome: z.enum(HOST_ACTION_OUTCOMES),
  message: z.optional(z.string().check(z.maxLength(HOST_ACTION_OUTCOME_MAX_LENGTH))),
});
export type HostActionResult = z.infer<typeof hostActionResultSchema>;
