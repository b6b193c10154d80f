import type { WorkflowTemplate } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CodeBlock } from '../../components/code-block/index.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { useNewProject, workflowTemplatesQuery } from '../../netsuite/projects/index.ts';
import { workflowTemplatesListConfig } from './workflow-templates-list-config.tsx';

/**
 * TEMPLATES: workflows to start from. PREVIEW shows what the workflow does and the object it
 * deploys; USE.TEMPLATE makes a SuiteCloud project of it and opens its review, where DEPLOY
 * previews and confirms as for any project.
 */
export function WorkflowTemplates({ mayDeploy }: { readonly mayDeploy: boolean }) {
  const query = useQuery(workflowTemplatesQuery);
  const newProject = useNewProject();
  const [previewing, setPreviewing] = useState<WorkflowTemplate>();
  const config = useMemo(
    () =>
      workflowTemplatesListConfig({
        preview: setPreviewing,
        ...(mayDeploy ? { use: (template) => newProject({ from: 'template', templateId: template.id }) } : {}),
      }),
    [mayDeploy, newProject],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.templates }), [query]);
  return (
    <>
      <ResourceList config={config} source={source} />
      <ModalDialog
        open={previewing !== undefined}
        title={previewing?.name ?? 'TEMPLATE'}
        onClose={() => setPreviewing(undefined)}
      >
        {previewing !== undefined && (
          <>
            <p>{previewing.description}</p>
            <ul>
              {previewing.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <CodeBlock code={previewing.source} language="xml" />
          </>
        )}
      </ModalDialog>
    </>
  );
}
