import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../auth/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { useWorkflowWrites, workflowsQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { WorkflowTemplates } from './workflow-templates.tsx';
import { workflowsListConfig } from './workflows-list-config.tsx';

/** NETSUITE.WORKFLOWS (001): the connected account's workflows, their last 30 days, release and suspend. */
export function NetsuiteWorkflowsPage() {
  const query = useQuery(workflowsQuery);
  const mayDeploy = useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);
  const changeable = mayDeploy && query.data?.definitionsAvailable === true;
  const { setRelease } = useWorkflowWrites();
  const config = useMemo(
    () =>
      workflowsListConfig(
        changeable ? { setRelease: (workflow, releaseStatus) => setRelease({ workflow, releaseStatus }) } : {},
        () => <WorkflowTemplates mayDeploy={mayDeploy} />,
      ),
    [changeable, mayDeploy, setRelease],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.workflows }), [query]);
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.WORKFLOWS"
        intro="The account's SuiteFlow workflows: what starts them, what their states do, and their instances of the last 30 days."
      />
      {mayDeploy && query.data?.definitionsAvailable === false && (
        <p className="note">
          This account's workflow definitions are changed with the SuiteCloud CLI (object:import, then project:deploy),
          so PAUSE and ACTIVATE are not offered here.
        </p>
      )}
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
    </div>
  );
}
