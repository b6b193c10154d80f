import type { Permission } from '@erp-agent/core';
import type { TurnCaller } from '../../agent/agent.ts';
import type { Principal } from '../../lib/app-env.ts';

/** What a role may do in an ERP account: none of it without the platform. */
const ERP_PERMISSIONS: readonly Permission[] = [
  'erp:query',
  'erp:read',
  'reports:run',
  'reports:create',
  'records:write',
  'scripts:deploy',
];

/**
 * The signed-in user as the agent sees them. A user without the NetSuite platform may still ask
 * what the agent can do, but reaches none of its NetSuite tools.
 */
export function turnCaller(principal: Principal): TurnCaller {
  const netsuite = principal.user.platforms.includes('netsuite');
  return {
    userId: principal.user.id,
    name: principal.user.name,
    role: principal.user.role,
    permissions: netsuite
      ? principal.permissions
      : principal.permissions.filter((permission) => !ERP_PERMISSIONS.includes(permission)),
  };
}
