import {
  type CreateUserRequest,
  type IssuedCredential,
  ROLES,
  type Role,
  type UpdateUserRequest,
  USER_STATUSES,
  type User,
  type UserListQuery,
  type UserListResponse,
  type UserStatus,
  type UserWithCredential,
} from '@erp-agent/core';
import { and, count, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { oneTimePassword } from '../../auth/one-time-password.ts';
import { hashPassword } from '../../auth/password.ts';
import { announceChange } from '../../auth/principal-cache.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { issueInvitation } from './invitations.ts';
import { checkPassword } from './password-policy-check.ts';

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

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/**
 * Creates a user. With `credential`, the server issues one and answers it this once: a one-time
 * password, or an invitation link (the account is then pending until the link is used).
 */
export async function createUser(
  db: Database,
  request: CreateUserRequest,
  createdBy: string,
): Promise<UserWithCredential> {
  const { credential: kind, ...fields } = request;
  if (fields.password !== undefined) await checkPassword(db, fields.password);
  const password = kind === 'one-time-password' ? oneTimePassword() : fields.password;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: fields.username.toLowerCase(),
          name: fields.name,
          email: fields.email.toLowerCase(),
          role: fields.role,
          status: fields.status ?? (kind === 'invitation' ? 'pending' : 'active'),
          platforms: fields.platforms ? [...new Set(fields.platforms)] : [],
          department: fields.department ?? '',
          passwordHash: password === undefined ? null : await hashPassword(password),
          mustChangePassword: password !== undefined,
        })
        .returning();
      if (!row) throw new Error('inserting a user returned no row');
      let credential: IssuedCredential | undefined;
      if (kind === 'invitation') credential = await issueInvitation(tx, row.id, createdBy);
      if (kind === 'one-time-password' && password !== undefined) credential = { kind, password };
      return { ...toUser(row), ...(credential ? { credential } : {}) };
    });
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

/**
 * An admin resets a password: the one given, or a one-time password made up here and answered
 * once. The user must replace it at next sign-in and is signed out now.
 */
export async function setUserPassword(
  db: Database,
  id: string,
  given: string | undefined,
): Promise<UserWithCredential> {
  if (given !== undefined) await checkPassword(db, given);
  const password = given ?? oneTimePassword();
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('The user');
  await endUserSessions(db, id);
  return {
    ...toUser(row),
    ...(given === undefined ? { credential: { kind: 'one-time-password' as const, password } } : {}),
  };
}

/** A new invitation link for an existing user, replacing any earlier one, answered once. */
export async function inviteUser(db: Database, id: string, createdBy: string): Promise<UserWithCredential> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('The user');
    if (row.status === 'inactive') {
      throw new ApiError(409, 'account_inactive', 'This account is deactivated. Activate it before inviting the user.');
    }
    return { ...toUser(row), credential: await issueInvitation(tx, id, createdBy) };
  });
}
