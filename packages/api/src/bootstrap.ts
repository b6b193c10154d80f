import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { PrincipalCache } from './auth/principal-cache.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { defaultAdminPasswordInUse, seed } from './seed/index.ts';

/** Why the server will not start; the message says what to do. */
export class StartupError extends Error {
  readonly code = 'startup_refused';

  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Opens the database, migrates it and seeds it, holding the cross-instance lock so several
 * instances may start together. In production, refuses to go on with unsafe defaults.
 */
export async function prepareDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  if (env.NODE_ENV === 'production' && !env.SECRET_KEY) {
    throw new StartupError('SECRET_KEY must be set in production: it encrypts stored ERP credentials.');
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) },
  );
  try {
    await database.exclusive(async () => {
      await database.migrate();
      await seed({ db: database.db, env, logger, sampleData: env.SEED_SAMPLE_DATA ?? !env.DATABASE_URL });
    });
    if (env.NODE_ENV === 'production' && (await defaultAdminPasswordInUse(database.db))) {
      throw new StartupError(
        'An admin still has the default password. Sign in and change it (or start once with ADMIN_PASSWORD on a new database) before running in production.',
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ driver: database.driver }, 'database ready');
  return database;
}

/** What a running server holds open: the database and the session cache listening on it. */
export interface Services {
  readonly database: DatabaseHandle;
  readonly principals: PrincipalCache;
  close(): Promise<void>;
}

export async function startServices(env: Env, logger: Logger): Promise<Services> {
  const database = await prepareDatabase(env, logger);
  const principals = new PrincipalCache();
  try {
    await principals.start(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    database,
    principals,
    async close() {
      await principals.stop();
      await database.close();
    },
  };
}
