export {
  type ChatDraft,
  type ChatMessage,
  type ChatMessageOrigin,
  type ChatSender,
  type DraftTool,
  isOpenConfirmation,
  isOpenProposal,
} from './chat-message.ts';
export {
  type ChatActions,
  type ChatFailure,
  type ChatSnapshot,
  type ChatState,
  type ChatStore,
  type ChatStoreOptions,
  CLEARED_CHAT_TEXT,
  chatFailureOf,
  createChatStore,
  DECISION_PROMPTS,
  DEFAULT_FAILURE_DELAY_MS,
  DEFAULT_REPLY_DELAY_MS,
} from './chat-store.ts';
export { conversationSnapshot } from './conversation-snapshot.ts';
export { applyStreamPart, EMPTY_DRAFT } from './draft-reducer.ts';
