import { DEFAULT_SETTINGS, SETTINGS_GROUPS } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS } from './settings-fields.ts';

describe('the Settings screen’s fields', () => {
  it('show every setting core defines, each once, in its own group’s tab', () => {
    expect(SETTINGS_TABS.map((tab) => tab.group)).toEqual([...SETTINGS_GROUPS]);
    for (const tab of SETTINGS_TABS) {
      expect(tab.fields.every((field) => field.group === tab.group)).toBe(true);
      expect(tab.fields.map((field) => field.name).sort()).toEqual(Object.keys(DEFAULT_SETTINGS[tab.group]).sort());
    }
  });
});
