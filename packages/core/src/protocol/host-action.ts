import * as z from 'zod/mini';

/** Most actions a page may offer in one request; more are refused, not cut. */
export const HOST_ACTIONS_MAX = 20;

/** Longest JSON text of one action's parameter schema the API accepts. */
export const HOST_ACTION_SCHEMA_MAX_LENGTH = 4000;

/** Longest outcome text (a result or an error message) the page may report. */
export const HOST_ACTION_OUTCOME_MAX_LENGTH = 500;

/** `open_order`, `showInvoice`: a name a person and the agent can both say. */
const actionName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));

/** A JSON Schema object (`{ type: 'object', properties, required }`), small enough to send with each request. */
export const hostActionParametersSchema = z.record(z.string(), z.unknown()).check(
  z.refine((schema) => JSON.stringify(schema).length <= HOST_ACTION_SCHEMA_MAX_LENGTH, {
    message: `A parameter schema is at most ${HOST_ACTION_SCHEMA_MAX_LENGTH} characters of JSON.`,
  }),
);
export type HostActionParameters = z.infer<typeof hostActionParametersSchema>;

/**
 * An action the embedding page offers: the agent may propose it, and the page runs it when the
 * visitor confirms. Sent with each chat request, so the agent knows only what the page offers now.
 */
export const hostActionDeclarationSchema = z.object({
  name: actionName,
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  parameters: hostActionParametersSchema,
});
export type HostActionDeclaration = z.infer<typeof hostActionDeclarationSchema>;

export const hostActionDeclarationsSchema = z.array(hostActionDeclarationSchema).check(z.maxLength(HOST_ACTIONS_MAX));

/** The agent's proposal, as a reply carries it: run `name` with `arguments` once the visitor confirms. */
export const hostActionProposalSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
});
export type HostActionProposal = z.infer<typeof hostActionProposalSchema>;

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
