import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDirectory } from '../lib/directory-lock.ts';
import { pgliteModules } from '../lib/pglite-modules.ts';
import { isDatabaseFile } from './database-files.ts';

export interface RestoreOutcome {
  /** Where the files the restore replaced were moved, to remove once the restore is trusted. */
  readonly previous: string;
  readonly users: number;
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. Refused while a server
 * holds the directory (its lock is taken here for the whole restore). The backup is opened and
 * checked in a scratch directory first, so a damaged file changes nothing; the files replaced are
 * moved aside, not deleted.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoreOutcome> {
  const bytes = await readFile(file);
  const lock = await lockDirectory(dataDir);
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const scratch = join(dataDir, `.restore-${stamp}`);
  try {
    const restored = await PGlite.create({
      dataDir: scratch,
      loadDataDir: new File([bytes], 'backup.tar.gz', { type: 'application/x-gzip' }),
      ...(await pgliteModules()),
    });
    let users: number;
    try {
      const { rows } = await restored.query<{ count: number }>('select count(*)::int as count from users');
      users = rows[0]?.count ?? 0;
    } finally {
      await restored.close();
    }
    const previous = join(dataDir, `.before-restore-${stamp}`);
    await mkdir(previous);
    const incoming = (await readdir(scratch)).filter(isDatabaseFile);
    const current = (await readdir(dataDir)).filter(isDatabaseFile);
    for (const name of current) await rename(join(dataDir, name), join(previous, name));
    for (const name of incoming) await rename(join(scratch, name), join(dataDir, name));
    return { previous, users };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await lock.release();
  }
}
