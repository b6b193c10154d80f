import { type ScriptObjectType, scriptObjectTypeOf } from '../../netsuite/sdf/index.ts';
import { MANIFEST_PATH, projectFiles, type SdfProject } from './sdf-project.ts';
import { xmlText } from './xml.ts';

/** A script of the account as CLONE reads it: its record, its deployments and its file. */
export interface ScriptToClone {
  /** `customscript_...`. */
  readonly scriptId: string;
  readonly name: string;
  readonly description: string | null;
  /** `script.scripttype` in SuiteQL: USEREVENT, CLIENT, SCHEDULED... */
  readonly scriptType: string;
  /** SDF record type ids (SALESORDER) its deployments run on, for user event and client scripts. */
  readonly recordTypes: readonly string[];
  readonly fileContents: string;
}

export class CloneRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CloneRefusal';
  }
}

/**
 * A deployment as a new script's starts: deployed, logging DEBUG, in TESTING (NOTSCHEDULED for
 * scheduled types), so it runs for its owner only until someone releases it.
 */
export function newDeploymentXml(
  type: ScriptObjectType,
  scriptId: string,
  recordType: string | undefined,
  title: string,
): string[] {
  const status = type.statuses.includes('TESTING') ? 'TESTING' : (type.statuses[0] ?? 'TESTING');
  return [
    `<scriptdeployment scriptid="${scriptId}">`,
    '  <isdeployed>T</isdeployed>',
    '  <loglevel>DEBUG</loglevel>',
    ...(recordType === undefined ? [] : [`  <recordtype>${xmlText(recordType)}</recordtype>`]),
    ...(type.element === 'suitelet' ? [`  <title>${xmlText(title)}</title>`] : []),
    `  <status>${status}</status>`,
    '</scriptdeployment>',
  ];
}

/** `customscript_ue_so_approval` -> `ue_so_approval`: the identifier a copy's ids are made from. */
export function cloneBase(scriptId: string): string {
  return scriptId.replace(/^customscript_?/, '') || 'script';
}

/**
 * A SuiteCloud project holding a copy of the script under a script id of its own (`id`, without
 * the `customscript_` prefix), so deploying it never replaces the original. Its deployments start
 * in TESTING (NOTSCHEDULED for scheduled types), run by its owner only, as a new script does.
 */
export function cloneProject(script: ScriptToClone, id: string): SdfProject {
  const type = scriptObjectTypeOf(script.scriptType);
  if (!type) throw new CloneRefusal(`${script.name} is a ${script.scriptType} script, which SDF does not deploy.`);
  if (type.onRecord && script.recordTypes.length === 0) {
    throw new CloneRefusal(`${script.name} is deployed to no record type, so a copy would have nothing to run on.`);
  }
  const scriptId = `customscript_${id}`;
  const filePath = `src/FileCabinet/SuiteScripts/${id}.js`;
  const recordTypes = type.onRecord ? script.recordTypes : [undefined];
  const deployments = recordTypes.flatMap((recordType, index) =>
    newDeploymentXml(
      type,
      `customdeploy_${id}${recordTypes.length > 1 ? `_${index + 1}` : ''}`,
      recordType,
      script.name,
    ).map((line) => `    ${line}`),
  );
  const objectXml = [
    `<${type.element} scriptid="${scriptId}">`,
    `  <name>${xmlText(`${script.name} (copy)`)}</name>`,
    `  <scriptfile>[/SuiteScripts/${id}.js]</scriptfile>`,
    `  <description>${xmlText(script.description ?? '')}</description>`,
    '  <isinactive>F</isinactive>',
    '  <notifyowner>T</notifyowner>',
    '  <scriptdeployments>',
    ...deployments,
    '  </scriptdeployments>',
    `</${type.element}>`,
    '',
  ].join('\n');
  return {
    name: id,
    kind: 'script',
    manifestPath: MANIFEST_PATH,
    scriptPath: filePath,
    files: projectFiles(id, type.serverSide ? ['SERVERSIDESCRIPTING'] : [], {
      [filePath]: script.fileContents,
      [`src/Objects/${scriptId}.xml`]: objectXml,
    }),
  };
}
