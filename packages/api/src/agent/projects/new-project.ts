import { cloneBase, cloneProject, type ScriptToClone } from './clone-script.ts';
import { deploymentProject, type ScriptToDeploy } from './deployment-project.ts';
import { projectNameOf } from './project-spec.ts';
import { templateSpec } from './script-templates.ts';
import { buildProject, MANIFEST_PATH, projectFiles, type SdfProject } from './sdf-project.ts';
import {
  WORKFLOW_PREFIX,
  type WorkflowToCopy,
  workflowBase,
  workflowCloneProject,
  workflowEditProject,
} from './workflow-project.ts';
import { workflowTemplateSpec } from './workflow-templates.ts';

/** NetSuite's script ids are 40 characters at most, `customscript_` included. */
const MAX_ID = 40 - 'customscript_'.length;

/** A workflow's script id is 40 characters at most too, `customworkflow_` included. */
const MAX_WORKFLOW_ID = 40 - `${WORKFLOW_PREFIX}_`.length;

/** A project whose name makes no script id: long enough for any script id or file name and a suffix. */
const PROJECT_NAME_MAX = 60;

/** The first of `base`, `base_2`, `base_3`... that `taken` does not hold, within `maxLength`. */
export function freeName(base: string, taken: ReadonlySet<string>, maxLength = MAX_ID): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const name = `${base.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * USE.TEMPLATE: the script or workflow template's project, named so it replaces none of the
 * user's projects (its script id follows the name, so deploying it replaces no other script or
 * workflow either). Undefined for an unknown template.
 */
export function projectFromTemplate(templateId: string, taken: ReadonlySet<string>): SdfProject | undefined {
  const spec = templateSpec(templateId) ?? workflowTemplateSpec(templateId);
  if (!spec) return undefined;
  const prefix = projectNameOf(spec).slice(0, -spec.id.length);
  const name = freeName(projectNameOf(spec), taken);
  return buildProject({ ...spec, id: name.slice(prefix.length) });
}

/** CLONE: a copy of the script under `<its id>_copy` (`_copy_2`... when taken). */
export function projectFromScript(script: ScriptToClone, taken: ReadonlySet<string>): SdfProject {
  const name = freeName(`${cloneBase(script.scriptId).slice(0, MAX_ID - '_copy_9'.length)}_copy`, taken);
  return cloneProject(script, name);
}

/** DEPLOY: a project adding one deployment to the script, named `<its id>_deploy` (`_deploy_2`... when taken). */
export function projectForDeployment(
  script: ScriptToDeploy,
  recordType: string | undefined,
  taken: ReadonlySet<string>,
): SdfProject {
  // The name is no script id here (the script keeps its own), so it may be longer.
  const name = freeName(`${cloneBase(script.scriptId)}_deploy`, taken, PROJECT_NAME_MAX);
  return deploymentProject(script, recordType, name);
}

/**
 * EDIT of a library module: a project holding its file where it is in the File Cabinet, named
 * after it (`nw_lib_email_edit`), to change and deploy over the account's copy.
 */
export function projectForLibrary(
  file: { readonly path: string; readonly contents: string },
  taken: ReadonlySet<string>,
): SdfProject {
  const base =
    file.path
      .slice(file.path.lastIndexOf('/') + 1)
      .replace(/\.js$/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_') || 'library';
  const name = freeName(`${base}_edit`, taken, PROJECT_NAME_MAX);
  const filePath = `src/FileCabinet${file.path}`;
  return {
    name,
    kind: 'script',
    manifestPath: MANIFEST_PATH,
    scriptPath: filePath,
    files: projectFiles(name, [], { [filePath]: file.contents }),
  };
}

/**
 * CLONE of a workflow: a copy under `customworkflow_<its id>_copy` (`_copy_2`... when taken). The
 * id is free among the user's projects and the account's workflows (`accountScriptIds`), so the
 * copy's deploy creates a workflow rather than replacing one: SDF deploys an object over any
 * object of the account with its script id.
 */
export function projectFromWorkflow(
  workflow: WorkflowToCopy,
  taken: ReadonlySet<string>,
  accountScriptIds: ReadonlySet<string>,
): SdfProject {
  const accountIds = [...accountScriptIds]
    .filter((scriptId) => scriptId.startsWith(`${WORKFLOW_PREFIX}_`))
    .map((scriptId) => scriptId.slice(`${WORKFLOW_PREFIX}_`.length));
  const base = workflowBase(workflow.scriptId).slice(0, MAX_WORKFLOW_ID - '_copy_9'.length);
  const id = freeName(`${base}_copy`, new Set([...taken, ...accountIds]), MAX_WORKFLOW_ID);
  return workflowCloneProject(workflow, id);
}

/** EDIT of a workflow: a project of its object as it is, named `<its id>_edit` (`_edit_2`... when taken). */
export function projectForWorkflowEdit(workflow: WorkflowToCopy, taken: ReadonlySet<string>): SdfProject {
  return workflowEditProject(workflow, freeName(`${workflowBase(workflow.scriptId)}_edit`, taken, PROJECT_NAME_MAX));
}
