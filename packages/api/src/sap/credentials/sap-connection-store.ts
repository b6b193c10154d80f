import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sapConnections } from '../../db/schema.ts';
import type { CredentialCipher } from '../../netsuite/credentials/credential-cipher.ts';

/** A user's Service Layer access, opened from its sealed row. */
export interface SapAccess {
  readonly serviceRoot: string;
  readonly companyDb: string;
  readonly userName: string;
  readonly password: string;
}

export interface StoredSapConnection extends SapAccess {
  readonly connectedAt: Date;
}

/**
 * One SAP Business One connection per user. The password is sealed with the credential cipher,
 * bound to the user id; the address, company and user name stay readable for the screens.
 */
export class SapConnectionStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async save(userId: string, access: SapAccess): Promise<StoredSapConnection> {
    const row = {
      userId,
      serviceRoot: access.serviceRoot,
      companyDb: access.companyDb,
      userName: access.userName,
      sealedPassword: this.#cipher.seal(access.password, userId),
      connectedAt: new Date(),
    };
    await this.#db
      .insert(sapConnections)
      .values(row)
      .onConflictDoUpdate({
        target: sapConnections.userId,
        set: {
          serviceRoot: row.serviceRoot,
          companyDb: row.companyDb,
          userName: row.userName,
          sealedPassword: row.sealedPassword,
          connectedAt: row.connectedAt,
        },
      });
    return { ...access, connectedAt: row.connectedAt };
  }

  /** The user's connection, or null. Throws `CredentialUnreadableError` when SECRET_KEY changed. */
  async read(userId: string): Promise<StoredSapConnection | null> {
    const [row] = await this.#db.select().from(sapConnections).where(eq(sapConnections.userId, userId));
    if (!row) return null;
    return {
      serviceRoot: row.serviceRoot,
      companyDb: row.companyDb,
      userName: row.userName,
      password: this.#cipher.open(row.sealedPassword, userId),
      connectedAt: row.connectedAt,
    };
  }

  /** What screens may show, without opening the seal. */
  async describe(
    userId: string,
  ): Promise<{ serviceRoot: string; companyDb: string; userName: string; connectedAt: Date } | null> {
    const [row] = await this.#db
      .select({
        serviceRoot: sapConnections.serviceRoot,
        companyDb: sapConnections.companyDb,
        userName: sapConnections.userName,
        connectedAt: sapConnections.connectedAt,
      })
      .from(sapConnections)
      .where(eq(sapConnections.userId, userId));
    return row ?? null;
  }

  async remove(userId: string): Promise<boolean> {
    const removed = await this.#db
      .delete(sapConnections)
      .where(eq(sapConnections.userId, userId))
      .returning({ userId: sapConnections.userId });
    return removed.length > 0;
  }
}
