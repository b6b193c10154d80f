import type { Platform, Role, UserStatus } from '@erp-agent/core';
import { users } from '../db/schema.ts';
import type { Seeder } from './seeder.ts';

interface SampleUser {
  username: string;
  name: string;
  role: Role;
  status: UserStatus;
  department: string;
  platforms: Platform[];
}

/**
 * The Users screen's sample people (001 section 3). They have no password: they show what the
 * screen does and cannot sign in until an admin sets one.
 */
const SAMPLE_USERS: readonly SampleUser[] = [
  {
    username: 'sarah.chen',
    name: 'Sarah Chen',
    role: 'analyst',
    status: 'active',
    department: 'Finance',
    platforms: ['netsuite', 'dynamics'],
  },
  {
    username: 'marcus.johnson',
    name: 'Marcus Johnson',
    role: 'operator',
    status: 'active',
    department: 'Operations',
    platforms: ['netsuite'],
  },
  {
    username: 'priya.patel',
    name: 'Priya Patel',
    role: 'admin',
    status: 'pending',
    department: 'IT',
    platforms: ['netsuite', 'dynamics', 'sap'],
  },
  {
    username: 'david.kim',
    name: 'David Kim',
    role: 'analyst',
    status: 'active',
    department: 'Sales Operations',
    platforms: ['netsuite', 'sap'],
  },
  {
    username: 'elena.rodriguez',
    name: 'Elena Rodriguez',
    role: 'operator',
    status: 'inactive',
    department: 'Procurement',
    platforms: ['sap'],
  },
  {
    username: 'james.wilson',
    name: 'James Wilson',
    role: 'operator',
    status: 'pending',
    department: 'Warehouse',
    platforms: ['netsuite'],
  },
  {
    username: 'aisha.okafor',
    name: 'Aisha Okafor',
    role: 'analyst',
    status: 'active',
    department: 'FP&A',
    platforms: ['netsuite'],
  },
  {
    username: 'tom.becker',
    name: 'Tom Becker',
    role: 'operator',
    status: 'active',
    department: 'Customer Service',
    platforms: ['dynamics'],
  },
];

export const seedSampleUsers: Seeder = async ({ db, sampleData }) => {
  if (!sampleData) return;
  await db
    .insert(users)
    .values(SAMPLE_USERS.map((user) => ({ ...user, email: `${user.username}@example.com` })))
    .onConflictDoNothing();
};
