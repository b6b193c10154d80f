import { LOCK_FILE } from '../lib/directory-lock.ts';
import { REQUESTS_DIR } from './backup-requests.ts';

/**
 * What lives in DATA_DIR beside the database's own files and is not the database: the lock, the
 * backup mailbox and the embedded sandboxes, each a PGlite engine of its own regenerated from its
 * seed (their copies would be mid-write, so a restore keeps the sandboxes it finds).
 */
const NOT_DATABASE = new Set([LOCK_FILE, REQUESTS_DIR, 'netsuite-sandbox', 'sap-sandbox', 'dynamics-sandbox']);

/**
 * Whether a name at the top of DATA_DIR is one of the database's own files: not the above, nor
 * what a restore leaves beside them (its scratch copy, and the files it replaced). A backup holds
 * only these, and a restore moves only these.
 */
export const isDatabaseFile = (name: string): boolean =>
  !NOT_DATABASE.has(name) && !name.startsWith('.restore-') && !name.startsWith('.before-restore-');
