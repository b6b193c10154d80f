import {
  type ContactListResponse,
  type ContactMessage,
  contactListResponseSchema,
  contactMessageSchema,
  type UpdateContactMessageRequest,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

export const CONTACT_PATH = '/api/contact';

/** The inbox's calls (admins only). Every failure rejects with an `ApiError`. */
export function createContactClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    list: (): Promise<ContactListResponse> => api.json(contactListResponseSchema, 'GET', CONTACT_PATH),
    update: (id: string, change: UpdateContactMessageRequest): Promise<ContactMessage> =>
      api.json(contactMessageSchema, 'PATCH', `${CONTACT_PATH}/${encodeURIComponent(id)}`, change),
  };
}

export const contactClient = createContactClient();
