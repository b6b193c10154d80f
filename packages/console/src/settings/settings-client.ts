import {
  type PublicSettings,
  publicSettingsSchema,
  type SettingsGroup,
  type SettingsResponse,
  type SettingsUpdate,
  settingsResponseSchema,
} from '@erp-agent/core';
import { createApiRequester } from '../api/api-request.ts';

export const SETTINGS_PATH = '/api/settings';
export const PUBLIC_SETTINGS_PATH = '/api/settings/public';

const api = createApiRequester();

/** The settings calls of the API. Every failure rejects with an `ApiError`. */
export const settingsClient = {
  read: (): Promise<SettingsResponse> => api.json(settingsResponseSchema, 'GET', SETTINGS_PATH),
  update: (update: SettingsUpdate): Promise<SettingsResponse> =>
    api.json(settingsResponseSchema, 'PATCH', SETTINGS_PATH, update),
  reset: (group?: SettingsGroup): Promise<SettingsResponse> =>
    api.json(settingsResponseSchema, 'POST', `${SETTINGS_PATH}/reset`, group === undefined ? {} : { group }),
  readPublic: (): Promise<PublicSettings> => api.json(publicSettingsSchema, 'GET', PUBLIC_SETTINGS_PATH),
};
