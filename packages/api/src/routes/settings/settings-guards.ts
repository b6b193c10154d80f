import type { TwoFactorStore } from '../../auth/two-factor/two-factor-store.ts';
import type { Env } from '../../env.ts';
import { pinnedSettings } from './log-level.ts';
import type { SettingsGuard } from './settings.service.ts';

/**
 * Requiring two-factor sign-in of everyone is refused to an admin who has not set it up: they
 * would have to set it up at their next sign-in anyway, and proving they can keeps them from
 * turning it on by mistake.
 */
export function twoFactorGuard(adminId: string, store: TwoFactorStore): SettingsGuard {
  return async (next, current) =>
    next.security.twoFactorAuth && !current.security.twoFactorAuth && !(await store.enabled(adminId))
      ? [
          {
            field: 'security.twoFactorAuth',
            message: 'Set up two-factor sign-in for your own account first (PROFILE), then require it of everyone.',
          },
        ]
      : [];
}

/** A setting the environment pins cannot be changed here. */
export function pinnedGuard(env: Pick<Env, 'LOG_LEVEL'>): SettingsGuard {
  const pinned = pinnedSettings(env);
  return async (next, current) =>
    pinned
      .filter(({ field }) => {
        const [group, name] = field.split('.') as [keyof typeof next, string];
        const before: Record<string, unknown> = current[group];
        const after: Record<string, unknown> = next[group];
        return before[name] !== after[name];
      })
      .map(({ field, reason }) => ({ field, message: reason }));
}
