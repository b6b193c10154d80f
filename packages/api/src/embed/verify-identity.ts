import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { and, eq } from 'drizzle-orm';
import { verify } from 'hono/jwt';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Principal } from '../lib/app-env.ts';
import type { ActiveSiteKey } from './site-key-store.ts';

/** How long a partner's signed identity may live: it is minted per page, not per login. */
export const IDENTITY_MAX_LIFETIME_SECONDS = 60 * 60;

/** One message for every reason, so a caller learns nothing about which check failed. */
const invalid = () =>
  new ApiError(
    401,
    'identity_invalid',
    'The user identity this page sent is not valid for this site. Reload the page to get a fresh one.',
  );

/**
 * The user a partner's server vouched for: a JWT signed (HS256) with the site's secret, whose
 * `aud` is the site's public key, `sub` the email of an active user, `exp` within an hour of
 * `iat`. Anything else is refused.
 */
export async function verifyIdentity(db: Database, site: ActiveSiteKey, token: string): Promise<Principal> {
  const payload = await verify(token, site.secret, { alg: 'HS256', aud: site.publicKey }).catch(() => {
    throw invalid();
  });
  const { sub, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') throw invalid();
  if (exp - iat > IDENTITY_MAX_LIFETIME_SECONDS) throw invalid();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, sub.toLowerCase()), eq(users.status, 'active')));
  if (!user) throw invalid();
  return {
    sessionId: `site:${site.id}`,
    expiresAt: new Date(exp * 1000),
    user: {
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      platforms: user.platforms,
      // The partner signed its user in; a password change on our side is not theirs to do.
      mustChangePassword: false,
      // Nor is a second factor: the partner's own sign-in vouches for the user.
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    },
    permissions: ROLE_PERMISSIONS[user.role],
  };
}
