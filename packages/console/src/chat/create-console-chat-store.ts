import { type ChatStore, createChatStore, type ProcessId } from '@erp-agent/core';
import { chatClient } from './chat-client.ts';

/**
 * A chat on core's store, reading replies from the streaming endpoint so they show as the agent
 * works, with core's delays and fallback replies.
 */
export function createConsoleChatStore(options: { greeting?: string; process?: ProcessId } = {}): ChatStore {
  return createChatStore({ client: chatClient, streaming: true, ...options });
}
