import { describe, expect, it } from 'vitest';
import { projectFromFiles, validateProject } from '../../netsuite/sdf/index.ts';
import { projectFromTemplate } from './new-project.ts';
import { workflowTemplates } from './workflow-templates.ts';

describe('workflow templates', () => {
  it('each makes a project NetSuite would accept, holding the object PREVIEW shows', () => {
    for (const template of workflowTemplates()) {
      const project = projectFromTemplate(template.id, new Set());
      expect(project?.kind, template.id).toBe('workflow');
      const validation = validateProject(projectFromFiles(project?.files ?? {}));
      expect(validation.problems, template.id).toEqual([]);
      expect(project?.files[`src/Objects/customworkflow_${template.id}.xml`]).toBe(template.source);
    }
  });

  it('leaves room for a second copy within NetSuite’s 40-character script ids', () => {
    for (const template of workflowTemplates()) {
      const taken = new Set([`workflow_${template.id}`]);
      const copy = projectFromTemplate(template.id, taken);
      expect(copy?.name).toBe(`workflow_${template.id}_2`);
      expect(`customworkflow_${template.id}_2`.length).toBeLessThanOrEqual(40);
    }
  });

  it('says in FEATURES what the workflow does', () => {
    const invoice = workflowTemplates().find((template) => template.id === 'invoice_review');
    expect(invoice?.features).toEqual([
      'Starts on each new Invoice, once it is saved',
      'Only when the total is over 25,000',
      'Sets memo to "Review before sending: over 25,000"',
      'Deploys in TESTING: runs for its owner until released',
    ]);
  });
});
