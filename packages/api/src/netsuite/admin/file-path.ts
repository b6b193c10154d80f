import type { NetsuiteConnector } from '../connector/index.ts';
import { rows, text } from './account-rows.ts';

/**
 * A File Cabinet file's path (`/SuiteScripts/lib/x.js`), from its folder and the folders above
 * it: what an SDF object names as its script file, and where a project puts the file. Undefined
 * when the account has no such file.
 */
export async function readFilePath(connector: NetsuiteConnector, fileId: string): Promise<string | undefined> {
  // The id is digits only (the routes check it), so it is safe in the query's text.
  const id = String(Number.parseInt(fileId, 10));
  const [files, folders] = await Promise.all([
    rows(connector, `SELECT f.name, f.folder FROM file f WHERE f.id = ${id}`),
    rows(connector, 'SELECT m.id, m.name, m.parent FROM mediaitemfolder m'),
  ]);
  const [file] = files;
  if (!file) return undefined;
  const byId = new Map(folders.map((row) => [text(row, 'id'), row]));
  const parts = [text(file, 'name') ?? ''];
  const seen = new Set<string>();
  for (let folder = text(file, 'folder'); folder !== null && !seen.has(folder); ) {
    seen.add(folder);
    const row = byId.get(folder);
    if (!row) break;
    parts.unshift(text(row, 'name') ?? '');
    folder = text(row, 'parent');
  }
  return `/${parts.join('/')}`;
}
