import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryInUseError, LOCK_FILE, lockDirectory } from './directory-lock.ts';

/** The id of a process that has ended, so a lock file naming it is stale. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child.pid;
}

describe('lockDirectory', () => {
  let root: string;
  let directory: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'directory-lock-'));
    directory = join(root, 'store');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  const lockFile = () => join(directory, LOCK_FILE);

  it('writes this process id into the directory, made if need be, and removes it on release', async () => {
    const lock = await lockDirectory(directory);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    await expect(stat(lockFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a second holder while the first holds it, and lets it in after release', async () => {
    const first = await lockDirectory(directory);
    const refused = await lockDirectory(directory).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DirectoryInUseError);
    expect(refused).toMatchObject({ code: 'directory_in_use', holder: process.pid, directory });
    await first.release();
    await (await lockDirectory(directory)).release();
  });

  it('refuses a lock file that names another live process', async () => {
    await mkdir(directory);
    await writeFile(lockFile(), `${process.ppid}\n`);
    await expect(lockDirectory(directory)).rejects.toMatchObject({ holder: process.ppid });
  });

  it('takes over a lock file left by a process that has ended', async () => {
    await mkdir(directory);
    await writeFile(lockFile(), `${await endedProcessId()}\n`);
    const lock = await lockDirectory(directory);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock file naming this process that this process does not hold, as after a restart in a container', async () => {
    await mkdir(directory);
    await writeFile(lockFile(), `${process.pid}\n`);
    await (await lockDirectory(directory)).release();
  });

  it('takes over an unreadable lock file', async () => {
    await mkdir(directory);
    await writeFile(lockFile(), 'garbage');
    await (await lockDirectory(directory)).release();
  });
});
