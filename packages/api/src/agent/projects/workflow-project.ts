import { renameObject, setRootField } from './object-xml.ts';
import { MANIFEST_PATH, projectFiles, type SdfProject } from './sdf-project.ts';

/** A workflow of the account as CLONE and EDIT read it: its object as `suitecloud object:import` brings it. */
export interface WorkflowToCopy {
  /** `customworkflow_...`, lowercase. */
  readonly scriptId: string;
  readonly name: string;
  readonly xml: string;
}

export const WORKFLOW_PREFIX = 'customworkflow';

/** `customworkflow_nw_po_approval` -> `nw_po_approval`: the identifier a copy's id and a project's name are made from. */
export function workflowBase(scriptId: string): string {
  return scriptId.replace(/^customworkflow_?/, '') || 'workflow';
}

const project = (name: string, objectScriptId: string, xml: string): SdfProject => ({
  name,
  kind: 'workflow',
  manifestPath: MANIFEST_PATH,
  files: projectFiles(name, ['WORKFLOW'], { [`src/Objects/${objectScriptId}.xml`]: xml }),
});

/**
 * CLONE: the workflow's whole definition (states, actions, conditions, approvers) under
 * `customworkflow_<id>`, named `<name> (copy)`, in TESTING: deployed beside the original it runs
 * for its owner only until released, so a copy of a released approval does not start a second
 * approval on every record at once.
 */
export function workflowCloneProject(workflow: WorkflowToCopy, id: string): SdfProject {
  const scriptId = `${WORKFLOW_PREFIX}_${id}`;
  const renamed = renameObject(workflow.xml, workflow.scriptId, scriptId);
  const xml = setRootField(setRootField(renamed, 'name', `${workflow.name} (copy)`), 'releasestatus', 'TESTING');
  return project(id, scriptId, xml);
}

/**
 * EDIT: the workflow's object as the account has it, under its own script id, so deploying the
 * project (changed with the SuiteCloud CLI, or as it is) updates that workflow.
 */
export function workflowEditProject(workflow: WorkflowToCopy, name: string): SdfProject {
  return project(name, workflow.scriptId, workflow.xml);
}
