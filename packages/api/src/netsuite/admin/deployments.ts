import type { ScriptDeployment } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';

/** PAUSE (`isdeployed` off) or ACTIVATE a deployment, through the bridge RESTlet's `record.load`/`save`. */
export async function setDeployed(
  connector: NetsuiteConnector,
  deploymentId: string,
  isDeployed: boolean,
): Promise<Pick<ScriptDeployment, 'id' | 'scriptId' | 'isDeployed' | 'status' | 'logLevel'>> {
  const updated = await connector.bridge('scriptDeployment.update', { deploymentId, isDeployed });
  return {
    id: updated.deploymentId,
    scriptId: updated.scriptId,
    isDeployed: updated.isDeployed,
    status: updated.status,
    logLevel: updated.logLevel,
  };
}
