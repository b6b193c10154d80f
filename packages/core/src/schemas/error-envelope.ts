import * as z from 'zod/mini';

/** One invalid field of a request: its dotted path and what is wrong with it. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API answers with: a stable machine code, a sentence for people, the invalid
 * fields of a validation error, and the request id that the server's log lines carry too.
 */
export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.optional(z.array(fieldErrorSchema)),
  /**
   * Why, when the message is a fixed sentence that cannot say it: for a failed ERP call, what the
   * ERP answered ("NetSuite refused the token").
   */
  reason: z.optional(z.string()),
  requestId: z.optional(z.string()),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
