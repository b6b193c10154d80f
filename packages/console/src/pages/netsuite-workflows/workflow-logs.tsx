import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ResourceList } from '../../components/resource-list/index.ts';
import { workflowInstancesQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { workflowLogsListConfig } from './workflow-logs-list-config.tsx';

/** VIEW.LOGS: what the workflows did in 30 days, instance by instance, read from the account. */
export function WorkflowLogs() {
  const query = useQuery(workflowInstancesQuery);
  const instances = query.data?.instances;
  const config = useMemo(
    () => workflowLogsListConfig([...new Set(instances?.map((instance) => instance.workflow))].sort()),
    [instances],
  );
  const source = useMemo(() => ({ ...query, data: instances }), [query, instances]);
  const total = query.data?.total ?? 0;
  return (
    <>
      {instances !== undefined && total > instances.length && (
        <p className="note">
          The latest {instances.length.toLocaleString()} of {total.toLocaleString()} instances of the last 30 days.
        </p>
      )}
      <ResourceList config={config} source={source} />
    </>
  );
}
