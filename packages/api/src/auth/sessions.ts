import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, twoFactor, users } from '../db/schema.ts';
import type { Principal } from '../lib/app-env.ts';
import { settingsInForce } from '../routes/settings/settings.service.ts';
import { announceChange, type PrincipalCache } from './principal-cache.ts';
import { newToken, tokenHash } from './tokens.ts';

/** REMEMBER.ME keeps a session this long, used or not. */
export const REMEMBER_DAYS = 30;

/** However busy, a session without REMEMBER.ME ends this long after sign-in. */
export const SESSION_MAX_HOURS = 12;

/** A session's expiry is pushed forward at most once a minute, not on every request. */
const SLIDE_AFTER_SECONDS = 60;

export interface NewSession {
  readonly id: string;
  readonly token: string;
  readonly refreshToken: string | undefined;
  readonly expiresAt: Date;
}

export interface SessionRequest {
  readonly userId: string;
  readonly remember: boolean;
  readonly ip: string | undefined;
  readonly userAgent: string | undefined;
  /** Token clients (`/auth/v1/token`) get a refresh token as well. */
  readonly withRefreshToken?: boolean;
}

/** Minutes of idleness after which a session ends: Settings › Security › sessionTimeout. */
async function idleMinutes(db: Database): Promise<number> {
  return (await settingsInForce(db)).security.sessionTimeout;
}

/**
 * Settings › Performance › maxConcurrentUsers, read as sessions a user may hold at once: beyond
 * it, the user's oldest sessions end, so signing in on a new device always works and a forgotten
 * browser is what gives way. Each ended session is announced, so every instance drops it at once.
 */
async function endSessionsBeyondLimit(db: Database, userId: string): Promise<void> {
  const limit = (await settingsInForce(db)).performance.maxConcurrentUsers;
  const beyond = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(limit);
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(inArray(sessions.id, beyond))
    .returning({ id: sessions.id });
  for (const { id } of ended) await announceChange(db, { session: id });
}

export async function createSession(db: Database, request: SessionRequest): Promise<NewSession> {
  const token = newToken();
  const refreshToken = request.withRefreshToken ? newToken() : undefined;
  const lifetime = request.remember
    ? sql`now() + ${REMEMBER_DAYS} * interval '1 day'`
    : sql`least(now() + ${await idleMinutes(db)} * interval '1 minute', now() + ${SESSION_MAX_HOURS} * interval '1 hour')`;
  const [row] = await db
    .insert(sessions)
    .values({
      userId: request.userId,
      tokenHash: tokenHash(token),
      refreshHash: refreshToken ? tokenHash(refreshToken) : null,
      remember: request.remember,
      expiresAt: lifetime,
      absoluteExpiresAt: request.remember
        ? sql`now() + ${REMEMBER_DAYS} * interval '1 day'`
        : sql`now() + ${SESSION_MAX_HOURS} * interval '1 hour'`,
      ip: request.ip ?? null,
      userAgent: request.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('inserting a session returned no row');
  await endSessionsBeyondLimit(db, request.userId);
  return { id: row.id, token, refreshToken, expiresAt: row.expiresAt };
}

const principalColumns = {
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  remember: sessions.remember,
  stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${SLIDE_AFTER_SECONDS} * interval '1 second'`,
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  platforms: users.platforms,
  mustChangePassword: users.mustChangePassword,
  twoFactorEnabledAt: twoFactor.enabledAt,
};

/**
 * The principal behind a session token, or undefined when the token is unknown, ended, expired,
 * or belongs to a user who is no longer active. From the cache when it has the token; otherwise
 * one query, and a second, at most once a minute, to slide the idle expiry forward.
 */
export async function principalForToken(
  db: Database,
  token: string,
  cache?: PrincipalCache,
): Promise<Principal | undefined> {
  const hash = tokenHash(token);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const principal = await readPrincipal(db, hash);
  if (principal) cache?.set(hash, principal);
  return principal;
}

async function readPrincipal(db: Database, hash: string): Promise<Principal | undefined> {
  const [row] = await db
    .select(principalColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hash),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return undefined;

  let expiresAt = row.expiresAt;
  if (row.stale && !row.remember) {
    const minutes = await idleMinutes(db);
    const [slid] = await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        expiresAt: sql`least(now() + ${minutes} * interval '1 minute', ${sessions.absoluteExpiresAt})`,
      })
      .where(eq(sessions.id, row.sessionId))
      .returning({ expiresAt: sessions.expiresAt });
    expiresAt = slid?.expiresAt ?? expiresAt;
  } else if (row.stale) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }

  const twoFactorEnabled = row.twoFactorEnabledAt !== null;
  const twoFactorRequired = (await settingsInForce(db)).security.twoFactorAuth;
  return {
    sessionId: row.sessionId,
    expiresAt,
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.status,
      platforms: row.platforms,
      mustChangePassword: row.mustChangePassword,
      twoFactorEnabled,
      mustSetUpTwoFactor: twoFactorRequired && !twoFactorEnabled,
    },
    permissions: ROLE_PERMISSIONS[row.role],
  };
}

/**
 * Swaps a refresh token for a new access and refresh token pair on the same session, within
 * the session's absolute lifetime. The old pair stops working at once.
 */
export async function rotateSession(db: Database, refreshToken: string): Promise<NewSession | undefined> {
  const token = newToken();
  const nextRefresh = newToken();
  const minutes = await idleMinutes(db);
  const [row] = await db
    .update(sessions)
    .set({
      tokenHash: tokenHash(token),
      refreshHash: tokenHash(nextRefresh),
      lastSeenAt: sql`now()`,
      expiresAt: sql`case when ${sessions.remember} then ${sessions.absoluteExpiresAt} else least(now() + ${minutes} * interval '1 minute', ${sessions.absoluteExpiresAt}) end`,
    })
    .where(
      and(
        eq(sessions.refreshHash, tokenHash(refreshToken)),
        isNull(sessions.endedAt),
        gt(sessions.absoluteExpiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.status} = 'active')`,
      ),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) return undefined;
  await announceChange(db, { session: row.id });
  return { id: row.id, token, refreshToken: nextRefresh, expiresAt: row.expiresAt };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  await announceChange(db, { session: sessionId });
}

/** Signs a user out everywhere: on deactivation and on a password change or reset. */
export async function endUserSessions(db: Database, userId: string, except?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? sql`${sessions.id} <> ${except}` : undefined),
    );
  await announceChange(db, { user: userId });
}
