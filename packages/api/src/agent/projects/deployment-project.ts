import { DEPLOYABLE_RECORD_TYPES } from '@erp-agent/core';
import { scriptObjectTypeOf } from '../../netsuite/sdf/index.ts';
import { cloneBase, newDeploymentXml } from './clone-script.ts';
import { MANIFEST_PATH, projectFiles, type SdfProject } from './sdf-project.ts';
import { xmlText } from './xml.ts';

/** A script of the account as DEPLOY reads it: its record, its file's path and its deployments. */
export interface ScriptToDeploy {
  /** `customscript_...`. */
  readonly scriptId: string;
  readonly name: string;
  readonly description: string | null;
  /** `script.scripttype` in SuiteQL: USEREVENT, CLIENT, SCHEDULED... */
  readonly scriptType: string;
  readonly isInactive: boolean;
  readonly notifyOwner: boolean;
  /** Its file in the File Cabinet (`/SuiteScripts/x.js`); undefined when the account gives none. */
  readonly filePath: string | undefined;
  /** Its deployments' script ids, and the record types (SDF ids) they run on. */
  readonly deploymentIds: readonly string[];
  readonly recordTypes: readonly string[];
}

export class DeploymentRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeploymentRefusal';
  }
}

/** NetSuite's script ids are 40 characters at most, the prefix included. */
const MAX_SCRIPT_ID = 40;

/** `customdeploy_<base>_<n>` for the first n past the script's deployments that none of them has. */
function nextDeploymentId(script: ScriptToDeploy): string {
  const taken = new Set(script.deploymentIds);
  for (let n = script.deploymentIds.length + 1; ; n++) {
    const suffix = `_${n}`;
    const base = cloneBase(script.scriptId).slice(0, MAX_SCRIPT_ID - 'customdeploy_'.length - suffix.length);
    const id = `customdeploy_${base}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * DEPLOY of a script of the account: a project of its record under its own script id holding one
 * new deployment (on `recordType` for a script that runs on a record), in TESTING as a new
 * script's deployments start. Deploying it updates the script and adds the deployment; SDF leaves
 * deployments a project does not list as they are, so the script's others are untouched. The file
 * stays where it is: the object names it in the account's File Cabinet.
 */
export function deploymentProject(script: ScriptToDeploy, recordType: string | undefined, name: string): SdfProject {
  const type = scriptObjectTypeOf(script.scriptType);
  if (!type) throw new DeploymentRefusal(`${script.name} is a ${script.scriptType} script, which SDF does not deploy.`);
  if (script.filePath === undefined) {
    throw new DeploymentRefusal(`${script.name} has no file in the File Cabinet to deploy.`);
  }
  if (type.onRecord) {
    if (recordType === undefined) {
      throw new DeploymentRefusal(`Say which record type the new deployment of ${script.name} runs on.`);
    }
    if (DEPLOYABLE_RECORD_TYPES[recordType] === undefined) {
      throw new DeploymentRefusal(`${recordType} is not a record type a deployment can run on here.`);
    }
    if (script.recordTypes.includes(recordType)) {
      throw new DeploymentRefusal(
        `${script.name} is already deployed on ${DEPLOYABLE_RECORD_TYPES[recordType]}: NetSuite runs a script once per record type.`,
      );
    }
  } else if (recordType !== undefined) {
    throw new DeploymentRefusal(`${script.name} runs on no record, so its deployment takes no record type.`);
  }
  const objectXml = [
    `<${type.element} scriptid="${script.scriptId}">`,
    `  <name>${xmlText(script.name)}</name>`,
    `  <scriptfile>[${xmlText(script.filePath)}]</scriptfile>`,
    `  <description>${xmlText(script.description ?? '')}</description>`,
    `  <isinactive>${script.isInactive ? 'T' : 'F'}</isinactive>`,
    `  <notifyowner>${script.notifyOwner ? 'T' : 'F'}</notifyowner>`,
    '  <scriptdeployments>',
    ...newDeploymentXml(type, nextDeploymentId(script), recordType, script.name).map((line) => `    ${line}`),
    '  </scriptdeployments>',
    `</${type.element}>`,
    '',
  ].join('\n');
  return {
    name,
    kind: 'script',
    manifestPath: MANIFEST_PATH,
    files: projectFiles(name, type.serverSide ? ['SERVERSIDESCRIPTING'] : [], {
      [`src/Objects/${script.scriptId}.xml`]: objectXml,
    }),
  };
}
