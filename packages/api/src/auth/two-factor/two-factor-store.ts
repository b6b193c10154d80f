import type { TwoFactorSetup, TwoFactorStatus } from '@erp-agent/core';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { Database } from '../../db/client.ts';
import { recoveryCodes, twoFactor } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import type { CredentialCipher } from '../../netsuite/credentials/credential-cipher.ts';
import { looksLikeRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/** What a sealed secret is bound to, so one copied to another user's row does not open. */
const owner = (userId: string) => `two-factor:${userId}`;

const wrongCode = () =>
  new ApiError(400, 'validation_failed', 'That code is not right.', {
    details: [
      { field: 'code', message: 'That code is not right, or was already used. Enter the code your app shows now.' },
    ],
  });

/** A user's two-factor sign-in: setting it up, checking codes, recovery codes. */
export class TwoFactorStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async enabled(userId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    return Boolean(row?.enabledAt);
  }

  async status(userId: string, required: boolean): Promise<TwoFactorStatus> {
    const [row] = await this.#db
      .select({ enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    const [left] = await this.#db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return {
      enabled: Boolean(row?.enabledAt),
      required,
      enabledAt: row?.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0,
    };
  }

  /** A new secret, kept aside until {@link enable} confirms it; a code app set up before keeps working. */
  async beginSetup(user: { id: string; username: string }, issuer: string): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const pendingSealedSecret = this.#cipher.seal(secret, owner(user.id));
    await this.#db
      .insert(twoFactor)
      .values({ userId: user.id, pendingSealedSecret })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingSealedSecret, updatedAt: sql`now()` } });
    const uri = totpUri(secret, user.username, issuer);
    return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
  }

  /** Puts the pending secret in force once a code from it checks out; answers the recovery codes. */
  async enable(userId: string, code: string): Promise<string[]> {
    const [row] = await this.#db
      .select({ pending: twoFactor.pendingSealedSecret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row?.pending) {
      throw new ApiError(409, 'two_factor_not_started', 'Start the set-up first: scan a new QR code.');
    }
    const step = totpStep(this.#cipher.open(row.pending, owner(userId)), code);
    if (step === undefined) throw wrongCode();
    return this.#db.transaction(async (tx) => {
      await tx
        .update(twoFactor)
        .set({
          sealedSecret: row.pending,
          pendingSealedSecret: null,
          enabledAt: sql`now()`,
          lastUsedStep: step,
          updatedAt: sql`now()`,
        })
        .where(eq(twoFactor.userId, userId));
      return replaceRecoveryCodes(tx, userId);
    });
  }

  /** New recovery codes in place of the old, proven by a code from the app. */
  async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
    if (!(await this.checkAppCode(userId, code))) throw wrongCode();
    return this.#db.transaction((tx) => replaceRecoveryCodes(tx, userId));
  }

  async disable(userId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    });
  }

  /**
   * Whether `code` signs this user in: the app's code of now (each step once: the step is claimed
   * in one statement, so two instances cannot both accept it), or an unused recovery code, which
   * is used up.
   */
  async checkSignInCode(userId: string, code: string): Promise<boolean> {
    if (!looksLikeRecoveryCode(code)) return this.checkAppCode(userId, code);
    const used = await this.#db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  async checkAppCode(userId: string, code: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ sealed: twoFactor.sealedSecret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row?.sealed) return false;
    const step = totpStep(this.#cipher.open(row.sealed, owner(userId)), code.replace(/\s/g, ''));
    if (step === undefined) return false;
    const claimed = await this.#db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), sql`${twoFactor.lastUsedStep} < ${step}`)),
      )
      .returning({ userId: twoFactor.userId });
    return claimed.length > 0;
  }
}

async function replaceRecoveryCodes(db: Pick<Database, 'delete' | 'insert'>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/** The store over a running server's database and cipher. */
export function twoFactorStoreFor(deps: Pick<AppDeps, 'database' | 'credentialCipher'>): TwoFactorStore {
  return new TwoFactorStore(deps.database.db, deps.credentialCipher);
}
