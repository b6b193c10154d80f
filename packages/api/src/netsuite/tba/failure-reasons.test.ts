import { describe, expect, it } from 'vitest';
import { TBA_FAILURE_RESPONSE } from './failure-reasons.ts';

describe('TBA_FAILURE_RESPONSE', () => {
  it('answers every failure as NetSuite does', () => {
    for (const response of Object.values(TBA_FAILURE_RESPONSE)) {
      expect(response).toEqual({ status: 401, errorCode: 'INVALID_LOGIN_ATTEMPT' });
    }
  });
});
