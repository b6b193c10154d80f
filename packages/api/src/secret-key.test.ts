import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { resolveSecretKey, SECRET_KEY_FILE } from './secret-key.ts';

describe('resolveSecretKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'secret-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses SECRET_KEY when it is set and writes no file', async () => {
    const key = 'k'.repeat(40);
    expect(await resolveSecretKey(loadEnv({ DATA_DIR: dataDir, SECRET_KEY: key }))).toBe(key);
    await expect(stat(join(dataDir, SECRET_KEY_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('makes a key on the first start, readable by its owner only, and keeps it', async () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    const first = await resolveSecretKey(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dataDir, SECRET_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(await resolveSecretKey(env)).toBe(first);
    expect((await readFile(join(dataDir, SECRET_KEY_FILE), 'utf8')).trim()).toBe(first);
  });

  it('gives two servers starting together on one data directory the same key', async () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    const keys = await Promise.all(Array.from({ length: 8 }, () => resolveSecretKey(env)));
    expect(keys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(new Set(keys).size).toBe(1);
    expect(await readdir(dataDir)).toEqual([SECRET_KEY_FILE]);
  });
});
