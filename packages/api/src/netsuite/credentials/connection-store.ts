import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { netsuiteConnections } from '../../db/schema.ts';
import type { CredentialCipher } from './credential-cipher.ts';

/** A user's NetSuite access as the connector needs it, opened from its sealed row. */
export interface StoredConnection {
  readonly accountId: string;
  readonly tokenId: string;
  readonly tokenSecret: string;
  readonly connectedAt: Date;
}

interface SealedToken {
  readonly tokenId: string;
  readonly tokenSecret: string;
}

/**
 * Keeps one NetSuite connection per user. The token id and secret are sealed as one value bound
 * to the user id, so they are never in the database in the clear.
 */
export class ConnectionStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async save(userId: string, connection: Omit<StoredConnection, 'connectedAt'>): Promise<StoredConnection> {
    const token: SealedToken = { tokenId: connection.tokenId, tokenSecret: connection.tokenSecret };
    const row = {
      userId,
      accountId: connection.accountId,
      sealedToken: this.#cipher.seal(JSON.stringify(token), userId),
      connectedAt: new Date(),
    };
    await this.#db
      .insert(netsuiteConnections)
      .values(row)
      .onConflictDoUpdate({
        target: netsuiteConnections.userId,
        set: { accountId: row.accountId, sealedToken: row.sealedToken, connectedAt: row.connectedAt },
      });
    return { ...connection, connectedAt: row.connectedAt };
  }

  /** The user's connection, or null. Throws `CredentialUnreadableError` when SECRET_KEY changed. */
  async read(userId: string): Promise<StoredConnection | null> {
    const [row] = await this.#db.select().from(netsuiteConnections).where(eq(netsuiteConnections.userId, userId));
    if (!row) return null;
    const token = JSON.parse(this.#cipher.open(row.sealedToken, userId)) as SealedToken;
    return { accountId: row.accountId, ...token, connectedAt: row.connectedAt };
  }

  /** What screens may show: the account and since when, without opening the seal. */
  async describe(userId: string): Promise<{ accountId: string; connectedAt: Date } | null> {
    const [row] = await this.#db
      .select({ accountId: netsuiteConnections.accountId, connectedAt: netsuiteConnections.connectedAt })
      .from(netsuiteConnections)
      .where(eq(netsuiteConnections.userId, userId));
    return row ?? null;
  }

  /** True when there was a connection to remove. */
  async remove(userId: string): Promise<boolean> {
    const removed = await this.#db
      .delete(netsuiteConnections)
      .where(eq(netsuiteConnections.userId, userId))
      .returning({ userId: netsuiteConnections.userId });
    return removed.length > 0;
  }
}
