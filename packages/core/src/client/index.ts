export {
  CHAT_PROCESS_PATH,
  CHAT_STREAM_PATH,
  type ChatClient,
  type ChatClientOptions,
  createChatClient,
  DEFAULT_CHAT_TIMEOUT_MS,
  type SendOptions,
  type StreamOptions,
} from './chat-client.ts';
export { ChatClientError, type ChatClientErrorCode, COMMUNICATION_FAILURE_TEXT } from './chat-client-error.ts';
export { readChatStream } from './read-chat-stream.ts';
