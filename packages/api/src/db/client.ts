import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DirectoryLock, lockDirectory } from '../lib/directory-lock.ts';
import { pgliteModules } from '../lib/pglite-modules.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** The database and how to reach the engine under it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Brings the schema up to date: the same migration set on both engines. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a lock that every API instance on this database shares, so two
   * instances starting together do not migrate or seed at the same time.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every `NOTIFY` on the channel, from any instance, until
   * the returned function is called. On PostgreSQL a dedicated connection listens and comes back
   * by itself after a failure, calling `onGap` so the caller can drop what it may have missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /**
   * The embedded engine's data directory as a tar, everything in it, taken between two queries, so it is
   * what a crash at that instant would have left: PostgreSQL's recovery makes it consistent on
   * restore. Absent on a PostgreSQL server, which has pg_dump.
   */
  readonly snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** How long a new PostgreSQL connection may take before the request that needs it fails. */
const CONNECT_TIMEOUT_MS = 5000;

/** How long a PostgreSQL listener waits before reconnecting after it lost its connection. */
const RELISTEN_DELAY_MS = 1000;

async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    let lost = false;
    next.on('error', () => {
      if (lost) return;
      lost = true;
      client = undefined;
      onGap();
      next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  // While the server is down every attempt fails; keep trying until one succeeds or listening
  // stops, and call onGap again once back, for what was announced while nobody was listening.
  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => (stopped ? client?.end().catch(() => undefined) : onGap()),
        () => scheduleReconnect(),
      );
    }, RELISTEN_DELAY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/** The migrations drizzle-kit writes, two folders up from both `src/db` and `dist/db`. */
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant all instances agree on, for `pg_advisory_lock`. */
const STARTUP_LOCK = 781_405_233;

export type DatabaseLocation = { readonly url: string } | { readonly dataDir: string } | { readonly memory: true };

export interface DatabaseOptions {
  /**
   * Told when PostgreSQL drops an idle pooled connection (a server restart, an administrator's
   * terminate). The pool replaces the connection on the next query; without a listener, Node
   * would treat the pool's `error` event as fatal and stop the process.
   */
  readonly onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL when a URL is given; otherwise PGlite, the same engine compiled to WebAssembly,
 * with its files under the data directory (or in memory, for tests).
 */
export async function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if ('url' in location) {
    // A connection attempt gives up after a few seconds, so a server that is down or unreachable
    // fails a request with 503 instead of holding it until the client gives up.
    const pool = new pg.Pool({ connectionString: location.url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          client.release();
        }
      },
      listen: (channel, onMessage, onGap) => listenOnPostgres(location.url, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let lock: DirectoryLock | undefined;
  if ('dataDir' in location) {
    // PGlite is one process's engine: a second process on the same files would corrupt them.
    lock = await lockDirectory(location.dataDir);
    try {
      client = await PGlite.create({ dataDir: location.dataDir, ...(await pgliteModules()) });
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ ...(await pgliteModules()) });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is one connection inside this process: nothing else can run at the same time.
    exclusive: (work) => work(),
    // One engine in this process: notifications cannot be missed, so there is never a gap.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    ...('dataDir' in location ? { snapshot: () => client.dumpDataDir('none') } : {}),
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}
