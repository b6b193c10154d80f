import { and, asc, eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import type { Database } from '../db/client.ts';
import { siteKeys, users } from '../db/schema.ts';
import type { ServerKeys } from '../lib/server-keys.ts';
import type { CredentialCipher } from '../netsuite/credentials/credential-cipher.ts';
import { SEAL_OWNER } from './site-key-store.ts';

/** The site key the examples under /examples use (docs/embedding.md). */
export const EXAMPLES_SITE_KEY = 'pk_examples_demo';

/**
 * The examples' site secret, derived from SECRET_KEY: the signed-identity example signs with it
 * without it being written anywhere.
 */
export function examplesSiteSecret(keys: ServerKeys): string {
  return keys.sign('examples-site-secret', EXAMPLES_SITE_KEY);
}

/**
 * Creates or refreshes the `Examples` site, allowed from this server's own origins, so the
 * examples `npm start` serves can embed the widget with a site key like a partner would.
 */
export async function ensureExamplesSite(
  db: Database,
  cipher: CredentialCipher,
  keys: ServerKeys,
  origins: readonly string[],
): Promise<void> {
  const values = {
    name: 'Examples',
    sealedSecret: cipher.seal(examplesSiteSecret(keys), SEAL_OWNER),
    allowedOrigins: [...new Set(origins)],
    revokedAt: null,
  };
  const [existing] = await db
    .select({ id: siteKeys.id })
    .from(siteKeys)
    .where(eq(siteKeys.publicKey, EXAMPLES_SITE_KEY));
  if (existing) await db.update(siteKeys).set(values).where(eq(siteKeys.id, existing.id));
  else await db.insert(siteKeys).values({ publicKey: EXAMPLES_SITE_KEY, ...values });
}

/** How long the example's signed identity lives: a page's visit. */
const EXAMPLE_IDENTITY_SECONDS = 15 * 60;

/**
 * What a partner's server does, for the signed-identity example: vouches for one of its users by
 * signing their email with the site's secret. The example's user is the active user with `email`,
 * or this server's first admin when none is named. Undefined when there is no such user.
 */
export async function exampleIdentity(
  db: Database,
  keys: ServerKeys,
  email?: string,
): Promise<{ token: string; email: string } | undefined> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      email
        ? and(eq(users.email, email.trim().toLowerCase()), eq(users.status, 'active'))
        : and(eq(users.role, 'admin'), eq(users.status, 'active')),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!user) return undefined;
  const now = Math.floor(Date.now() / 1000);
  const token = await sign(
    { sub: user.email, aud: EXAMPLES_SITE_KEY, iat: now, exp: now + EXAMPLE_IDENTITY_SECONDS },
    examplesSiteSecret(keys),
    'HS256',
  );
  return { token, email: user.email };
}
