import type { WorkflowDefinition } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';
import { recordTypeName } from './record-types.ts';
import { definitionOf, triggerWords } from './workflows.ts';

/**
 * VIEW: a workflow's definition, read from its object as the account serves it (the sandbox's
 * SDF extension; a real account gives it only to `suitecloud object:import`). Undefined when the
 * object holds no workflow.
 */
export async function readWorkflowDefinition(
  connector: NetsuiteConnector,
  scriptId: string,
): Promise<WorkflowDefinition | undefined> {
  const object = await connector.sdf.object(scriptId);
  const workflow = definitionOf(object.xml, scriptId);
  if (workflow === undefined) return undefined;
  return {
    scriptId: workflow.scriptId,
    name: workflow.name,
    description: workflow.description,
    recordTypes: workflow.recordTypes.map(recordTypeName),
    releaseStatus: workflow.releaseStatus,
    isInactive: workflow.isInactive === 'T',
    triggers: triggerWords(
      workflow.initOnCreate === 'T',
      workflow.initOnViewOrUpdate === 'T',
      workflow.initTriggerType,
    ),
    condition: workflow.initCondition,
    logEnabled: workflow.isLogEnabled === 'T',
    keepHistory: workflow.keepHistory,
    runAsAdmin: workflow.runAsAdmin === 'T',
    states: workflow.states.map((state) => ({
      scriptId: state.scriptId,
      name: state.name,
      actions: state.actions.map((action) => ({ type: action.type, summary: action.summary, role: action.role })),
    })),
    project: object.project,
    deployedAt: object.deployedAt,
    xml: object.xml,
  };
}
