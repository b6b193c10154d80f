import {
  type CreateUserRequest,
  passwordPolicyProblems,
  ROLES,
  type Role,
  type UpdateUserRequest,
  USER_STATUSES,
  type User,
  type UserListQuery,
  type UserListResponse,
  type UserStatus,
} from '@erp-agent/core';
import { and, count, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { announceChange } from '../../auth/principal-cache.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { readSettings } from '../settings/settings.service.ts';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    platforms: row.platforms,
    department: row.department,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    mustChangePassword: row.mustChangePassword,
    hasPassword: row.passwordHash !== null,
  };
}

export async function listUsers(db: Database, query: UserListQuery): Promise<UserListResponse> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern));
    if (match) filters.push(match);
  }
  if (query.role && query.role !== 'all') filters.push(eq(users.role, query.role));
  if (query.status && query.status !== 'all') filters.push(eq(users.status, query.status));

  const rows = await db
    .select()
    .from(users)
    .where(and(...filters))
    .orderBy(users.name);
  const tallies = await db
    .select({ role: users.role, status: users.status, n: count() })
    .from(users)
    .groupBy(users.role, users.status);
  const role = Object.fromEntries(ROLES.map((name) => [name, 0])) as Record<Role, number>;
  const status = Object.fromEntries(USER_STATUSES.map((name) => [name, 0])) as Record<UserStatus, number>;
  let total = 0;
  for (const tally of tallies) {
    role[tally.role] += tally.n;
    status[tally.status] += tally.n;
    total += tally.n;
  }
  return { users: rows.map(toUser), total, counts: { role, status } };
}

async function checkPassword(db: Database, password: string): Promise<void> {
  const policy = (await readSettings(db)).settings.security.passwordPolicy;
  const problems = passwordPolicyProblems(password, policy);
  if (problems.length > 0) {
    throw new ApiError(400, 'weak_password', 'The password does not meet the password policy.', {
      details: problems.map((message) => ({ field: 'password', message })),
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

export async function createUser(db: Database, request: CreateUserRequest): Promise<User> {
  if (request.password !== undefined) await checkPassword(db, request.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: request.username.toLowerCase(),
        name: request.name,
        email: request.email.toLowerCase(),
        role: request.role,
        status: request.status ?? 'active',
        platforms: request.platforms ? [...new Set(request.platforms)] : [],
        department: request.department ?? '',
        passwordHash: request.password === undefined ? null : await hashPassword(request.password),
        mustChangePassword: request.password !== undefined,
      })
      .returning();
    if (!row) throw new Error('inserting a user returned no row');
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'user_exists', 'A user with this username or email already exists.');
    }
    throw error;
  }
}

/**
 * Whether the change would leave no active admin who can sign in: nobody could then manage users
 * or settings, and the only way back would be the database itself.
 */
function removesLastAdmin(current: UserRow, update: UpdateUserRequest, activeAdmins: number): boolean {
  const wasActiveAdmin = current.role === 'admin' && current.status === 'active' && current.passwordHash !== null;
  const staysActiveAdmin = (update.role ?? current.role) === 'admin' && (update.status ?? current.status) === 'active';
  return wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1;
}

export async function updateUser(db: Database, id: string, update: UpdateUserRequest): Promise<User> {
  return db.transaction(async (tx) => {
    // Locking every active admin row makes two admins demoting each other at once take turns.
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNotNull(users.passwordHash)))
      .for('update');
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('The user');
    if (removesLastAdmin(current, update, activeAdmins.length)) {
      throw new ApiError(409, 'last_admin', 'This is the last active admin. Make another user an active admin first.');
    }
    try {
      const [row] = await tx
        .update(users)
        .set({
          ...update,
          ...(update.email ? { email: update.email.toLowerCase() } : {}),
          ...(update.platforms ? { platforms: [...new Set(update.platforms)] } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('The user');
      if (row.status !== 'active') await endUserSessions(tx, id);
      // Role, platforms or name changed: sessions cached by any instance must be read again.
      else await announceChange(tx, { user: id });
      return toUser(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, 'user_exists', 'Another user already has this email address.');
      throw error;
    }
  });
}

/** An admin sets a password; the user must replace it at next sign-in and is signed out now. */
export async function setUserPassword(db: Database, id: string, password: string): Promise<User> {
  await checkPassword(db, password);
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('The user');
  await endUserSessions(db, id);
  return toUser(row);
}
