import { SETTINGS_GROUPS, type Settings, type SettingsUpdate, settingsSchema } from '@erp-agent/core';
import { fieldKey, SETTINGS_TABS, type SettingsField } from './settings-fields.ts';

/** Field errors keyed `group.name`, the way the API names them. */
export type SettingsErrors = Readonly<Record<string, string>>;

const FIELDS: readonly SettingsField[] = SETTINGS_TABS.flatMap((tab) => tab.fields);

function sameGroup(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The groups the draft changed, whole, as `PATCH /api/settings` takes them. */
export function changesOf(saved: Settings, draft: Settings): SettingsUpdate {
  const update: Record<string, unknown> = {};
  for (const group of SETTINGS_GROUPS) if (!sameGroup(saved[group], draft[group])) update[group] = draft[group];
  return update as SettingsUpdate;
}

export function isDirty(saved: Settings, draft: Settings): boolean {
  return SETTINGS_GROUPS.some((group) => !sameGroup(saved[group], draft[group]));
}

/**
 * What is wrong with the draft, field by field, before it is sent: a number that is not a whole
 * number, then core's own rules (the server checks the same ones again).
 */
export function draftErrors(draft: Settings): SettingsErrors {
  const errors: Record<string, string> = {};
  for (const field of FIELDS) {
    const value: unknown = (draft[field.group] as Record<string, unknown>)[field.name];
    if (field.kind === 'number' && !Number.isInteger(value)) {
      errors[fieldKey(field)] = `Enter a whole number of ${field.unit}.`;
    }
  }
  const parsed = settingsSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** The first field with an error, in the screen's order. */
export function firstInvalidField(errors: SettingsErrors): SettingsField | undefined {
  return FIELDS.find((field) => errors[fieldKey(field)] !== undefined);
}
