import * as z from 'zod/mini';

export const TOOL_CALL_OUTCOMES = ['ok', 'error', 'refused', 'proposed'] as const;
export const toolCallOutcomeSchema = z.enum(TOOL_CALL_OUTCOMES);
export type ToolCallOutcome = z.infer<typeof toolCallOutcomeSchema>;

/**
 * One tool the agent called, as the analytics and dashboard screens and the notifications see it.
 * `proposed` is a write previewed and waiting for confirmation; `refused` one the caller's role
 * may not make.
 */
export const toolCallRecordSchema = z.object({
  id: z.string(),
  tool: z.string(),
  outcome: toolCallOutcomeSchema,
  errorCode: z.nullable(z.string()),
  durationMs: z.number(),
  channel: z.enum(['chat', 'stream', 'mcp']),
  userId: z.nullable(z.string()),
  /** The user's display name, when the user still exists. */
  userName: z.nullable(z.string()),
  conversationId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ToolCallRecord = z.infer<typeof toolCallRecordSchema>;

/** `GET /api/tool-calls?outcome=&since=&limit=`: newest first. */
export const toolCallListSchema = z.object({ toolCalls: z.array(toolCallRecordSchema) });
export type ToolCallList = z.infer<typeof toolCallListSchema>;
