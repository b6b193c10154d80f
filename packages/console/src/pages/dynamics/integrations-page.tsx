import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../auth/use-permission.ts';
import { ResourceList } from '../../components/resource-list/index.ts';
import { dynamicsClient } from '../../dynamics/dynamics-client.ts';
import { dynamicsIntegrationsQuery, useDynamicsChange } from '../../dynamics/dynamics-queries.ts';
import { DynamicsPage } from './dynamics-page.tsx';
import { integrationsListConfig } from './integrations-list-config.tsx';

function IntegrationsList() {
  const query = useQuery(dynamicsIntegrationsQuery);
  const connect = useDynamicsChange((id: string) => dynamicsClient.connectIntegration(id));
  const sync = useDynamicsChange(async (id: string) => {
    const result = await dynamicsClient.syncIntegration(id);
    if (result.outcome === 'failed') throw new Error(result.message ?? 'The sync failed.');
    return result;
  });
  // The API refuses CONNECT and SYNC.NOW without records:write; the screen does not offer them either.
  const mayChange = usePermission('records:write');
  const config = useMemo(
    () =>
      integrationsListConfig(
        mayChange
          ? { connect: (integration) => connect(integration.id), sync: (integration) => sync(integration.id) }
          : undefined,
      ),
    [mayChange, connect, sync],
  );
  return <ResourceList config={config} source={query} />;
}

/** DYNAMICS.INTEGRATIONS: the connected environment's connection references, connected and synced from here. */
export function DynamicsIntegrationsPage() {
  return (
    <DynamicsPage
      title="DYNAMICS.INTEGRATIONS"
      intro="Microsoft, third-party and Power Platform connections of the connected environment."
    >
      <IntegrationsList />
    </DynamicsPage>
  );
}
