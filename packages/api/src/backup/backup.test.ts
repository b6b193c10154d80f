import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { UserListResponse } from '@erp-agent/core';
import { extract } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../test/spawn-server.ts';

/**
 * `npm run backup` against a server that is running and taking writes, then `npm run restore`
 * into the stopped server's DATA_DIR: the server started again has what was there at the backup
 * and nothing written after it.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const CLI = fileURLToPath(new URL('./main.ts', import.meta.url));
const PASSWORD = 'Backup-Test-Pass-1';
const CHANGED = `${PASSWORD}-2`;
/** Users created while the backup is taken: requests in flight during the snapshot. */
const WRITES_DURING = 5;

const run = promisify(execFile);
let workDir: string;
let dataDir: string;
let api: SpawnedServer | undefined;

const json = { 'content-type': 'application/json' };
const start = () =>
  spawnServer(
    MAIN,
    {
      DATA_DIR: dataDir,
      NETSUITE_SANDBOX: 'false',
      SAP_SANDBOX: 'false',
      DYNAMICS_SANDBOX: 'false',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    '/healthz',
  );

const cli = (...args: string[]) =>
  run(process.execPath, ['--conditions=@erp-agent/source', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });

async function signIn(server: SpawnedServer, password: string): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(login.status).toBe(200);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const createUser = (server: SpawnedServer, cookie: string, username: string) =>
  fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      username,
      name: username,
      email: `${username}@example.com`,
      role: 'analyst',
      platforms: ['netsuite'],
      password: 'Initial-Pass-123',
    }),
  }).then((response) => response.status);

/** The paths inside a backup file. */
async function entryNames(file: string): Promise<string[]> {
  const extractor = extract();
  extractor.end(await promisify(gunzip)(await readFile(file)));
  const names: string[] = [];
  for await (const entry of extractor) {
    names.push(entry.header.name);
    entry.resume();
  }
  return names;
}

async function usernames(server: SpawnedServer, cookie: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/users`, { headers: { cookie } });
  const body = (await response.json()) as UserListResponse;
  return body.users.map((user) => user.username);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'erp-agent-backup-'));
  dataDir = join(workDir, 'data');
  api = await start();
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up a running server between writes, refuses to restore under it, and restores once it stopped', async () => {
    const running = api as SpawnedServer;
    const first = await signIn(running, PASSWORD);
    await fetch(`${running.url}/api/auth/password`, {
      method: 'POST',
      headers: { ...json, cookie: first },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: CHANGED }),
    });
    const cookie = await signIn(running, CHANGED);
    expect(await createUser(running, cookie, 'before.backup')).toBe(201);

    // What an earlier restore left in DATA_DIR: the server's engine sees it, the backup must not hold it.
    await mkdir(join(dataDir, '.before-restore-earlier'));
    await writeFile(join(dataDir, '.before-restore-earlier', 'PG_VERSION'), 'an older database');
    const file = join(workDir, 'backup.tar.gz');
    const during = Array.from({ length: WRITES_DURING }, (_, index) => createUser(running, cookie, `during.${index}`));
    const backup = await cli('backup', file);
    expect(backup.stdout).toMatch(/written to .*backup\.tar\.gz: .* by the running server\./);
    expect(await Promise.all(during)).toEqual(Array.from({ length: WRITES_DURING }, () => 201));
    expect(await createUser(running, cookie, 'after.backup')).toBe(201);
    const entries = await entryNames(file);
    expect(entries).toContain('/PG_VERSION');
    expect(entries.filter((name) => name.includes('before-restore'))).toEqual([]);

    const refused = await cli('restore', file).then(
      () => 'restored',
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toMatch(/A server \(process \d+\) is using .*: stop it, then restore\./);

    await running.stop();
    api = undefined;
    const restored = await cli('restore', file);
    expect(restored.stdout).toMatch(/Restored .* \(\d+ users\)\. The files it replaced are in .*before-restore/);

    api = await start();
    const names = await usernames(api, await signIn(api, CHANGED));
    expect(names).toContain('before.backup');
    expect(names).not.toContain('after.backup');
    // Each write in flight during the backup is either wholly in it or not at all.
    const duringNames = names.filter((name) => name.startsWith('during.'));
    expect(duringNames.length).toBeLessThanOrEqual(WRITES_DURING);
    expect((await readdir(dataDir)).some((name) => name.startsWith('.before-restore-'))).toBe(true);
  }, 180_000);
});
