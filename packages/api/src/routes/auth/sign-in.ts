import { eq, or, sql } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '../../auth/password.ts';
import { createSession, type NewSession, principalForToken } from '../../auth/sessions.ts';
import { lockedForSeconds, recordFailure, recordSuccess, throttleKeys } from '../../auth/throttle.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Principal } from '../../lib/app-env.ts';

export interface SignInRequest {
  readonly identifier: string;
  readonly password: string;
  readonly remember: boolean;
  readonly ip: string | undefined;
  readonly userAgent: string | undefined;
  readonly withRefreshToken?: boolean;
  /** The wording of a wrong pair: the console's, or the prototype auth provider's. */
  readonly invalidMessage: string;
}

export interface SignedIn {
  readonly session: NewSession;
  readonly principal: Principal;
}

function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    'too_many_attempts',
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Checks a username (or email) and password and opens a session. Every refusal looks the same,
 * whether the user is unknown, inactive, has no password or typed the wrong one, and takes as
 * long; failures count towards the account's and the address's locks.
 */
export async function signIn(db: Database, request: SignInRequest): Promise<SignedIn> {
  const identifier = request.identifier.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.email, identifier)))
    .limit(1);
  // A known account is counted by its id, so alternating username and email gains no attempts.
  const keys = throttleKeys(user?.id ?? identifier, request.ip);
  const locked = await lockedForSeconds(db, keys);
  if (locked > 0) throw tooManyAttempts(locked);

  const matches = user?.passwordHash
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyDecoy(request.password);
  if (!user || !matches || user.status !== 'active') {
    await recordFailure(db, keys);
    throw new ApiError(401, 'invalid_credentials', request.invalidMessage);
  }

  await recordSuccess(db, keys);
  const session = await createSession(db, {
    userId: user.id,
    remember: request.remember,
    ip: request.ip,
    userAgent: request.userAgent,
    withRefreshToken: request.withRefreshToken ?? false,
  });
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
  const principal = await principalForToken(db, session.token);
  if (!principal) throw new Error('a session just created could not be read back');
  return { session, principal };
}
