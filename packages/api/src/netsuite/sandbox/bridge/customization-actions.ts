import type { BridgeRequest, BridgeResult } from '../../bridge/index.ts';
import { BRIDGE_ERROR_CODES } from '../../bridge/index.ts';
import { FILE_CONTENT_TABLE } from '../customization/customization-schema.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import { localTimestamp } from '../sdf/deploy-project.ts';
import { BridgeError } from './bridge-error.ts';

function missing(what: string, id: string): BridgeError {
  return new BridgeError(BRIDGE_ERROR_CODES.unknownRecord, `That record does not exist. ${what}: ${id}`);
}

interface DeploymentRow {
  id: number;
  scriptid: string;
  isdeployed: string;
  status: string;
  loglevel: string;
}

/** `record.load({ type: 'scriptdeployment' })`, the fields set, then `save()`. */
export async function updateDeployment(
  request: BridgeRequest<'scriptDeployment.update'>,
  engine: SandboxEngine,
): Promise<BridgeResult<'scriptDeployment.update'>> {
  const byId = /^\d{1,9}$/.test(request.deploymentId);
  const { rows } = await engine.query<DeploymentRow>(
    `update scriptdeployment set
       isdeployed = coalesce($2, isdeployed),
       status = coalesce($3, status),
       loglevel = coalesce($4, loglevel),
       lastmodifieddate = $5
     where ${byId ? 'id = $1::integer' : 'scriptid = lower($1)'}
     returning id, scriptid, isdeployed, status, loglevel`,
    [
      request.deploymentId,
      request.isDeployed === undefined ? null : request.isDeployed ? 'T' : 'F',
      request.status ?? null,
      request.logLevel ?? null,
      localTimestamp(new Date()),
    ],
  );
  const [row] = rows;
  if (row === undefined) throw missing('scriptdeployment', request.deploymentId);
  return {
    deploymentId: String(row.id),
    scriptId: row.scriptid,
    isDeployed: row.isdeployed === 'T',
    status: row.status,
    logLevel: row.loglevel,
  };
}

/** `file.load({ id }).getContents()`. */
export async function readFile(fileId: string, engine: SandboxEngine): Promise<BridgeResult<'file.read'>> {
  const { rows } = await engine.query<{ id: number; name: string; content: string | null }>(
    `select f.id, f.name, c.content from file f left join ${FILE_CONTENT_TABLE} c on c.file = f.id where f.id = $1`,
    [Number(fileId)],
  );
  const [row] = rows;
  if (row === undefined) throw missing('file', fileId);
  return { fileId: String(row.id), name: row.name, contents: row.content ?? '' };
}
