import { cloneBase, cloneProject, type ScriptToClone } from './clone-script.ts';
import { projectNameOf } from './project-spec.ts';
import { templateSpec } from './script-templates.ts';
import { buildProject, type SdfProject } from './sdf-project.ts';
import { workflowTemplateSpec } from './workflow-templates.ts';

/** NetSuite's script ids are 40 characters at most, `customscript_` included. */
const MAX_ID = 40 - 'customscript_'.length;

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
