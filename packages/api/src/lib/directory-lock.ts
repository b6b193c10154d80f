import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Another live process holds the directory; the message says which and what to do. */
export class DirectoryInUseError extends Error {
  readonly code = 'directory_in_use';
  readonly directory: string;
  readonly holder: number;

  constructor(directory: string, holder: number) {
    super(`${directory} is in use by process ${holder}.`);
    this.name = 'DirectoryInUseError';
    this.directory = directory;
    this.holder = holder;
  }
}

export interface DirectoryLock {
  release(): Promise<void>;
}

/** Lock files this process holds, so a stale file naming a reused process id is told apart. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(lockFile: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The lock file's name inside the directory it guards. */
export const LOCK_FILE = 'erp-agent.lock';

/**
 * Claims `directory` for this process through a lock file in it holding its process id,
 * as PostgreSQL's postmaster.pid does: a file left by a process that is gone is taken over, one
 * naming a live process is refused. It guards processes of one host, which is what an embedded
 * database directory needs (PGlite would corrupt its files if two processes opened them).
 */
export async function lockDirectory(directory: string): Promise<DirectoryLock> {
  const lockFile = join(directory, LOCK_FILE);
  await mkdir(directory, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockFile);
      return {
        async release() {
          if (!heldHere.delete(lockFile)) return;
          await rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lockFile);
    const live = holder !== undefined && (holder === process.pid ? heldHere.has(lockFile) : isAlive(holder));
    if (live) throw new DirectoryInUseError(directory, holder);
    await rm(lockFile, { force: true });
  }
  throw new DirectoryInUseError(directory, (await holderOf(lockFile)) ?? 0);
}
