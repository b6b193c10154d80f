import {
  type CreatedSiteKey,
  type CreateSiteKeyRequest,
  createdSiteKeySchema,
  type SiteKey,
  type SiteKeyList,
  siteKeyListSchema,
  siteKeySchema,
  type UpdateSiteKeyRequest,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

export const SITE_KEYS_PATH = '/api/site-keys';

/** The site keys' calls (admins only). Every failure rejects with an `ApiError`. */
export function createSiteKeysClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  const one = (id: string) => `${SITE_KEYS_PATH}/${encodeURIComponent(id)}`;
  return {
    list: (): Promise<SiteKeyList> => api.json(siteKeyListSchema, 'GET', SITE_KEYS_PATH),
    create: (request: CreateSiteKeyRequest): Promise<CreatedSiteKey> =>
      api.json(createdSiteKeySchema, 'POST', SITE_KEYS_PATH, request),
    update: (id: string, change: UpdateSiteKeyRequest): Promise<SiteKey> =>
      api.json(siteKeySchema, 'PATCH', one(id), change),
    rotate: (id: string): Promise<CreatedSiteKey> => api.json(createdSiteKeySchema, 'POST', `${one(id)}/rotate`),
    revoke: async (id: string): Promise<void> => {
      await api.send('DELETE', one(id));
    },
  };
}

export const siteKeysClient = createSiteKeysClient();
