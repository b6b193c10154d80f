import * as z from 'zod/mini';
import { chatReplySchema } from '../protocol/chat-reply.ts';
import { processIdSchema } from '../protocol/process-id.ts';

/** One of the signed-in user's conversations with the agent, as the list shows it. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  /** The first prompt, shortened: what the conversation was about. */
  title: z.string(),
  process: z.nullable(processIdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** `GET /api/conversations`: newest first. */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** One turn as stored: the user's words, or the reply envelope the agent answered with. */
export const conversationMessageSchema = z.discriminatedUnion('role', [
  z.object({ id: z.string(), role: z.literal('user'), text: z.string(), createdAt: z.string() }),
  z.object({ id: z.string(), role: z.literal('assistant'), reply: chatReplySchema, createdAt: z.string() }),
]);
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** `GET /api/conversations/{id}`: the whole conversation, oldest turn first, to reopen it. */
export const conversationDetailSchema = z.object({
  ...conversationSummarySchema.shape,
  messages: z.array(conversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
