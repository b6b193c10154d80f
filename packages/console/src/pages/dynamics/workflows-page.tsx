import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../auth/use-permission.ts';
import { ResourceList } from '../../components/resource-list/index.ts';
import { dynamicsClient } from '../../dynamics/dynamics-client.ts';
import { dynamicsProcessesQuery, useDynamicsChange } from '../../dynamics/dynamics-queries.ts';
import { DynamicsPage } from './dynamics-page.tsx';
import { workflowsListConfig } from './workflows-list-config.tsx';

function WorkflowsList() {
  const query = useQuery(dynamicsProcessesQuery);
  const setState = useDynamicsChange((id: string, active: boolean) => dynamicsClient.setProcessState(id, active));
  // The API refuses a change of state without records:write; the screen does not offer one either.
  const mayChange = usePermission('records:write');
  const config = useMemo(
    () => workflowsListConfig(mayChange ? (process, active) => setState(process.id, active) : undefined),
    [mayChange, setState],
  );
  return <ResourceList config={config} source={query} />;
}

/** DYNAMICS.WORKFLOWS: the connected environment's processes, turned on and off through the Web API. */
export function DynamicsWorkflowsPage() {
  return (
    <DynamicsPage
      title="DYNAMICS.WORKFLOWS"
      intro="Business process flows, Power Automate flows and classic workflows of the connected environment."
    >
      <WorkflowsList />
    </DynamicsPage>
  );
}
