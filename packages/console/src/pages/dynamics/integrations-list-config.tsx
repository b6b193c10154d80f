import type { DynamicsIntegration } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { countFormat, DynamicsCard, formatPercent, formatWhen } from './dynamics-card.tsx';

export interface IntegrationActions {
  readonly connect: (integration: DynamicsIntegration) => Promise<unknown>;
  /** Rejects when the sync found the integration failing, so the list reports it. */
  readonly sync: (integration: DynamicsIntegration) => Promise<unknown>;
}

/** The share of this console's recorded sync runs that succeeded; null before any ran. */
export function syncRate(integrations: readonly DynamicsIntegration[]): number | null {
  const runs = integrations.reduce((sum, integration) => sum + integration.syncRuns, 0);
  const succeeded = integrations.reduce((sum, integration) => sum + integration.syncSucceeded, 0);
  return runs === 0 ? null : (succeeded / runs) * 100;
}

/**
 * DYNAMICS.INTEGRATIONS (001 section 2): the environment's connection references by the kind of
 * service they reach. A disconnected one offers CONNECT, the others SYNC.NOW (001 section 4).
 */
export function integrationsListConfig(
  actions: IntegrationActions | undefined,
): ResourceListConfig<DynamicsIntegration> {
  return {
    label: 'Dynamics 365 integrations',
    noun: { one: 'integration', other: 'integrations' },
    recordId: (integration) => integration.id,
    recordLabel: (integration) => integration.name,
    columns: [
      {
        id: 'name',
        header: 'NAME',
        sortValue: (integration) => integration.name,
        cell: (integration) => integration.name,
      },
    ],
    search: {
      label: 'SEARCH.INTEGRATIONS',
      placeholder: 'Search integrations...',
      fields: [(integration) => integration.name, (integration) => integration.description],
    },
    tabs: [
      { id: 'microsoft', label: 'MICROSOFT.ECOSYSTEM', keep: (integration) => integration.kind === 'microsoft' },
      { id: 'third-party', label: 'THIRD.PARTY', keep: (integration) => integration.kind === 'third-party' },
      { id: 'power-platform', label: 'POWER.PLATFORM', keep: (integration) => integration.kind === 'power-platform' },
    ],
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: ['connected', 'warning', 'disconnected'].map((status) => ({ value: status, label: status })),
        value: (integration) => integration.status,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    // Without `actions` (a role that may not change the environment) CONNECT and SYNC.NOW are not offered.
    rowActions: actions
      ? [
          {
            id: 'connect',
            label: 'CONNECT',
            available: (integration) => integration.status === 'disconnected',
            run: actions.connect,
          },
          {
            id: 'sync',
            label: 'SYNC.NOW',
            available: (integration) => integration.status !== 'disconnected',
            run: actions.sync,
          },
        ]
      : [],
    layout: {
      kind: 'cards',
      card: (integration) => (
        <DynamicsCard
          title={integration.name}
          description={integration.description}
          status={integration.status}
          facts={[
            ['TYPE', integration.type],
            ['CONNECTOR', integration.connectorId],
            ['FLOWS', integration.flows],
            ['APPS', integration.apps],
            ['RUNS.30D', countFormat.format(integration.runs30d)],
            ['FAILED.RUNS.30D', integration.failedRuns30d],
            ['LAST.ACTIVITY', formatWhen(integration.lastActivity)],
            ['LAST.SYNC', formatWhen(integration.lastSync)],
          ]}
        />
      ),
    },
    tiles: [
      {
        label: 'CONNECTED',
        value: (integrations) =>
          `${integrations.filter((integration) => integration.status === 'connected').length}/${integrations.length}`,
      },
      {
        label: 'RUNS.30D',
        value: (integrations) =>
          countFormat.format(integrations.reduce((sum, integration) => sum + integration.runs30d, 0)),
      },
      {
        label: 'FAILED.RUNS.30D',
        value: (integrations) => integrations.reduce((sum, integration) => sum + integration.failedRuns30d, 0),
      },
      { label: 'SYNC.RATE', value: (integrations) => formatPercent(syncRate(integrations)) ?? 'No syncs yet' },
    ],
    emptyText: 'The environment has no connection references.',
  };
}
