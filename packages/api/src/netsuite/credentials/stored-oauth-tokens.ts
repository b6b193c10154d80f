import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { netsuiteConnections } from '../../db/schema.ts';
import { type BearerTokenSource, NetsuiteConnectorError } from '../connector/index.ts';
import { connectorErrorOf, type NetsuiteOAuthClient, toNetsuiteOAuthError } from '../oauth2/index.ts';
import { openConnection, type StoredOAuthConnection, sealedOAuthColumns } from './connection-store.ts';
import type { CredentialCipher } from './credential-cipher.ts';

/**
 * How long before expiry a token is refreshed: a minute, or a fifth of its life if that is
 * shorter, so a request that starts with it does not see it expire on the way.
 */
export function refreshMarginMs(lifetimeSeconds: number): number {
  return Math.min(60_000, (lifetimeSeconds * 1000) / 5);
}

export interface StoredOAuthTokensOptions {
  readonly database: DatabaseHandle;
  readonly cipher: CredentialCipher;
  readonly userId: string;
  /** The connection as read for this request. */
  readonly connection: StoredOAuthConnection;
  /** The token endpoint of the connection's account. */
  readonly client: NetsuiteOAuthClient;
  readonly now?: () => Date;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
}

/** Refreshes under way in this process, per database and user: one at a time each. */
const inFlight = new WeakMap<Database, Map<string, Promise<StoredOAuthConnection>>>();

/**
 * Runs `work` holding the connection row's lock, on a database that reads the row afresh. On
 * PostgreSQL that is `SELECT ... FOR UPDATE` in a transaction, so every instance waits for the one
 * refreshing. PGlite belongs to one process (its directory is locked), so the in-process single
 * flight already orders refreshes; a transaction there would hold PGlite's only connection, and
 * every other request's queries, for as long as NetSuite takes to answer.
 */
async function withRowLock<T>(
  database: DatabaseHandle,
  userId: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (database.driver !== 'postgres') return work(database.db);
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${netsuiteConnections} where ${netsuiteConnections.userId} = ${userId} for update`,
    );
    return work(tx);
  });
}

/**
 * The bearer tokens of a user's OAuth 2.0 connection: the stored access token while it is fresh,
 * refreshed shortly before it expires or when NetSuite refuses it. A refresh happens once per
 * connection across every API instance: it takes the row's lock, reads the row again, and uses
 * the token another instance stored meanwhile instead of refreshing again.
 */
export function storedOAuthTokens(options: StoredOAuthTokensOptions): BearerTokenSource {
  const now = options.now ?? (() => new Date());
  let current = options.connection;

  const isFresh = (connection: StoredOAuthConnection) =>
    connection.accessExpiresAt.getTime() - now().getTime() > refreshMarginMs(connection.accessLifetimeSeconds);

  /**
   * Refreshes holding the row's lock. A failure is returned rather than thrown inside, so what the
   * transaction did (removing a connection NetSuite ended) is committed.
   */
  const refreshLocked = async (stale: string): Promise<StoredOAuthConnection> => {
    const outcome = await withRowLock(
      options.database,
      options.userId,
      async (db): Promise<{ connection: StoredOAuthConnection } | { failure: NetsuiteConnectorError }> => {
        const [row] = await db.select().from(netsuiteConnections).where(eq(netsuiteConnections.userId, options.userId));
        const stored = row ? openConnection(options.cipher, row) : undefined;
        if (stored?.method !== 'oauth2') {
          return {
            failure: new NetsuiteConnectorError('invalid_credentials', {
              message: 'The NetSuite connection was removed while it was in use: connect again.',
            }),
          };
        }
        // Another request, here or on another instance, refreshed while this one waited for the lock.
        if (stored.accessToken !== stale && stored.accessExpiresAt > now()) return { connection: stored };

        let tokens: Awaited<ReturnType<NetsuiteOAuthClient['refresh']>>;
        try {
          tokens = await options.client.refresh(stored.refreshToken);
        } catch (caught) {
          const error = toNetsuiteOAuthError(caught, 'the refresh token');
          if (error.code === 'invalid_grant') {
            // NetSuite will never take this refresh token again: the connection is over.
            await db.delete(netsuiteConnections).where(eq(netsuiteConnections.userId, options.userId));
            options.logger?.warn({ userId: options.userId }, 'NetSuite refused the refresh token; connection removed');
          }
          return { failure: connectorErrorOf(error) };
        }
        const refreshed: StoredOAuthConnection = {
          ...stored,
          accessToken: tokens.accessToken,
          accessExpiresAt: tokens.accessExpiresAt,
          accessLifetimeSeconds: tokens.accessLifetimeSeconds,
          refreshToken: tokens.refreshToken ?? stored.refreshToken,
          refreshExpiresAt:
            tokens.refreshToken === undefined ? stored.refreshExpiresAt : (tokens.refreshExpiresAt ?? null),
        };
        await db
          .update(netsuiteConnections)
          .set(sealedOAuthColumns(options.cipher, options.userId, refreshed))
          .where(eq(netsuiteConnections.userId, options.userId));
        options.logger?.info({ userId: options.userId }, 'NetSuite access token refreshed');
        return { connection: refreshed };
      },
    );
    if ('failure' in outcome) throw outcome.failure;
    return outcome.connection;
  };

  /** One refresh per user in this process: later callers wait for it and share its tokens. */
  const refresh = async (stale: string): Promise<string> => {
    let flights = inFlight.get(options.database.db);
    if (!flights) {
      flights = new Map();
      inFlight.set(options.database.db, flights);
    }
    let flight = flights.get(options.userId);
    if (!flight) {
      const started = refreshLocked(stale);
      const running = flights;
      flight = started.finally(() => running.delete(options.userId));
      flights.set(options.userId, flight);
    }
    current = await flight;
    return current.accessToken;
  };

  return {
    accessToken: async () => (isFresh(current) ? current.accessToken : refresh(current.accessToken)),
    renew: (refused) => refresh(refused),
  };
}
