import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { DirectoryInUseError } from '../lib/directory-lock.ts';
import { backupArchive } from './backup-archive.ts';
import { requestBackup, writeWhole } from './backup-requests.ts';

/** How long a running server may take to write a backup. */
const SERVER_TIMEOUT_MS = 120_000;

export interface BackupOutcome {
  readonly bytes: number;
  /** Whether the running server wrote it (else this process opened the stopped database). */
  readonly byServer: boolean;
}

/**
 * Writes a backup of the embedded database in `dataDir` to `target`: through the server holding
 * the directory when one runs, or by opening the database here when none does.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupOutcome> {
  await access(join(dataDir, 'PG_VERSION')).catch(() => {
    throw new Error(`${dataDir} holds no embedded database: check DATA_DIR.`);
  });
  const attempt = async (): Promise<BackupOutcome> => {
    const database = await openDatabase({ dataDir });
    try {
      if (!database.snapshot) throw new Error('only the embedded database has a snapshot');
      const bytes = await backupArchive(await database.snapshot());
      await writeWhole(target, bytes);
      return { bytes: bytes.length, byServer: false };
    } finally {
      await database.close();
    }
  };
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof DirectoryInUseError)) throw error;
    const result = await requestBackup(dataDir, error.holder, target, SERVER_TIMEOUT_MS);
    if (!result.ok) throw new Error(`The server could not write the backup: ${result.message}`);
    return { bytes: result.bytes, byServer: true };
  }
}
