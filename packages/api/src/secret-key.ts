import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from './env.ts';

/** The file a development server keeps its generated key in, inside DATA_DIR. */
export const SECRET_KEY_FILE = 'secret-key';

async function readKey(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that encrypts stored ERP credentials and derives the sandbox's tokens. SECRET_KEY when
 * set (production requires it); otherwise a random key made on the first start and kept in
 * DATA_DIR, so a local server needs no setup and its stored credentials survive a restart.
 */
export async function resolveSecretKey(env: Env): Promise<string> {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, SECRET_KEY_FILE);
  const stored = await readKey(file);
  if (stored) return stored;

  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  // The key is written whole under a name of its own, then published with link(), which fails if
  // the file exists. Of two instances starting together on one DATA_DIR, the second therefore
  // reads the first's complete key, never a file created but not yet written.
  const draft = join(dataDir, `${SECRET_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(draft, `${key}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(file);
    if (!winner) throw new Error(`${file} exists but holds no key: remove it, or set SECRET_KEY.`);
    return winner;
  } finally {
    await rm(draft, { force: true });
  }
}
