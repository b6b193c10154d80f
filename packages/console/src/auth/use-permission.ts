import type { Permission } from '@erp-agent/core';
import { useAuth } from './session.ts';

/**
 * Whether the signed-in user's role holds a permission, so a screen leaves out what the API
 * would refuse (a state action for a role that may only read).
 */
export function usePermission(permission: Permission): boolean {
  return useAuth((state) => state.user?.permissions.includes(permission) ?? false);
}
