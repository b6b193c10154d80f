import type { Permission, Platform, SessionUser } from '@erp-agent/core';

/**
 * What a screen needs: a permission of the role table, access to an ERP platform, or both (an ERP
 * section's screens read the account, which the API allows only with both).
 */
export type Access =
  | { readonly permission: Permission; readonly platform?: Platform }
  | { readonly platform: Platform; readonly permission?: Permission };

/**
 * Whether the user may use a screen. The API refuses what a role lacks whatever the console
 * shows; this only keeps the console from offering it.
 */
export function canUse(user: Pick<SessionUser, 'permissions' | 'platforms'>, access: Access | undefined): boolean {
  if (access === undefined) return true;
  const permitted = access.permission === undefined || user.permissions.includes(access.permission);
  const reachable = access.platform === undefined || user.platforms.includes(access.platform);
  return permitted && reachable;
}
