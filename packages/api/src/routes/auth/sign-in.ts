import { eq, or, sql } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '../../auth/password.ts';
import { createSession, type NewSession, principalForToken } from '../../auth/sessions.ts';
import { lockedForSeconds, recordFailure, recordSuccess, throttleKeys } from '../../auth/throttle.ts';
import type { TwoFactorStore } from '../../auth/two-factor/two-factor-store.ts';
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
  /** The authenticator's code or a recovery code, for a user with two-factor sign-in. */
  readonly code?: string | undefined;
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
 * Checks a username (or email) and password, and for a user with two-factor sign-in the one-time
 * code, and opens a session. Every refusal of the pair looks the same, whether the user is
 * unknown, inactive, has no password or typed the wrong one, and takes as long; failures, wrong
 * codes included, count towards the account's and the address's locks. A right pair without a
 * code answers `two_factor_required`, so the sign-in page asks for the code and sends both again.
 */
export async function signIn(db: Database, twoFactor: TwoFactorStore, request: SignInRequest): Promise<SignedIn> {
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

  if (await twoFactor.enabled(user.id)) {
    if (!request.code) {
      throw new ApiError(401, 'two_factor_required', 'Enter the 6-digit code from your authenticator app.');
    }
    if (!(await twoFactor.checkSignInCode(user.id, request.code))) {
      await recordFailure(db, keys);
      throw new ApiError(
        401,
        'invalid_two_factor_code',
        'That code is not right. Enter the code your app shows now, or one of your recovery codes.',
      );
    }
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
