import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  type Settings,
  type SettingsGroup,
  type SettingsUpdate,
  settingsSchema,
} from '@erp-agent/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';

export interface StoredSettings {
  readonly settings: Settings;
  readonly updatedAt: Date | null;
}

/** The channel on which instances tell each other that the settings changed. */
const CHANNEL = 'erp_agent_settings';

/**
 * How long the settings in force are used without asking the database again. A change made on
 * this instance applies at once and other instances hear of it by NOTIFY; this bounds the delay
 * if a notice is ever lost.
 */
export const SETTINGS_TTL_MS = 5000;

const cached = new WeakMap<Database, { readonly value: Promise<Settings>; readonly until: number }>();
const listeners = new Set<{ readonly db: Database; readonly onChange: (settings: Settings) => void }>();

/**
 * The settings in force: each group's stored values over its defaults. Values a later release no
 * longer accepts (a removed option, a removed field) fall back to the default rather than
 * breaking the screen.
 */
export async function readSettings(db: Database): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, Record<string, unknown>> = {};
  for (const group of SETTINGS_GROUPS) {
    const stored = rows.find((row) => row.group === group)?.values ?? {};
    const defaults: Record<string, unknown> = DEFAULT_SETTINGS[group];
    const known = Object.entries(stored).filter(([field]) => field in defaults);
    const candidate = { ...defaults, ...Object.fromEntries(known) };
    merged[group] = settingsSchema.shape[group].safeParse(candidate).success ? candidate : defaults;
  }
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return { settings: settingsSchema.parse(merged), updatedAt };
}

/** {@link readSettings} for the hot paths (every request's rate limit, every session): cached briefly. */
export function settingsInForce(db: Database): Promise<Settings> {
  const entry = cached.get(db);
  if (entry && entry.until > Date.now()) return entry.value;
  const value = readSettings(db).then((stored) => stored.settings);
  cached.set(db, { value, until: Date.now() + SETTINGS_TTL_MS });
  value.catch(() => cached.delete(db));
  return value;
}

async function changed(db: Database): Promise<StoredSettings> {
  cached.delete(db);
  const stored = await readSettings(db);
  for (const listener of listeners) if (listener.db === db) listener.onChange(stored.settings);
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  return stored;
}

/**
 * Calls `onChange` with the settings whenever they change, on any instance, until the returned
 * function is called. Changes made here are told at once; other instances' by NOTIFY.
 */
export async function watchSettings(
  database: DatabaseHandle,
  onChange: (settings: Settings) => void,
): Promise<() => Promise<void>> {
  const listener = { db: database.db, onChange };
  listeners.add(listener);
  const reread = () => {
    cached.delete(database.db);
    settingsInForce(database.db).then(onChange, () => undefined);
  };
  const stop = await database.listen(CHANNEL, reread, reread);
  return async () => {
    listeners.delete(listener);
    await stop();
  };
}

/**
 * Checks that may refuse a valid change for what it would do: turning on required two-factor
 * sign-in, say, while the admin turning it on could not sign in with it. Each returns the field
 * errors, empty when the change may go ahead.
 */
export type SettingsGuard = (
  next: Settings,
  current: Settings,
) => Promise<ReadonlyArray<{ field: string; message: string }>>;

/** Applies a validated partial update and stores each changed group whole. */
export async function updateSettings(
  db: Database,
  update: SettingsUpdate,
  userId: string,
  guards: readonly SettingsGuard[] = [],
): Promise<StoredSettings> {
  const { settings: current } = await readSettings(db);
  const next: Record<string, unknown> = { ...current };
  for (const group of SETTINGS_GROUPS) {
    const changes = update[group];
    if (changes) next[group] = { ...current[group], ...changes };
  }
  const checked = settingsSchema.safeParse(next);
  const problems = checked.success
    ? (await Promise.all(guards.map((guard) => guard(checked.data, current)))).flat()
    : checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  if (!checked.success || problems.length > 0) {
    throw new ApiError(400, 'validation_failed', 'Some settings are not valid.', { details: problems });
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
  return changed(db);
}

/** Puts one group, or every group, back to its defaults. */
export async function resetSettings(db: Database, group: SettingsGroup | undefined): Promise<StoredSettings> {
  if (group) await db.delete(settings).where(eq(settings.group, group));
  else await db.delete(settings);
  return changed(db);
}
