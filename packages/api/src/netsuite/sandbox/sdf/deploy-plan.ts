import {
  type CabinetFile,
  type DeployChange,
  logPath,
  objectElement,
  objectLabel,
  readScriptFile,
  type ScriptFileInfo,
  type SdfProblem,
  type ValidatedProject,
} from '../../sdf/index.ts';
import type { AccountState } from './account-state.ts';

/** What deploying a validated project would do to this account, or why the account refuses it. */
export interface DeployPlan {
  readonly problems: readonly SdfProblem[];
  readonly changes: readonly DeployChange[];
  /** Each script's file as the account will have it (the project's, or one already in the File Cabinet). */
  readonly scriptFiles: ReadonlyMap<string, { readonly cabinetPath: string; readonly info: ScriptFileInfo }>;
}

/**
 * NetSuite's "Validate Custom Objects against the Account" and "Validate file cabinet items
 * against the account" steps: references resolve in the project or the account, a deployment id
 * is not another script's, a script file is in the project or the File Cabinet. Then what each
 * object and file becomes: created, or an update of what is there.
 */
export function planDeploy(project: ValidatedProject, account: AccountState): DeployPlan {
  const objectProblems: SdfProblem[] = [];
  const inProject = new Set(project.objects.map((object) => object.scriptId));
  for (const object of project.objects) {
    const details: string[] = [];
    if (object.kind === 'field') {
      for (const reference of object.references) {
        if (!inProject.has(reference) && !account.objects.has(reference)) {
          details.push(
            `The object reference [scriptid=${reference}] is missing in the project and also not included in the dependencies list.`,
          );
        }
      }
    }
    const existing = account.objects.get(object.scriptId);
    const table = object.kind === 'script' ? 'script' : object.kind === 'field' ? 'customfield' : object.kind;
    if (existing !== undefined && existing.table !== table) {
      details.push(`The script ID ${object.scriptId} is already used by a ${existing.table} object in the account.`);
    }
    if (object.kind === 'script') {
      for (const deployment of object.deployments) {
        const owner = account.deployments.get(deployment.scriptId)?.script;
        if (owner !== undefined && owner !== object.scriptId) {
          details.push(
            `The script ID ${deployment.scriptId} is already used by a deployment of ${owner} in the account.`,
          );
        }
      }
    }
    if (details.length > 0) {
      objectProblems.push({
        step: 'Validate Custom Objects against the Account',
        object: object.scriptId,
        file: logPath(object.path),
        details,
      });
    }
  }
  if (objectProblems.length > 0) return { problems: objectProblems, changes: [], scriptFiles: new Map() };

  const fileProblems: SdfProblem[] = [];
  const scriptFiles = new Map<string, { cabinetPath: string; info: ScriptFileInfo }>();
  for (const object of project.objects) {
    if (object.kind !== 'script') continue;
    const projected = project.scriptFiles.get(object.scriptId);
    if (projected !== undefined) {
      scriptFiles.set(object.scriptId, { cabinetPath: object.scriptFile, info: projected });
      continue;
    }
    const stored = account.files.get(object.scriptFile);
    if (stored === undefined) {
      fileProblems.push({
        step: 'Validate file cabinet items against the account',
        object: object.scriptId,
        file: logPath(object.path),
        details: [`The file [${object.scriptFile}] is missing in the project and in the account's File Cabinet.`],
      });
      continue;
    }
    const info = readScriptFile(stored.content, object.type);
    if (info.problems.length > 0) {
      fileProblems.push({
        step: 'Validate file cabinet items against the account',
        object: object.scriptId,
        file: `~/FileCabinet${object.scriptFile}`,
        details: info.problems.map((problem) => `${problem.code}: ${problem.message}`),
      });
    } else scriptFiles.set(object.scriptId, { cabinetPath: object.scriptFile, info });
  }
  if (fileProblems.length > 0) return { problems: fileProblems, changes: [], scriptFiles: new Map() };

  const changes: DeployChange[] = [
    ...project.objects.map(
      (object): DeployChange => ({
        action: account.objects.has(object.scriptId) ? 'Update' : 'Create',
        kind: 'object',
        id: object.scriptId,
        element: objectElement(object),
        label: objectLabel(object),
      }),
    ),
    ...project.files.map(
      (file: CabinetFile): DeployChange => ({
        action: account.files.has(file.cabinetPath) ? 'Update' : 'Create',
        kind: 'file',
        id: logPath(file.path),
      }),
    ),
  ];
  return { problems: [], changes, scriptFiles };
}
