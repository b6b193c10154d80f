import type { AccountWorkflow } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/session.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { useWorkflowWrites, workflowsQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { useNewProject } from '../../netsuite/projects/index.ts';
import { WorkflowDefinitionView } from './workflow-definition.tsx';
import { WorkflowLogs } from './workflow-logs.tsx';
import { WorkflowTemplates } from './workflow-templates.tsx';
import { workflowsListConfig } from './workflows-list-config.tsx';

/**
 * NETSUITE.WORKFLOWS (001): the connected account's workflows, their last 30 days, VIEW of a
 * definition, EDIT and CLONE through a SuiteCloud project's review, release and suspend, the
 * TEMPLATES to start from, and VIEW.LOGS of their instances. NEW.WORKFLOW opens the TEMPLATES:
 * a new workflow starts from a record type, what starts it and what it does, which a template
 * is, ready to preview and deploy in TESTING; the floating assistant writes one from a sentence.
 */
export function NetsuiteWorkflowsPage() {
  const query = useQuery(workflowsQuery);
  const mayDeploy = useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);
  const definitions = query.data?.definitionsAvailable === true;
  const changeable = mayDeploy && definitions;
  const { setRelease } = useWorkflowWrites();
  const newProject = useNewProject();
  const [viewing, setViewing] = useState<AccountWorkflow>();
  const [logs, setLogs] = useState(false);
  const config = useMemo(
    () =>
      workflowsListConfig(
        {
          ...(definitions ? { view: setViewing } : {}),
          ...(changeable
            ? {
                edit: (workflow) => newProject({ from: 'workflow', scriptId: workflow.scriptId, purpose: 'edit' }),
                clone: (workflow) => newProject({ from: 'workflow', scriptId: workflow.scriptId, purpose: 'clone' }),
                setRelease: (workflow, releaseStatus) => setRelease({ workflow, releaseStatus }),
              }
            : {}),
        },
        () => <WorkflowTemplates mayDeploy={mayDeploy} />,
      ),
    [definitions, changeable, mayDeploy, setRelease, newProject],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.workflows }), [query]);
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.WORKFLOWS"
        intro="The account's SuiteFlow workflows: what starts them, what their states do, and their instances of the last 30 days."
        actions={
          <>
            <button className="button" type="button" onClick={() => setLogs(true)}>
              VIEW.LOGS
            </button>
            {mayDeploy && (
              <Link className="button button-solid" to="/netsuite/workflows?tab=templates">
                NEW.WORKFLOW
              </Link>
            )}
          </>
        }
      />
      {mayDeploy && query.data?.definitionsAvailable === false && (
        <p className="note">
          This account's workflow definitions are changed with the SuiteCloud CLI (object:import, then project:deploy),
          so EDIT, CLONE, PAUSE and ACTIVATE are not offered here.
        </p>
      )}
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
      <ModalDialog
        open={viewing !== undefined}
        title={viewing?.name ?? 'WORKFLOW'}
        onClose={() => setViewing(undefined)}
      >
        {viewing !== undefined && <WorkflowDefinitionView scriptId={viewing.scriptId} />}
      </ModalDialog>
      <ModalDialog open={logs} title="WORKFLOW.LOGS" onClose={() => setLogs(false)}>
        {logs && <WorkflowLogs />}
      </ModalDialog>
    </div>
  );
}
