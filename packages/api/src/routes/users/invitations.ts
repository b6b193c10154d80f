import {
  type AcceptedInvitation,
  INVITATION_DAYS,
  INVITATION_PAGE_PATH,
  type Invitation,
  type IssuedCredential,
} from '@erp-agent/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { userInvitations, users } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { readSettings } from '../settings/settings.service.ts';
import { checkPassword } from './password-policy-check.ts';

export type InvitationCredential = Extract<IssuedCredential, { kind: 'invitation' }>;

const invalidInvitation = () =>
  new ApiError(
    404,
    'invitation_invalid',
    'This invitation link is not valid: it was used, replaced by a newer one, or has expired. Ask an administrator for a new one.',
  );

/**
 * A new invitation link for the user, replacing any earlier one. Only the token's hash is kept;
 * the link is answered this once.
 */
export async function issueInvitation(db: Database, userId: string, createdBy: string): Promise<InvitationCredential> {
  const token = newToken();
  await db.delete(userInvitations).where(eq(userInvitations.userId, userId));
  const [row] = await db
    .insert(userInvitations)
    .values({
      userId,
      tokenHash: tokenHash(token),
      createdBy,
      expiresAt: sql`now() + ${INVITATION_DAYS} * interval '1 day'`,
    })
    .returning({ expiresAt: userInvitations.expiresAt });
  if (!row) throw new Error('inserting an invitation returned no row');
  return { kind: 'invitation', path: `${INVITATION_PAGE_PATH}#${token}`, expiresAt: row.expiresAt.toISOString() };
}

async function openInvitation(db: Database, token: string, lock: boolean) {
  const query = db
    .select({
      invitationId: userInvitations.id,
      expiresAt: userInvitations.expiresAt,
      userId: users.id,
      username: users.username,
      name: users.name,
      status: users.status,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(and(eq(userInvitations.tokenHash, tokenHash(token)), gt(userInvitations.expiresAt, sql`now()`)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw invalidInvitation();
  return found;
}

/** Who an invitation is for and the policy their password must meet, before they choose it. */
export async function inspectInvitation(db: Database, token: string): Promise<Invitation> {
  const found = await openInvitation(db, token, false);
  return {
    username: found.username,
    name: found.name,
    expiresAt: found.expiresAt.toISOString(),
    passwordPolicy: (await readSettings(db)).settings.security.passwordPolicy,
  };
}

/**
 * The invited user chooses their password: a pending account becomes active, the link is spent,
 * and any session the account had ends. A deactivated account stays shut.
 */
export async function acceptInvitation(db: Database, token: string, password: string): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    const found = await openInvitation(tx, token, true);
    if (found.status === 'inactive') {
      throw new ApiError(409, 'account_inactive', 'This account is deactivated. Ask an administrator to activate it.');
    }
    await checkPassword(tx, password);
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        mustChangePassword: false,
        status: 'active',
        updatedAt: new Date(),
      })
      .where(eq(users.id, found.userId));
    await tx.delete(userInvitations).where(eq(userInvitations.userId, found.userId));
    await endUserSessions(tx, found.userId);
    return { username: found.username };
  });
}
