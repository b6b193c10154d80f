import type { DeploymentChange, ScriptDeployment } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';

/**
 * PAUSE (`isdeployed` off), ACTIVATE, or EDIT of a deployment's status and log level, through the
 * bridge RESTlet's `record.load`/`save`.
 */
export async function changeDeployment(
  connector: NetsuiteConnector,
  deploymentId: string,
  change: DeploymentChange,
): Promise<Pick<ScriptDeployment, 'id' | 'scriptId' | 'isDeployed' | 'status' | 'logLevel'>> {
  const updated = await connector.bridge('scriptDeployment.update', {
    deploymentId,
    ...(change.isDeployed === undefined ? {} : { isDeployed: change.isDeployed }),
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(change.logLevel === undefined ? {} : { logLevel: change.logLevel }),
  });
  return {
    id: updated.deploymentId,
    scriptId: updated.scriptId,
    isDeployed: updated.isDeployed,
    status: updated.status,
    logLevel: updated.logLevel,
  };
}
