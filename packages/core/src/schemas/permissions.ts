import type { Role } from './roles.ts';

/**
 * What a signed-in user may do. The API checks these on every endpoint and the console hides
 * what a role lacks; both read this one table.
 */
export const PERMISSIONS = [
  'users:manage',
  'settings:manage',
  'contact:read',
  'system:read',
  'analytics:read',
  'erp:query',
  'erp:read',
  'reports:run',
  'reports:create',
  'records:write',
  'scripts:deploy',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * 001 section 6, made enforceable: an admin does everything; an analyst reads ERP data, runs and
 * creates reports and saved searches and sees analytics, but manages no users or settings and
 * writes no records; an operator asks basic ERP queries.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  analyst: ['system:read', 'analytics:read', 'erp:query', 'erp:read', 'reports:run', 'reports:create'],
  operator: ['erp:query'],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
