import type { NetsuiteAuthMethod } from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { netsuiteConnections } from '../../db/schema.ts';
import type { OAuthTokens } from '../oauth2/index.ts';
import type { CredentialCipher } from './credential-cipher.ts';

/** A TBA connection: the access token the user created in NetSuite and typed in. */
export interface StoredTbaConnection {
  readonly method: 'tba';
  readonly accountId: string;
  readonly tokenId: string;
  readonly tokenSecret: string;
  readonly connectedAt: Date;
}

/** An OAuth 2.0 connection: the tokens NetSuite issued after the user's consent. */
export interface StoredOAuthConnection {
  readonly method: 'oauth2';
  readonly accountId: string;
  readonly accessToken: string;
  readonly accessExpiresAt: Date;
  /** How long NetSuite issued the access token for, in seconds: it decides when to refresh. */
  readonly accessLifetimeSeconds: number;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date | null;
  readonly connectedAt: Date;
}

/** A user's NetSuite access as the connector needs it, opened from its sealed row. */
export type StoredConnection = StoredTbaConnection | StoredOAuthConnection;

/** What screens may show, read without opening the seal. */
export interface ConnectionFacts {
  readonly accountId: string;
  readonly connectedAt: Date;
  readonly authMethod: NetsuiteAuthMethod;
  readonly tokenExpiresAt: Date | null;
  readonly refreshExpiresAt: Date | null;
}

/** The sealed part of each kind. A row written before OAuth 2.0 holds a TBA token. */
type SealedTba = { readonly tokenId: string; readonly tokenSecret: string };
type SealedOAuth = { readonly accessToken: string; readonly refreshToken: string; readonly lifetime: number };

type ConnectionRow = typeof netsuiteConnections.$inferSelect;

/** Opens a row read from the table (plainly, or under the row lock of a refresh). */
export function openConnection(cipher: CredentialCipher, row: ConnectionRow): StoredConnection {
  const opened: unknown = JSON.parse(cipher.open(row.sealedToken, row.userId));
  if (row.authMethod === 'oauth2') {
    const sealed = opened as SealedOAuth;
    return {
      method: 'oauth2',
      accountId: row.accountId,
      accessToken: sealed.accessToken,
      refreshToken: sealed.refreshToken,
      accessLifetimeSeconds: sealed.lifetime,
      accessExpiresAt: row.tokenExpiresAt ?? new Date(0),
      refreshExpiresAt: row.refreshExpiresAt,
      connectedAt: row.connectedAt,
    };
  }
  const sealed = opened as SealedTba;
  return { method: 'tba', accountId: row.accountId, ...sealed, connectedAt: row.connectedAt };
}

/** The columns an OAuth 2.0 connection's tokens are kept in, sealed for `userId`. */
export function sealedOAuthColumns(
  cipher: CredentialCipher,
  userId: string,
  tokens: OAuthTokens & { readonly refreshToken: string },
) {
  const sealed: SealedOAuth = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    lifetime: tokens.accessLifetimeSeconds,
  };
  return {
    sealedToken: cipher.seal(JSON.stringify(sealed), userId),
    tokenExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt ?? null,
  };
}

/**
 * Keeps one NetSuite connection per user. Its secrets are sealed as one value bound to the user
 * id, so they are never in the database in the clear.
 */
export class ConnectionStore {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;

  constructor(db: Database, cipher: CredentialCipher) {
    this.#db = db;
    this.#cipher = cipher;
  }

  async #upsert(row: Omit<ConnectionRow, 'userId'> & { userId: string }): Promise<void> {
    const { userId, ...columns } = row;
    await this.#db.insert(netsuiteConnections).values(row).onConflictDoUpdate({
      target: netsuiteConnections.userId,
      set: columns,
    });
  }

  async save(
    userId: string,
    connection: { readonly accountId: string; readonly tokenId: string; readonly tokenSecret: string },
  ): Promise<StoredTbaConnection> {
    const token: SealedTba = { tokenId: connection.tokenId, tokenSecret: connection.tokenSecret };
    const connectedAt = new Date();
    await this.#upsert({
      userId,
      accountId: connection.accountId,
      sealedToken: this.#cipher.seal(JSON.stringify(token), userId),
      connectedAt,
      authMethod: 'tba',
      tokenExpiresAt: null,
      refreshExpiresAt: null,
    });
    return { method: 'tba', accountId: connection.accountId, ...token, connectedAt };
  }

  /** Stores the tokens of a code just redeemed, replacing whatever connection the user had. */
  async saveOAuth(
    userId: string,
    accountId: string,
    tokens: OAuthTokens & { readonly refreshToken: string },
  ): Promise<StoredOAuthConnection> {
    const connectedAt = new Date();
    await this.#upsert({
      userId,
      accountId,
      connectedAt,
      authMethod: 'oauth2',
      ...sealedOAuthColumns(this.#cipher, userId, tokens),
    });
    return {
      method: 'oauth2',
      accountId,
      accessToken: tokens.accessToken,
      accessExpiresAt: tokens.accessExpiresAt,
      accessLifetimeSeconds: tokens.accessLifetimeSeconds,
      refreshToken: tokens.refreshToken,
      refreshExpiresAt: tokens.refreshExpiresAt ?? null,
      connectedAt,
    };
  }

  /** The user's connection, or null. Throws `CredentialUnreadableError` when SECRET_KEY changed. */
  async read(userId: string): Promise<StoredConnection | null> {
    const [row] = await this.#db.select().from(netsuiteConnections).where(eq(netsuiteConnections.userId, userId));
    return row ? openConnection(this.#cipher, row) : null;
  }

  /** What screens may show: the account, since when and how it authenticates, without opening the seal. */
  async describe(userId: string): Promise<ConnectionFacts | null> {
    const [row] = await this.#db
      .select({
        accountId: netsuiteConnections.accountId,
        connectedAt: netsuiteConnections.connectedAt,
        authMethod: netsuiteConnections.authMethod,
        tokenExpiresAt: netsuiteConnections.tokenExpiresAt,
        refreshExpiresAt: netsuiteConnections.refreshExpiresAt,
      })
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
