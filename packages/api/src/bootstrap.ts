import { createPublicKey } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { PrincipalCache } from './auth/principal-cache.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { DynamicsSandboxDeps } from './dynamics/sandbox/http/sandbox-env.ts';
import { openDynamicsSandbox } from './dynamics/sandbox/open-sandbox.ts';
import type { Env } from './env.ts';
import { DirectoryInUseError } from './lib/directory-lock.ts';
import { createServerKeys, type ServerKeys } from './lib/server-keys.ts';
import { type CredentialCipher, createCredentialCipher } from './netsuite/credentials/credential-cipher.ts';
import { openSandbox, type RunningSandbox } from './netsuite/sandbox/open-sandbox.ts';
import { applyLogLevel } from './routes/settings/log-level.ts';
import { settingsInForce, watchSettings } from './routes/settings/settings.service.ts';
import type { SapSandboxDeps } from './sap/sandbox/http/sandbox-deps.ts';
import { openSapSandbox } from './sap/sandbox/open-sap-sandbox.ts';
import { resolveSecretKey } from './secret-key.ts';
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
    { onConnectionError: (error) => logger.warn({ err: error }, 'A pooled PostgreSQL connection was lost') },
  ).catch((error: unknown) => {
    if (!(error instanceof DirectoryInUseError)) throw error;
    throw new StartupError(
      `The embedded database in ${error.directory} is in use by process ${error.holder}, another server on the same DATA_DIR. ` +
        'Stop it, or give this server its own DATA_DIR (several instances share a PostgreSQL server through DATABASE_URL).',
    );
  });
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

/**
 * What a running server holds open: the database, the session cache listening on it and, unless
 * turned off, the embedded NetSuite sandbox.
 */
export interface Services {
  readonly database: DatabaseHandle;
  readonly principals: PrincipalCache;
  readonly credentialCipher: CredentialCipher;
  readonly keys: ServerKeys;
  readonly sandbox: RunningSandbox | undefined;
  readonly sapSandbox: SapSandboxDeps | undefined;
  /** The embedded Dataverse sandbox: nothing is generated until its first request. */
  readonly dynamicsSandbox: DynamicsSandboxDeps | undefined;
  close(): Promise<void>;
}

/** Where, inside DATA_DIR, the embedded NetSuite sandbox keeps its database. */
export const NETSUITE_SANDBOX_DIRECTORY = 'netsuite-sandbox';

/** The sandbox is for trying the product and for tests; production opts in. */
export function sandboxEnabled(env: Env): boolean {
  return env.NETSUITE_SANDBOX ?? env.NODE_ENV !== 'production';
}

/** The SAP sandbox follows the same rule, turned on or off by its own variable. */
export function sapSandboxEnabled(env: Env): boolean {
  return env.SAP_SANDBOX ?? env.NODE_ENV !== 'production';
}

/**
 * The integration record configured for real accounts is the sandbox's too, as the TBA consumer
 * is: the same client id and secret, and the same certificate, work against either.
 */
function sandboxOAuthOptions(env: Env) {
  return {
    ...(env.NETSUITE_OAUTH_CLIENT_ID && env.NETSUITE_OAUTH_CLIENT_SECRET
      ? { client: { id: env.NETSUITE_OAUTH_CLIENT_ID, secret: env.NETSUITE_OAUTH_CLIENT_SECRET } }
      : {}),
    ...(env.NETSUITE_OAUTH_CERTIFICATE_ID && env.NETSUITE_OAUTH_PRIVATE_KEY
      ? {
          certificate: {
            id: env.NETSUITE_OAUTH_CERTIFICATE_ID,
            publicKey: createPublicKey(env.NETSUITE_OAUTH_PRIVATE_KEY),
          },
        }
      : {}),
  };
}

/** The Dataverse sandbox, like NetSuite's, is for trying the product and for tests. */
export function dynamicsSandboxEnabled(env: Env): boolean {
  return env.DYNAMICS_SANDBOX ?? env.NODE_ENV !== 'production';
}

interface OpenedSandboxes {
  readonly sandbox: RunningSandbox | undefined;
  readonly sapSandbox: SapSandboxDeps | undefined;
}

