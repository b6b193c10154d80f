import type { WorkflowToCopy } from '../../agent/projects/workflow-project.ts';
import { isNetsuiteConnectorError, type NetsuiteConnector } from '../connector/index.ts';
import { rows, text } from './account-rows.ts';
import { definitionOf } from './workflows.ts';

/**
 * What CLONE and EDIT copy of a workflow: its object XML, as the account serves it (the sandbox's
 * SDF extension; a real account gives it only to `suitecloud object:import`). Undefined when the
 * account has no such workflow.
 */
export async function readWorkflowToCopy(
  connector: NetsuiteConnector,
  scriptId: string,
): Promise<WorkflowToCopy | undefined> {
  let xml: string;
  try {
    xml = (await connector.sdf.object(scriptId)).xml;
  } catch (error) {
    if (isNetsuiteConnectorError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
  const workflow = definitionOf(xml, scriptId);
  return workflow === undefined ? undefined : { scriptId: workflow.scriptId.toLowerCase(), name: workflow.name, xml };
}

/** Every workflow's script id in the account, lowercase: the ids a copy may not take. */
export async function readWorkflowScriptIds(connector: NetsuiteConnector): Promise<Set<string>> {
  const found = await rows(connector, 'SELECT w.scriptid FROM workflow w');
  return new Set(found.map((row) => (text(row, 'scriptid') ?? '').toLowerCase()));
}
