import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from './env.ts';

/** The file a development server keeps its generated key in, inside DATA_DIR. */
export const SECRET_KEY_FILE = 'secret-key';

/**
 * The key that encrypts stored ERP credentials and derives the sandbox's tokens. SECRET_KEY when
 * set (production requires it); otherwise a random key made on the first start and kept in
 * DATA_DIR, so a local server needs no setup and its stored credentials survive a restart.
 */
export async function resolveSecretKey(env: Env): Promise<string> {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  try {
    // `wx`: of two instances starting together on one DATA_DIR, the second reads the first's key.
    await writeFile(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
