import { randomBytes } from 'node:crypto';
import type { CreatedSiteKey, CreateSiteKeyRequest, SiteKey, UpdateSiteKeyRequest } from '@erp-agent/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { siteKeys } from '../db/schema.ts';
import type { CredentialCipher } from '../netsuite/credentials/credential-cipher.ts';

type Row = typeof siteKeys.$inferSelect;

/** An active key with its secret opened, as the embed middleware needs it. */
export interface ActiveSiteKey {
  readonly id: string;
  readonly publicKey: string;
  readonly allowedOrigins: readonly string[];
  readonly secret: string;
}

export const SEAL_OWNER = 'site-key';

function toWire(row: Row): SiteKey {
  return {
    id: row.id,
    name: row.name,
    publicKey: row.publicKey,
    allowedOrigins: row.allowedOrigins,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const newSecret = () => token(32);

/** Keys the widget may use: neither revoked nor disabled. */
const inService = and(isNull(siteKeys.revokedAt), isNull(siteKeys.disabledAt));

/**
 * Sites that embed the widget. The secret signs user identities on the partner's server, so the
 * API needs it back in clear to verify them: it is sealed under SECRET_KEY like NetSuite tokens,
 * never stored plain, and shown to the admin once.
 */
export class SiteKeyStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async create(request: CreateSiteKeyRequest, createdBy: string): Promise<CreatedSiteKey> {
    const secret = newSecret();
    const [row] = await this.#db
      .insert(siteKeys)
      .values({
        name: request.name,
        publicKey: `pk_${token(18)}`,
        sealedSecret: this.#cipher.seal(secret, SEAL_OWNER),
        allowedOrigins: [...new Set(request.allowedOrigins)],
        createdBy,
      })
      .returning();
    if (!row) throw new Error('inserting a site key returned no row');
    return { ...toWire(row), secret };
  }

  async list(): Promise<SiteKey[]> {
    return (await this.#db.select().from(siteKeys).orderBy(desc(siteKeys.createdAt))).map(toWire);
  }

  async update(id: string, request: UpdateSiteKeyRequest): Promise<SiteKey | undefined> {
    const changes = {
      ...(request.name ? { name: request.name } : {}),
      ...(request.allowedOrigins ? { allowedOrigins: [...new Set(request.allowedOrigins)] } : {}),
      // Disabling again keeps the first moment; enabling clears it.
      ...(request.enabled === false ? { disabledAt: sql`coalesce(${siteKeys.disabledAt}, now())` } : {}),
      ...(request.enabled === true ? { disabledAt: null } : {}),
    };
    const active = and(eq(siteKeys.id, id), isNull(siteKeys.revokedAt));
    // A change of nothing answers the key as it is: Drizzle refuses an UPDATE with no columns.
    const [row] =
      Object.keys(changes).length === 0
        ? await this.#db.select().from(siteKeys).where(active)
        : await this.#db.update(siteKeys).set(changes).where(active).returning();
    return row && toWire(row);
  }

  /**
   * A new secret for the key, answered this once; the old one stops verifying identities at once.
   * The public key stays, so the partner's pages need no change, only their server's secret.
   */
  async rotate(id: string): Promise<CreatedSiteKey | undefined> {
    const secret = newSecret();
    const [row] = await this.#db
      .update(siteKeys)
      .set({ sealedSecret: this.#cipher.seal(secret, SEAL_OWNER), rotatedAt: sql`now()` })
      .where(and(eq(siteKeys.id, id), isNull(siteKeys.revokedAt)))
      .returning();
    return row && { ...toWire(row), secret };
  }

  async revoke(id: string): Promise<boolean> {
    const rows = await this.#db
      .update(siteKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(siteKeys.id, id), isNull(siteKeys.revokedAt)))
      .returning({ id: siteKeys.id });
    return rows.length > 0;
  }

  async active(publicKey: string): Promise<ActiveSiteKey | undefined> {
    const [row] = await this.#db
      .select()
      .from(siteKeys)
      .where(and(eq(siteKeys.publicKey, publicKey), inService));
    if (!row) return undefined;
    return {
      id: row.id,
      publicKey: row.publicKey,
      allowedOrigins: row.allowedOrigins,
      secret: this.#cipher.open(row.sealedSecret, SEAL_OWNER),
    };
  }

  /** Whether any active site allows this origin: what a CORS preflight (which carries no key) can know. */
  async anyAllows(origin: string): Promise<boolean> {
    const rows = await this.#db.select({ origins: siteKeys.allowedOrigins }).from(siteKeys).where(inService);
    return rows.some((row) => row.origins.includes(origin));
  }
}
