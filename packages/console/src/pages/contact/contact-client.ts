import { type ContactReceipt, type ContactRequest, contactReceiptSchema } from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

export const CONTACT_PATH = '/api/contact';

export function createContactClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    /** Stores the message for the team; a validation error is the only refusal. */
    submit: (request: ContactRequest): Promise<ContactReceipt> =>
      api.json(contactReceiptSchema, 'POST', CONTACT_PATH, request),
  };
}

export const contactClient = createContactClient();
