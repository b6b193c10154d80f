import {
  type ConversationDetail,
  type ConversationList,
  conversationDetailSchema,
  conversationListSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

export const CONVERSATIONS_PATH = '/api/conversations';

export interface ConversationsClient {
  list(): Promise<ConversationList>;
  get(id: string): Promise<ConversationDetail>;
  remove(id: string): Promise<void>;
}

/** The signed-in user's stored conversations with the agent. Every failure rejects with an `ApiError`. */
export function createConversationsClient(options: ApiRequestOptions = {}): ConversationsClient {
  const api = createApiRequester(options);
  const one = (id: string) => `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}`;
  return {
    list: () => api.json(conversationListSchema, 'GET', CONVERSATIONS_PATH),
    get: (id) => api.json(conversationDetailSchema, 'GET', one(id)),
    remove: async (id) => {
      await api.send('DELETE', one(id));
    },
  };
}

export const conversationsClient = createConversationsClient();
