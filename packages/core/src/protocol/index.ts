export {
  type ChatReply,
  type ChatResult,
  chatReplySchema,
  chatResultSchema,
  type PendingScript,
  pendingScriptSchema,
  type ResultRecord,
  resultRecordSchema,
} from './chat-reply.ts';
export {
  type ChatRequest,
  type ClientContext,
  CONTEXT_VALUE_MAX_LENGTH,
  chatRequestSchema,
  clientContextSchema,
  PROMPT_MAX_LENGTH,
} from './chat-request.ts';
export { parseChatReply } from './parse-chat-reply.ts';
export { PROCESS_IDS, type ProcessId, processIdSchema } from './process-id.ts';
export { ProtocolError } from './protocol-error.ts';
