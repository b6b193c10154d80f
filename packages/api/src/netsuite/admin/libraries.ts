import type { ScriptFile, ScriptLibrary } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';
import { moduleExports } from '../sdf/index.ts';
import { asMoment, moment, rows, text } from './account-rows.ts';

/** A file's text, read through the bridge RESTlet (`file.load`): REST web services serve no file contents. */
export async function readScriptFile(connector: NetsuiteConnector, fileId: string): Promise<ScriptFile> {
  const file = await connector.bridge('file.read', { fileId });
  return { id: file.fileId, name: file.name, contents: file.contents };
}

/** The module names a file's `define` loads, without folder or `.js`: `nw_lib_email`. */
export function loadedModules(source: string): string[] {
  const list = /define\s*\(\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/['"]([^'"]+)['"]/g)].map((match) =>
    (match[1] ?? '').replace(/\.js$/, '').slice((match[1] ?? '').lastIndexOf('/') + 1),
  );
}

/** The first line of the header comment that is not a JSDoc tag. */
export function headerDescription(source: string): string | null {
  const header = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const line = header
    .split('\n')
    .map((part) => part.replace(/^\s*\*\s?/, '').trim())
    .find((part) => part !== '' && !part.startsWith('@'));
  return line ?? null;
}

/**
 * The account's library modules: JavaScript files in the File Cabinet that no script record runs.
 * Their functions are what their module returns; USED.BY counts the script files that load them.
 */
export async function readLibraries(connector: NetsuiteConnector): Promise<ScriptLibrary[]> {
  const [files, scripts] = await Promise.all([
    rows(
      connector,
      `SELECT f.id, f.name, ${asMoment('f.lastmodifieddate')} AS modified FROM file f WHERE f.filetype = 'JAVASCRIPT' ORDER BY f.name`,
    ),
    rows(connector, 'SELECT s.scriptfile FROM script s'),
  ]);
  const scriptFiles = new Set(scripts.map((row) => text(row, 'scriptfile')));
  const libraries = files.filter((row) => !scriptFiles.has(text(row, 'id')));
  const [libraryTexts, scriptTexts] = await Promise.all([
    Promise.all(libraries.map((row) => readScriptFile(connector, text(row, 'id') ?? ''))),
    Promise.all([...scriptFiles].filter((id) => id !== null).map((id) => readScriptFile(connector, id))),
  ]);
  const loads = scriptTexts.map((file) => new Set(loadedModules(file.contents)));
  return libraries.map((row, index) => {
    const file = libraryTexts[index];
    const module = (text(row, 'name') ?? '').replace(/\.js$/, '');
    return {
      id: text(row, 'id') ?? '',
      name: text(row, 'name') ?? '',
      description: file ? headerDescription(file.contents) : null,
      functions: file ? moduleExports(file.contents) : [],
      usedBy: loads.filter((modules) => modules.has(module)).length,
      lastUpdated: moment(row, 'modified'),
    };
  });
}
