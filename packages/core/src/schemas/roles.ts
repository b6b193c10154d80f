import * as z from 'zod/mini';

/** The roles of 001 section 6. */
export const ROLES = ['admin', 'analyst', 'operator'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: 'Full system access, user management, system configuration, analytics and all ERP platforms.',
  analyst: 'Selected ERP platforms, analytics and report generation.',
  operator: 'Limited ERP access: basic queries.',
};

/** A user's status (001 section 4). Only active users can sign in. */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The ERP platforms a user may be allowed to reach. */
export const PLATFORMS = ['netsuite', 'dynamics', 'sap'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  netsuite: 'NetSuite',
  dynamics: 'Dynamics 365',
  sap: 'SAP Business One',
};
