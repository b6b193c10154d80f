import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  type Settings,
  type SettingsGroup,
  type SettingsUpdate,
  settingsSchema,
} from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';

export interface StoredSettings {
  readonly settings: Settings;
  readonly updatedAt: Date | null;
}

/**
 * The settings in force: each group's stored values over its defaults. Values a later release no
 * longer accepts fall back to the default rather than breaking the screen.
 */
export async function readSettings(db: Database): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, Record<string, unknown>> = {};
  for (const group of SETTINGS_GROUPS) {
    const stored = rows.find((row) => row.group === group)?.values ?? {};
    merged[group] = { ...DEFAULT_SETTINGS[group], ...stored };
  }
  const parsed = settingsSchema.safeParse(merged);
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return { settings: parsed.success ? parsed.data : DEFAULT_SETTINGS, updatedAt };
}

/** Applies a validated partial update and stores each changed group whole. */
export async function updateSettings(db: Database, update: SettingsUpdate, userId: string): Promise<StoredSettings> {
  const { settings: current } = await readSettings(db);
  const next: Record<string, unknown> = { ...current };
  for (const group of SETTINGS_GROUPS) {
    const changes = update[group];
    if (changes) next[group] = { ...current[group], ...changes };
  }
  const checked = settingsSchema.safeParse(next);
  if (!checked.success) {
    throw new ApiError(400, 'validation_failed', 'Some settings are not valid.', {
      details: checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    });
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const group of SETTINGS_GROUPS) {
      if (!update[group]) continue;
      const values = checked.data[group];
      await tx
        .insert(settings)
        .values({ group, values, updatedAt: now, updatedBy: userId })
        .onConflictDoUpdate({ target: settings.group, set: { values, updatedAt: now, updatedBy: userId } });
    }
  });
  return readSettings(db);
}

/** Puts one group, or every group, back to the defaults of 001 section 9. */
export async function resetSettings(db: Database, group: SettingsGroup | undefined): Promise<StoredSettings> {
  if (group) await db.delete(settings).where(eq(settings.group, group));
  else await db.delete(settings);
  return readSettings(db);
}
