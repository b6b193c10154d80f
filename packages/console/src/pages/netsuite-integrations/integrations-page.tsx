import type { AccountIntegration } from '@erp-agent/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../auth/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { netsuiteSectionsClient } from '../../netsuite/netsuite-sections-client.ts';
import { integrationsQuery, scriptsQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { PeriodSelect, usePeriodParam } from '../../netsuite/period-select.tsx';
import { integrationsListConfig } from './integrations-list-config.tsx';

/**
 * NETSUITE.INTEGRATIONS (001): NetSuite's APIs with the agent's use of them, integration records,
 * which a role that may change the account can BLOCK and ENABLE, and RESTlets and Suitelets, which
 * it can PAUSE and ACTIVATE.
 */
export function NetsuiteIntegrationsPage() {
  const [period, choose] = usePeriodParam();
  const query = useQuery({ ...integrationsQuery(period), placeholderData: keepPreviousData });
  const source = useMemo(() => ({ ...query, data: query.data?.integrations }), [query]);
  const mayDeploy = useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);
  const queryClient = useQueryClient();
  const config = useMemo(
    () =>
      integrationsListConfig(
        mayDeploy
          ? {
              setDeployed: async (integration: AccountIntegration, isDeployed: boolean) => {
                // A custom integration is a script (`script-<id>`): its deployments are the script's.
                const scripts = await queryClient.fetchQuery(scriptsQuery);
                const script = scripts.scripts.find((one) => `script-${one.id}` === integration.id);
                if (script === undefined) throw new Error(`${integration.name} is no longer in the account.`);
                for (const deployment of script.deployments) {
                  if (deployment.isDeployed !== isDeployed)
                    await netsuiteSectionsClient.setDeployment(deployment.id, { isDeployed });
                }
                await Promise.all([
                  queryClient.invalidateQueries({ queryKey: ['netsuite', 'integrations'] }),
                  queryClient.invalidateQueries(scriptsQuery),
                ]);
              },
              setEnabled: async (integration: AccountIntegration, enabled: boolean) => {
                // A third-party row is an integration record (`integration-<id>`).
                const id = integration.id.replace(/^integration-/, '');
                try {
                  await netsuiteSectionsClient.setIntegrationState(id, { state: enabled ? 'ENABLED' : 'BLOCKED' });
                } finally {
                  await queryClient.invalidateQueries({ queryKey: ['netsuite', 'integrations'] });
                }
              },
            }
          : {},
      ),
    [mayDeploy, queryClient],
  );
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.INTEGRATIONS"
        intro="NetSuite's APIs with the agent's calls to them, the account's integration records and its own RESTlets and Suitelets."
        actions={<PeriodSelect period={period} onChange={choose} />}
      />
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
    </div>
  );
}
