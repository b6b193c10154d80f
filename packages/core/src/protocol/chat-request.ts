import * as z from 'zod/mini';
import { confirmationAnswerSchema } from './confirmation.ts';
import { hostActionDeclarationsSchema } from './host-action.ts';
import { processIdSchema } from './process-id.ts';

/** Longest prompt the API accepts; longer text is refused with a validation error, not truncated. */
export const PROMPT_MAX_LENGTH = 8000;

/** Longest string value a client may attach as context (a page URL, a record id). */
export const CONTEXT_VALUE_MAX_LENGTH = 2000;

/**
 * What the embedding page knows and the agent may use: the page the user is on, the record
 * open there, the user's locale. Flat primitives only, so it can be logged and stored as is.
 */
export const clientContextSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(64)),
  z.union([z.string().check(z.maxLength(CONTEXT_VALUE_MAX_LENGTH)), z.number(), z.boolean(), z.null()]),
);

export type ClientContext = z.infer<typeof clientContextSchema>;

/**
 * The body of `POST /api/chatbot/process` (000 section 7) and of the streaming endpoint.
 * `confirmation` answers a preview the last reply carried; `prompt` then says the same in words
 * (`Confirm`, `Cancel`) for the transcript. `hostActions` are the actions the embedding page offers
 * now, which the agent may propose.
 */
export const chatRequestSchema = z.object({
  prompt: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROMPT_MAX_LENGTH)),
  conversationId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  process: z.optional(processIdSchema),
  context: z.optional(clientContextSchema),
  confirmation: z.optional(confirmationAnswerSchema),
  hostActions: z.optional(hostActionDeclarationsSchema),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
