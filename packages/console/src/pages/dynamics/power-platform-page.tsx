import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../auth/use-permission.ts';
import { ResourceList } from '../../components/resource-list/index.ts';
import { dynamicsClient } from '../../dynamics/dynamics-client.ts';
import { dynamicsPowerPlatformQuery, useDynamicsChange } from '../../dynamics/dynamics-queries.ts';
import { DynamicsPage } from './dynamics-page.tsx';
import { powerPlatformListConfig } from './power-platform-list-config.tsx';

function PowerPlatformList() {
  const query = useQuery(dynamicsPowerPlatformQuery);
  const setState = useDynamicsChange((id: string, on: boolean) => dynamicsClient.setProcessState(id, on));
  const mayChange = usePermission('records:write');
  const config = useMemo(
    () => powerPlatformListConfig(mayChange ? (flow, on) => setState(flow.id, on) : undefined),
    [mayChange, setState],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.items }), [query]);
  return (
    <>
      {query.data !== undefined && (
        <p className="note" role="note">
          POWER.BI: {query.data.powerBi.message}
        </p>
      )}
      <ResourceList config={config} source={source} />
    </>
  );
}

/** POWER.PLATFORM: apps, flows and agents of the connected environment; flows turned on and off through the Web API. */
export function PowerPlatformPage() {
  return (
    <DynamicsPage title="POWER.PLATFORM" intro="Low-code/no-code application development and automation.">
      <PowerPlatformList />
    </DynamicsPage>
  );
}
