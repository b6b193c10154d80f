import type { ScriptToDeploy } from '../../agent/projects/deployment-project.ts';
import type { NetsuiteConnector } from '../connector/index.ts';
import { flag, rows, text } from './account-rows.ts';
import { readFilePath } from './file-path.ts';

/**
 * What DEPLOY needs of a script: its record, where its file is, and its deployments' ids and
 * record types. Undefined when the account has no such script.
 */
export async function readScriptToDeploy(
  connector: NetsuiteConnector,
  internalId: string,
): Promise<ScriptToDeploy | undefined> {
  // The id is digits only (the route checks it), so it is safe in the query's text.
  const id = String(Number.parseInt(internalId, 10));
  const [scripts, deployments] = await Promise.all([
    rows(
      connector,
      `SELECT s.scriptid, s.name, s.description, s.scripttype, s.scriptfile, s.isinactive, s.notifyowner
        FROM script s WHERE s.id = ${id}`,
    ),
    rows(connector, `SELECT d.scriptid, d.recordtype FROM scriptdeployment d WHERE d.script = ${id} ORDER BY d.id`),
  ]);
  const [script] = scripts;
  if (!script) return undefined;
  const fileId = text(script, 'scriptfile');
  return {
    scriptId: (text(script, 'scriptid') ?? '').toLowerCase(),
    name: text(script, 'name') ?? '',
    description: text(script, 'description'),
    scriptType: text(script, 'scripttype') ?? '',
    isInactive: flag(script, 'isinactive'),
    notifyOwner: flag(script, 'notifyowner'),
    filePath: fileId === null ? undefined : await readFilePath(connector, fileId),
    deploymentIds: deployments.map((row) => (text(row, 'scriptid') ?? '').toLowerCase()),
    recordTypes: deployments.map((row) => text(row, 'recordtype')?.toUpperCase()).filter((type) => type !== undefined),
  };
}
