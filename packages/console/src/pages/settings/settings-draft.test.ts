import { DEFAULT_SETTINGS } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { changesOf, draftErrors, firstInvalidField, isDirty } from './settings-draft.ts';

describe('a settings draft', () => {
  it('sends only the groups it changed, whole', () => {
    const draft = { ...DEFAULT_SETTINGS, security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 60 } };
    expect(isDirty(DEFAULT_SETTINGS, draft)).toBe(true);
    expect(changesOf(DEFAULT_SETTINGS, draft)).toEqual({ security: draft.security });
    expect(isDirty(DEFAULT_SETTINGS, structuredClone(DEFAULT_SETTINGS))).toBe(false);
  });

  it('names each field at fault, with core’s words, before anything is sent', () => {
    const draft = {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, systemName: '  ' },
      security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 2 },
      integrations: { ...DEFAULT_SETTINGS.integrations, retryAttempts: Number.NaN },
    };
    const errors = draftErrors(draft);
    expect(errors).toMatchObject({
      'general.systemName': 'Enter a system name',
      'security.sessionTimeout': 'Use at least 5 minutes',
      'integrations.retryAttempts': 'Enter a whole number of retries.',
    });
    expect(firstInvalidField(errors)?.name).toBe('systemName');
    expect(draftErrors(DEFAULT_SETTINGS)).toEqual({});
  });
});
