import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';

/**
 * How a backup command asks the server that holds DATA_DIR for a backup: the embedded database is
 * one process's engine, so only that process can copy it while it runs. The command leaves a
 * request file here naming the backup file to write and sends SIGUSR2; the server writes the
 * backup and a result file beside the request.
 */
export const REQUESTS_DIR = 'backup-requests';
export const BACKUP_SIGNAL = 'SIGUSR2';

interface BackupRequest {
  readonly target: string;
}

export type BackupResult =
  | { readonly ok: true; readonly bytes: number }
  | { readonly ok: false; readonly message: string };

/** Writes the bytes under a temporary name first, so a backup file that exists is always whole. */
export async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, target);
}

export interface BackupRequestsOptions {
  readonly dataDir: string;
  /** The backup file's bytes, taken now. */
  readonly backup: () => Promise<Uint8Array>;
  readonly logger: Logger;
}

/** Answers backup requests on SIGUSR2 until the returned function is called. */
export function answerBackupRequests(options: BackupRequestsOptions): () => void {
  const directory = join(options.dataDir, REQUESTS_DIR);
  let queue = Promise.resolve();

  const answer = async (file: string) => {
    const requestPath = join(directory, file);
    const resultPath = requestPath.replace(/\.request\.json$/, '.result.json');
    let result: BackupResult;
    try {
      const request = JSON.parse(await readFile(requestPath, 'utf8')) as BackupRequest;
      await rm(requestPath, { force: true });
      const started = performance.now();
      const bytes = await options.backup();
      await writeWhole(request.target, bytes);
      options.logger.info(
        { target: request.target, bytes: bytes.length, ms: Math.round(performance.now() - started) },
        'backup written',
      );
      result = { ok: true, bytes: bytes.length };
    } catch (error) {
      options.logger.error({ err: error }, 'backup failed');
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    await writeWhole(resultPath, new TextEncoder().encode(JSON.stringify(result)));
  };

  const onSignal = () => {
    queue = queue
      .then(async () => {
        const files = await readdir(directory).catch(() => []);
        for (const file of files.filter((name) => name.endsWith('.request.json'))) await answer(file);
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'reading backup requests failed'));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
  };
}

/** How often and how long a backup command waits for the server's answer. */
const POLL_MS = 100;

/**
 * Asks the server process `pid`, which holds `dataDir`, to write a backup to `target`, and waits
 * for its answer, at most `timeoutMs`.
 */
export async function requestBackup(
  dataDir: string,
  pid: number,
  target: string,
  timeoutMs: number,
): Promise<BackupResult> {
  const directory = join(dataDir, REQUESTS_DIR);
  await mkdir(directory, { recursive: true });
  const id = randomUUID();
  const requestPath = join(directory, `${id}.request.json`);
  const resultPath = join(directory, `${id}.result.json`);
  await writeFile(requestPath, JSON.stringify({ target } satisfies BackupRequest));
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(resultPath, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await rm(resultPath, { force: true });
      return JSON.parse(text) as BackupResult;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await rm(requestPath, { force: true });
  return { ok: false, message: `the server (process ${pid}) did not answer within ${timeoutMs / 1000} s` };
}
