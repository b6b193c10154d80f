import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import type { Env } from '../env.ts';
import { openSandbox } from '../netsuite/sandbox/open-sandbox.ts';

/**
 * Databases made once per test run, which every test server then copies instead of building its
 * own: the app's database migrated and empty (on PGlite a data directory copied file by file, on
 * PostgreSQL `CREATE DATABASE ... TEMPLATE`), and the embedded NetSuite sandbox's, with the
 * test servers' small company loaded. Each test server still gets databases of its own, and
 * still starts as a server restarting on them would: it migrates (finding nothing to do), seeds,
 * and finds its sandbox company already there. What it skips is PGlite's initdb, running every
 * migration and generating and loading the company, which took most of a test server's start.
 * Tests of a first start on new databases use their own (`freshPostgresDatabase`, DATA_DIR).
 */
export interface DatabaseTemplates {
  /** The folder holding the PGlite templates, removed after the run. */
  readonly root: string;
  /** A closed PGlite data directory with every migration applied; absent on a PostgreSQL run. */
  readonly pgliteDataDir: string | undefined;
  /** A database on the test PostgreSQL server with every migration applied; absent without one. */
  readonly postgresDatabase: string | undefined;
  /** A closed sandbox data directory holding the company for this seed and scale. */
  readonly netsuiteSandbox: { readonly dataDir: string; readonly seed: number; readonly scale: number };
}

/** The sandbox settings of the template's company: the test servers' defaults. */
export type SandboxTemplateEnv = Pick<Env, 'NETSUITE_SANDBOX_SEED' | 'NETSUITE_SANDBOX_SCALE'>;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrated(location: { url: string } | { dataDir: string }): Promise<void> {
  const database = await openDatabase(location);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** Opens the sandbox on `dataDir` once, as a first start does, which loads its company there. */
async function sandboxWithCompany(dataDir: string, env: SandboxTemplateEnv): Promise<void> {
  const sandbox = await openSandbox({
    dataDir,
    seed: env.NETSUITE_SANDBOX_SEED,
    scale: env.NETSUITE_SANDBOX_SCALE,
    secretKey: randomUUID(),
    statementTimeoutMs: 15_000,
    logger: pino({ level: 'silent' }),
  });
  await sandbox.close();
}

/** Builds the templates; the PostgreSQL one only when a server URL is given. */
export async function createDatabaseTemplates(
  serverUrl: string | undefined,
  sandbox: SandboxTemplateEnv,
): Promise<DatabaseTemplates> {
  const root = await mkdtemp(join(tmpdir(), 'erp-agent-templates-'));
  // On a PostgreSQL run the test servers' app database is there: no PGlite template to build.
  const pgliteDataDir = serverUrl ? undefined : join(root, 'app');
  const netsuiteSandbox = {
    dataDir: join(root, 'netsuite-sandbox'),
    seed: sandbox.NETSUITE_SANDBOX_SEED,
    scale: sandbox.NETSUITE_SANDBOX_SCALE,
  };
  const postgresDatabase = serverUrl ? `erp_template_${randomUUID().replaceAll('-', '')}` : undefined;
  const postgresTemplate = async () => {
    if (!serverUrl || !postgresDatabase) return;
    await onServer(serverUrl, (client) => client.query(`create database ${postgresDatabase}`));
    await migrated({ url: databaseUrl(serverUrl, postgresDatabase) });
  };
  // The sandbox loads its company on a thread of its own, so it overlaps the app's migrations.
  await Promise.all([
    pgliteDataDir === undefined ? undefined : migrated({ dataDir: pgliteDataDir }),
    sandboxWithCompany(netsuiteSandbox.dataDir, sandbox),
    postgresTemplate(),
  ]);
  return { root, pgliteDataDir, postgresDatabase, netsuiteSandbox };
}

export async function removeDatabaseTemplates(templates: DatabaseTemplates, serverUrl: string | undefined) {
  await rm(templates.root, { recursive: true, force: true });
  const { postgresDatabase } = templates;
  if (serverUrl && postgresDatabase) {
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${postgresDatabase} with (force)`));
  }
}

/** A new database on the test PostgreSQL server, a copy of `template` or empty, and how to drop it. */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `erp_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template === undefined ? '' : ` template ${template}`}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Fills an empty or missing directory with a copy of a closed PGlite data directory. */
export async function copyDataDir(templateDataDir: string, dataDir: string): Promise<void> {
  await cp(templateDataDir, dataDir, { recursive: true });
}
