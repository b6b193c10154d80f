import type { ScriptToClone } from '../../agent/projects/clone-script.ts';
import type { NetsuiteConnector } from '../connector/index.ts';
import { rows, text } from './account-rows.ts';
import { readScriptFile } from './libraries.ts';

/**
 * What CLONE copies of a script: its record, the record types its deployments run on (SDF ids,
 * as SuiteQL keeps them) and its file's text. Undefined when the account has no such script.
 */
export async function readScriptToClone(
  connector: NetsuiteConnector,
  internalId: string,
): Promise<ScriptToClone | undefined> {
  // The id is digits only (the route checks it), so it is safe in the query's text.
  const id = String(Number.parseInt(internalId, 10));
  const [scripts, deployments] = await Promise.all([
    rows(
      connector,
      `SELECT s.scriptid, s.name, s.description, s.scripttype, s.scriptfile FROM script s WHERE s.id = ${id}`,
    ),
    rows(connector, `SELECT d.recordtype FROM scriptdeployment d WHERE d.script = ${id} ORDER BY d.id`),
  ]);
  const [script] = scripts;
  if (!script) return undefined;
  const fileId = text(script, 'scriptfile');
  const file = fileId === null ? undefined : await readScriptFile(connector, fileId);
  const recordTypes = deployments.map((row) => text(row, 'recordtype')).filter((type) => type !== null);
  return {
    scriptId: (text(script, 'scriptid') ?? '').toLowerCase(),
    name: text(script, 'name') ?? '',
    description: text(script, 'description'),
    scriptType: text(script, 'scripttype') ?? '',
    recordTypes: [...new Set(recordTypes.map((type) => type.toUpperCase()))],
    fileContents: file?.contents ?? '',
  };
}
