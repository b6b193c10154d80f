import type { Permission, Platform, SessionUser } from '@erp-agent/core';

/** What a screen needs: a permission of the role table, or access to an ERP platform. */
export type Access = { readonly permission: Permission } | { readonly platform: Platform };

/**
 * Whether the user may use a screen. The API refuses what a role lacks whatever the console
 * shows; this only keeps the console from offering it.
 */
export function canUse(user: Pick<SessionUser, 'permissions' | 'platforms'>, access: Access | undefined): boolean {
  if (access === undefined) return true;
  return 'permission' in access
    ? user.permissions.includes(access.permission)
    : user.platforms.includes(access.platform);
}
