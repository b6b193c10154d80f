import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@erp-agent/core';
import { createApiRequester } from '../../api/api-request.ts';

export const TWO_FACTOR_PATH = '/api/auth/two-factor';

const api = createApiRequester();

/** The signed-in user's own two-factor sign-in. Every failure rejects with an `ApiError`. */
export const twoFactorClient = {
  status: (): Promise<TwoFactorStatus> => api.json(twoFactorStatusSchema, 'GET', TWO_FACTOR_PATH),
  setup: (): Promise<TwoFactorSetup> => api.json(twoFactorSetupSchema, 'POST', `${TWO_FACTOR_PATH}/setup`),
  enable: (code: string): Promise<RecoveryCodes> =>
    api.json(recoveryCodesSchema, 'POST', `${TWO_FACTOR_PATH}/enable`, { code }),
  newRecoveryCodes: (code: string): Promise<RecoveryCodes> =>
    api.json(recoveryCodesSchema, 'POST', `${TWO_FACTOR_PATH}/recovery-codes`, { code }),
  disable: async (password: string): Promise<void> => {
    await api.send('POST', `${TWO_FACTOR_PATH}/disable`, { password });
  },
};

export const TWO_FACTOR_KEY = ['two-factor'] as const;
