import * as z from 'zod/mini';
import { chatReplySchema } from './chat-reply.ts';

/**
 * The parts of the streaming chat endpoint, a subset of the AI SDK's UI message stream protocol
 * (server-sent events, one JSON part per `data:` line, ending with `data: [DONE]`), so AI SDK
 * clients such as `useChat` read it too. Ours are two data parts: `data-conversation` names the
 * conversation as soon as it is known, and `data-reply` carries the finished reply envelope, the
 * same one the JSON endpoint answers with. A part of a type not listed here is skipped, so the
 * server may add parts without breaking older clients.
 */
const textPart = <T extends string>(type: T) => z.looseObject({ type: z.literal(type), id: z.string() });

export const chatStreamPartSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('start'), messageId: z.optional(z.string()) }),
  z.looseObject({ type: z.literal('start-step') }),
  z.looseObject({ type: z.literal('finish-step') }),
  textPart('text-start'),
  z.looseObject({ type: z.literal('text-delta'), id: z.string(), delta: z.string() }),
  textPart('text-end'),
  z.looseObject({ type: z.literal('tool-input-start'), toolCallId: z.string(), toolName: z.string() }),
  z.looseObject({
    type: z.literal('tool-input-available'),
    toolCallId: z.string(),
    toolName: z.string(),
    input: z.unknown(),
  }),
  z.looseObject({ type: z.literal('tool-output-available'), toolCallId: z.string(), output: z.unknown() }),
  z.looseObject({ type: z.literal('tool-output-error'), toolCallId: z.string(), errorText: z.string() }),
  z.looseObject({ type: z.literal('tool-approval-request'), toolCallId: z.string(), approvalId: z.string() }),
  z.looseObject({ type: z.literal('data-conversation'), data: z.looseObject({ conversationId: z.string() }) }),
  z.looseObject({ type: z.literal('data-reply'), data: chatReplySchema }),
  z.looseObject({ type: z.literal('error'), errorText: z.string() }),
  z.looseObject({ type: z.literal('abort'), reason: z.optional(z.string()) }),
  z.looseObject({ type: z.literal('finish') }),
]);

export type ChatStreamPart = z.infer<typeof chatStreamPartSchema>;
export type ChatStreamPartType = ChatStreamPart['type'];

/** The header that names the protocol on a streaming answer, as the AI SDK sends it. */
export const UI_MESSAGE_STREAM_HEADER = 'x-vercel-ai-ui-message-stream';
export const UI_MESSAGE_STREAM_VERSION = 'v1';
