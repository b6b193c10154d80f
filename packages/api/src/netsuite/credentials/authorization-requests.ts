import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { netsuiteAuthorizationRequests } from '../../db/schema.ts';
import type { CredentialCipher } from './credential-cipher.ts';

/** How long a user has between Authenticate Netsuite and coming back with NetSuite's answer. */
export const AUTHORIZATION_REQUEST_TTL_MS = 10 * 60 * 1000;

/** An OAuth 2.0 flow started by a signed-in session and not finished yet. */
export interface PendingAuthorization {
  readonly userId: string;
  readonly sessionId: string;
  /** Null when the account comes back with the code (the flow went through system.netsuite.com). */
  readonly accountId: string | null;
  readonly codeVerifier: string;
  readonly redirectUri: string;
  readonly expiresAt: Date;
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * The flows under way, in the database so the callback can land on any instance. The state is
 * kept as its SHA-256 (a database copy cannot forge a callback), the PKCE verifier sealed for the
 * user. A flow is taken once: its row is deleted by the same statement that reads it.
 */
export class AuthorizationRequestStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async begin(state: string, pending: PendingAuthorization): Promise<void> {
    // Flows nobody finished go when the next one starts; there are never many.
    await this.#db.delete(netsuiteAuthorizationRequests).where(lt(netsuiteAuthorizationRequests.expiresAt, new Date()));
    await this.#db.insert(netsuiteAuthorizationRequests).values({
      stateHash: hashOf(state),
      userId: pending.userId,
      sessionId: pending.sessionId,
      accountId: pending.accountId,
      sealedVerifier: this.#cipher.seal(pending.codeVerifier, pending.userId),
      redirectUri: pending.redirectUri,
      expiresAt: pending.expiresAt,
    });
  }

  /** The flow this state belongs to, removed so it cannot be finished twice; null when there is none. */
  async take(state: string): Promise<PendingAuthorization | null> {
    const [row] = await this.#db
      .delete(netsuiteAuthorizationRequests)
      .where(eq(netsuiteAuthorizationRequests.stateHash, hashOf(state)))
      .returning();
    if (!row) return null;
    return {
      userId: row.userId,
      sessionId: row.sessionId,
      accountId: row.accountId,
      codeVerifier: this.#cipher.open(row.sealedVerifier, row.userId),
      redirectUri: row.redirectUri,
      expiresAt: row.expiresAt,
    };
  }
}
