import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dynamicsConnections } from '../../db/schema.ts';
import type { CredentialCipher } from '../../netsuite/credentials/credential-cipher.ts';
import type { ClientCredential } from '../connector/index.ts';

/** A user's Dynamics 365 access as the connector needs it, opened from its sealed row. */
export interface DynamicsAccess {
  readonly tenantId: string;
  readonly clientId: string;
  readonly environmentUrl: string;
  readonly credential: ClientCredential;
}

export interface StoredDynamicsConnection extends DynamicsAccess {
  readonly connectedAt: Date;
}

/** What screens may show of a connection, read without opening the seal. */
export interface DescribedDynamicsConnection {
  readonly tenantId: string;
  readonly clientId: string;
  readonly environmentUrl: string;
  readonly credentialKind: 'secret' | 'certificate';
  readonly connectedAt: Date;
}

/**
 * Keeps one Dynamics 365 connection per user. The client secret, or the certificate and its
 * private key, are sealed as one value bound to the user id (AES-256-GCM under SECRET_KEY, the
 * same cipher as NetSuite tokens), so they are never in the database in the clear.
 */
export class DynamicsConnectionStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async save(userId: string, access: DynamicsAccess): Promise<void> {
    const row = {
      userId,
      tenantId: access.tenantId,
      clientId: access.clientId,
      environmentUrl: access.environmentUrl,
      credentialKind: access.credential.kind,
      sealedCredential: this.#cipher.seal(JSON.stringify(access.credential), userId),
      connectedAt: new Date(),
    };
    await this.#db
      .insert(dynamicsConnections)
      .values(row)
      .onConflictDoUpdate({
        target: dynamicsConnections.userId,
        set: {
          tenantId: row.tenantId,
          clientId: row.clientId,
          environmentUrl: row.environmentUrl,
          credentialKind: row.credentialKind,
          sealedCredential: row.sealedCredential,
          connectedAt: row.connectedAt,
        },
      });
  }

  /** The user's connection, or null. Throws `CredentialUnreadableError` when SECRET_KEY changed. */
  async read(userId: string): Promise<StoredDynamicsConnection | null> {
    const [row] = await this.#db.select().from(dynamicsConnections).where(eq(dynamicsConnections.userId, userId));
    if (!row) return null;
    const credential = JSON.parse(this.#cipher.open(row.sealedCredential, userId)) as ClientCredential;
    return {
      tenantId: row.tenantId,
      clientId: row.clientId,
      environmentUrl: row.environmentUrl,
      credential,
      connectedAt: row.connectedAt,
    };
  }

  async describe(userId: string): Promise<DescribedDynamicsConnection | null> {
    const [row] = await this.#db
      .select({
        tenantId: dynamicsConnections.tenantId,
        clientId: dynamicsConnections.clientId,
        environmentUrl: dynamicsConnections.environmentUrl,
        credentialKind: dynamicsConnections.credentialKind,
        connectedAt: dynamicsConnections.connectedAt,
      })
      .from(dynamicsConnections)
      .where(eq(dynamicsConnections.userId, userId));
    return row ?? null;
  }

  async remove(userId: string): Promise<boolean> {
    const removed = await this.#db
      .delete(dynamicsConnections)
      .where(eq(dynamicsConnections.userId, userId))
      .returning({ userId: dynamicsConnections.userId });
    return removed.length > 0;
  }
}
