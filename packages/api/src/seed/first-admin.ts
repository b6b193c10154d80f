import { PLATFORMS } from '@erp-agent/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Seeder } from './seeder.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';
/** The first sign-in's password unless ADMIN_PASSWORD says otherwise; it must be changed at once. */
export const DEFAULT_ADMIN_PASSWORD = 'admin';

/**
 * With no admin able to sign in, nobody could ever manage the product: create one, whose
 * password must be replaced at first sign-in (as Grafana does).
 */
export const seedFirstAdmin: Seeder = async ({ db, env, logger }) => {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNotNull(users.passwordHash)))
    .limit(1);
  if (existing) return;
  const inserted = await db
    .insert(users)
    .values({
      username: DEFAULT_ADMIN_USERNAME,
      name: 'Admin User',
      email: 'admin@example.com',
      role: 'admin',
      status: 'active',
      platforms: [...PLATFORMS],
      department: 'IT',
      passwordHash: await hashPassword(env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD),
      mustChangePassword: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) {
    logger.warn(
      { username: DEFAULT_ADMIN_USERNAME },
      env.ADMIN_PASSWORD
        ? 'created the first admin with ADMIN_PASSWORD; it must be changed at first sign-in'
        : `created the first admin: sign in as ${DEFAULT_ADMIN_USERNAME} / ${DEFAULT_ADMIN_PASSWORD} and choose a new password`,
    );
  }
};

/** True while an active admin can still sign in with the default password. */
export async function defaultAdminPasswordInUse(db: Database): Promise<boolean> {
  const admins = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.status, 'active'),
        eq(users.mustChangePassword, true),
        isNotNull(users.passwordHash),
      ),
    );
  for (const { hash } of admins) {
    if (hash && (await verifyPassword(DEFAULT_ADMIN_PASSWORD, hash))) return true;
  }
  return false;
}
