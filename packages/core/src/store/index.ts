export type { ChatMessage, ChatMessageOrigin, ChatSender } from './chat-message.ts';
export {
  type ChatActions,
  type ChatFailure,
  type ChatState,
  type ChatStore,
  type ChatStoreOptions,
  CLEARED_CHAT_TEXT,
  createChatStore,
  DEFAULT_FAILURE_DELAY_MS,
  DEFAULT_REPLY_DELAY_MS,
} from './chat-store.ts';