/** The embedded NetSuite and SAP sandboxes this environment turns on, opened together. */
async function openSandboxes(env: Env, secretKey: string, logger: Logger): Promise<OpenedSandboxes> {
  const netsuite = sandboxEnabled(env)
    ? openSandbox({
        dataDir: join(resolve(env.DATA_DIR), NETSUITE_SANDBOX_DIRECTORY),
        scale: env.NETSUITE_SANDBOX_SCALE,
        seed: env.NETSUITE_SANDBOX_SEED,
        secretKey,
        ...(env.NETSUITE_CONSUMER_KEY && env.NETSUITE_CONSUMER_SECRET
          ? { consumer: { key: env.NETSUITE_CONSUMER_KEY, secret: env.NETSUITE_CONSUMER_SECRET } }
          : {}),
        oauth: sandboxOAuthOptions(env),
        ...(env.NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS === undefined
          ? {}
          : { accessTokenSeconds: env.NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS }),
        statementTimeoutMs: env.NETSUITE_SANDBOX_TIMEOUT_MS,
        logger: logger.child({ component: 'netsuite-sandbox' }),
        faults: env.NETSUITE_SANDBOX_FAULTS === true,
      })
    : Promise.resolve(undefined);
  const sap = sapSandboxEnabled(env)
    ? openSapSandbox({
        dataDir: join(resolve(env.DATA_DIR), 'sap-sandbox'),
        seed: env.NETSUITE_SANDBOX_SEED,
        secretKey,
        logger: logger.child({ component: 'sap-sandbox' }),
      })
    : Promise.resolve(undefined);
  const [opened, sapOpened] = await Promise.allSettled([netsuite, sap]);
  if (opened.status === 'rejected' || sapOpened.status === 'rejected') {
    if (opened.status === 'fulfilled') await opened.value?.close();
    throw opened.status === 'rejected' ? opened.reason : (sapOpened as PromiseRejectedResult).reason;
  }
  return { sandbox: opened.value, sapSandbox: sapOpened.value };
}

export async function startServices(env: Env, logger: Logger): Promise<Services> {
  const secretKey = await resolveSecretKey(env);
  // The sandboxes open (a worker thread and files of their own) while the database migrates:
  // on a restart the NetSuite sandbox's second or two of opening is then off the path to serving.
  const sandboxes = openSandboxes(env, secretKey, logger);
  // Awaited below, once the database is ready; a refusal arriving before then (the sandbox's
  // directory in use) must not count as an unhandled rejection, which would end the process.
  sandboxes.catch(() => undefined);
  // On a failure elsewhere, that failure is the one reported: the sandboxes only need closing if
  // they opened, and their own failure to open adds nothing.
  const closeSandboxes = () =>
    sandboxes.then(
      (opened) => opened.sandbox?.close(),
      () => undefined,
    );
  let database: DatabaseHandle;
  try {
    database = await prepareDatabase(env, logger);
  } catch (error) {
    await closeSandboxes();
    throw error;
  }
  const principals = new PrincipalCache();
  let sandbox: RunningSandbox | undefined;
  let sapSandbox: SapSandboxDeps | undefined;
  let stopWatchingSettings: (() => Promise<void>) | undefined;
  try {
    await principals.start(database);
    // Settings › Performance › log level, applied now and whenever any instance changes it.
    applyLogLevel(logger, env, await settingsInForce(database.db));
    stopWatchingSettings = await watchSettings(database, (settings) => applyLogLevel(logger, env, settings));
    ({ sandbox, sapSandbox } = await sandboxes);
  } catch (error) {
    await closeSandboxes();
    await stopWatchingSettings?.();
    await principals.stop();
    await database.close();
    if (error instanceof DirectoryInUseError) {
      throw new StartupError(
        `The NetSuite sandbox's data directory ${error.directory} is in use by process ${error.holder}. ` +
          'Give each API instance its own DATA_DIR, or set NETSUITE_SANDBOX=false on all but one.',
      );
    }
    throw error;
  }
  return {
    database,
    principals,
    credentialCipher: createCredentialCipher(secretKey),
    keys: createServerKeys(secretKey),
    sandbox,
    sapSandbox,
    dynamicsSandbox: dynamicsSandboxEnabled(env)
      ? openDynamicsSandbox({
          secretKey,
          seed: env.DYNAMICS_SANDBOX_SEED,
          dataDir: join(resolve(env.DATA_DIR), 'dynamics-sandbox'),
          logger: logger.child({ component: 'dynamics-sandbox' }),
        })
      : undefined,
    async close() {
      await sandbox?.close();
      await stopWatchingSettings?.();
      await principals.stop();
      await database.close();
    },
  };
}
