import type { Permission, Platform } from '@erp-agent/core';
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

/** The ERPs the agent has tools for. */
const AGENT_PLATFORMS: readonly Platform[] = ['netsuite', 'sap', 'dynamics'];

/**
 * The signed-in user as the agent sees them. A user with none of the agent's ERPs may still ask
 * what the agent can do, but reaches none of its tools; the tool runner keeps each tool to the
 * users given its ERP.
 */
export function turnCaller(principal: Principal): TurnCaller {
  const { platforms } = principal.user;
  const erp = platforms.some((platform) => AGENT_PLATFORMS.includes(platform));
  return {
    userId: principal.user.id,
    name: principal.user.name,
    role: principal.user.role,
    permissions: erp
      ? principal.permissions
      : principal.permissions.filter((permission) => !ERP_PERMISSIONS.includes(permission)),
    platforms,
  };
}
