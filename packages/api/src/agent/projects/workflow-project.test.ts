import { describe, expect, it } from 'vitest';
import { definitionOf } from '../../netsuite/admin/workflows.ts';
import { companyProjectFiles } from '../../netsuite/sandbox/customization/company-project.ts';
import { projectFromFiles, validateProject } from '../../netsuite/sdf/index.ts';
import { projectForWorkflowEdit, projectFromWorkflow } from './new-project.ts';
import type { WorkflowToCopy } from './workflow-project.ts';

/** The sandbox company's purchase order approval, as `object:import` would bring it. */
function approval(): WorkflowToCopy {
  const scriptId = 'customworkflow_nw_po_approval';
  const xml = companyProjectFiles()[`src/Objects/${scriptId}.xml`];
  if (xml === undefined) throw new Error('the sandbox company has no purchase order approval');
  return { scriptId, name: 'Purchase Order Approval', xml };
}

const workflowOf = (xml: string | undefined, scriptId: string) => {
  const workflow = definitionOf(xml, scriptId);
  if (workflow === undefined) throw new Error(`${scriptId} is no workflow`);
  return workflow;
};

describe('CLONE of a workflow', () => {
  it('copies every state and action under a script id of its own, named as a copy, in TESTING', () => {
    const original = approval();
    const project = projectFromWorkflow(original, new Set(), new Set([original.scriptId]));
    expect(project).toMatchObject({ name: 'nw_po_approval_copy', kind: 'workflow' });
    expect(validateProject(projectFromFiles(project.files)).problems).toEqual([]);
    const copyId = 'customworkflow_nw_po_approval_copy';
    const copy = workflowOf(project.files[`src/Objects/${copyId}.xml`], copyId);
    const source = workflowOf(original.xml, original.scriptId);
    expect(copy).toMatchObject({
      scriptId: copyId,
      name: 'Purchase Order Approval (copy)',
      releaseStatus: 'TESTING',
      recordTypes: source.recordTypes,
      initCondition: source.initCondition,
    });
    expect(source.releaseStatus).toBe('RELEASED');
    expect(copy.states).toEqual(source.states);
  });

  it("takes no script id the account's workflows or the user's projects have, within 40 characters", () => {
    const original = approval();
    const account = new Set([original.scriptId, 'customworkflow_nw_po_approval_copy']);
    expect(projectFromWorkflow(original, new Set(['nw_po_approval_copy_2']), account).name).toBe(
      'nw_po_approval_copy_3',
    );
    const long = { ...original, scriptId: `customworkflow_${'x'.repeat(25)}` };
    const copy = projectFromWorkflow(long, new Set(), new Set([long.scriptId]));
    expect(`customworkflow_${copy.name}`.length).toBeLessThanOrEqual(40);
    expect(copy.name).toMatch(/_copy$/);
  });
});

describe('EDIT of a workflow', () => {
  it('holds the object as the account has it, under its own script id', () => {
    const original = approval();
    const project = projectForWorkflowEdit(original, new Set(['nw_po_approval_edit']));
    expect(project).toMatchObject({ name: 'nw_po_approval_edit_2', kind: 'workflow' });
    expect(project.files[`src/Objects/${original.scriptId}.xml`]).toBe(original.xml);
    expect(validateProject(projectFromFiles(project.files)).problems).toEqual([]);
  });
});
