/**
 * `npm run backup -- [file]` and `npm run restore -- <file>`: a backup of the embedded database
 * in DATA_DIR, taken while the server runs, and its restore into a stopped one.
 */
import { resolve } from 'node:path';
import { loadEnv } from '../env.ts';
import { DirectoryInUseError } from '../lib/directory-lock.ts';
import { backupDataDir } from './backup.ts';
import { restoreBackup } from './restore.ts';

const USAGE = 'usage: backup [file]  |  restore <file>   (DATA_DIR names the data directory, as for the server)';

/** Relative paths are the caller's: npm runs scripts from the workspace root, and says where it was called from. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function run(args: readonly string[]): Promise<void> {
  const env = loadEnv(process.env);
  if (env.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump and restore with pg_restore.');
  }
  // Resolved as the server resolves it: against the directory npm runs scripts in.
  const dataDir = resolve(env.DATA_DIR);
  const [command, file] = args;
  if (command === 'backup') {
    const target = fromCaller(file ?? `erp-agent-backup-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
    const started = performance.now();
    const outcome = await backupDataDir(dataDir, target);
    console.log(
      `Backup of ${dataDir} written to ${target}: ${(outcome.bytes / 2 ** 20).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        (outcome.byServer ? ' by the running server.' : ' (no server was running).'),
    );
    return;
  }
  if (command === 'restore' && file) {
    const outcome = await restoreBackup(dataDir, fromCaller(file)).catch((error: unknown) => {
      if (!(error instanceof DirectoryInUseError)) throw error;
      throw new Error(`A server (process ${error.holder}) is using ${dataDir}: stop it, then restore.`);
    });
    console.log(
      `Restored ${file} into ${dataDir} (${outcome.users} users). The files it replaced are in ${outcome.previous}: remove them once you are satisfied.`,
    );
    return;
  }
  throw new Error(USAGE);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
