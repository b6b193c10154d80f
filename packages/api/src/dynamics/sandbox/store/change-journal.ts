import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Change, ChangeLog } from './dataverse-store.ts';

/**
 * The organisation's changes as JSON lines in a file, appended before each is applied, so the
 * sandbox comes back after a restart as clients left it: the generated organisation, then every
 * change replayed in order.
 */
export class FileChangeJournal implements ChangeLog {
  readonly #path: string;

  constructor(path: string) {
    this.#path = path;
  }

  async append(change: Change): Promise<void> {
    await mkdir(dirname(this.#path), { recursive: true });
    await appendFile(this.#path, `${JSON.stringify(change)}\n`, 'utf8');
  }

  /** The changes written so far; none when the file does not exist yet. A torn last line is skipped. */
  async read(): Promise<Change[]> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const changes: Change[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        changes.push(JSON.parse(line) as Change);
      } catch {
        // Only a write cut short by a crash leaves a partial line, and only as the last one.
      }
    }
    return changes;
  }
}

/** For a sandbox kept in memory only (tests, the standalone server without a data directory). */
export const NO_CHANGE_LOG: ChangeLog = { append: async () => {} };
