/**
 * A throwaway PostgreSQL server for the integration tests: a new cluster in a temporary folder,
 * listening on a free loopback port, with fsync off (the data dies with the run anyway).
 * Uses Debian's `postgresql` package (`apt-get install postgresql`) or the binaries in PG_BIN.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface TemporaryPostgres {
  readonly url: string;
  /** Shuts the server down as an administrator's fast stop would, keeping its data. */
  pause(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  /** Stops it for good and removes its files. */
  stop(): void;
}

function binDirectory(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root; as root, the cluster belongs to the `postgres` user. */
function runAs(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = binDirectory();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)');
  const directory = mkdtempSync(join(tmpdir(), 'erp-agent-pg-'));
  chmodSync(directory, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', directory]);
  const data = join(directory, 'data');
  const port = await freePort();

  runAs(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    runAs(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(directory, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause() {
      runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    stop() {
      try {
        if (running) runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
