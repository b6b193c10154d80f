import { type AccountIntegration, INTEGRATION_STATUSES, type IntegrationStatus } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration } from '../../format/figures.ts';
import { SectionCard, type SectionFigure } from '../../netsuite/section-card.tsx';

const STATUS_DOT: Readonly<Record<IntegrationStatus, string>> = {
  active: 'ok',
  connected: 'ok',
  warning: 'warning',
  disconnected: 'off',
  error: 'error',
  'in-progress': 'warning',
};

function figures(integration: AccountIntegration): SectionFigure[] {
  const last = {
    label: integration.kind === 'api' ? 'LAST.CALL' : integration.kind === 'custom' ? 'LAST.CHANGED' : 'CREATED',
    value: integration.lastActivity === null ? 'Never' : <TimeAgo at={integration.lastActivity} />,
  };
  if (integration.kind === 'api') {
    return [
      { label: 'REQUESTS', value: (integration.requests ?? 0).toLocaleString() },
      {
        label: 'AVG.RESPONSE',
        value: integration.avgResponseMs === null ? 'N/A' : formatDuration(integration.avgResponseMs),
      },
      { label: 'ENDPOINTS', value: integration.endpoints.join(', ') },
      last,
    ];
  }
  if (integration.kind === 'third-party') {
    return [
      { label: 'AUTHENTICATION', value: integration.type ?? 'Unknown' },
      { label: 'ACTIVE.TOKENS', value: integration.activeTokens ?? 0 },
      last,
    ];
  }
  return [
    { label: 'TECHNOLOGY', value: integration.technology ?? 'Unknown' },
    { label: 'SCRIPT.ID', value: <code>{integration.endpoints[0]}</code> },
    last,
  ];
}

const live = (integration: AccountIntegration) => integration.status === 'active' || integration.status === 'connected';

/**
 * The product's own bridge RESTlet (packages/api/src/netsuite/bridge/contract.ts): pausing it
 * would stop the saved searches and these pages, so it is not offered.
 */
const BRIDGE_SCRIPT_ID = 'customscript_erp_agent_bridge';

const changeable = (integration: AccountIntegration) =>
  integration.kind === 'custom' && integration.endpoints[0] !== BRIDGE_SCRIPT_ID;

export interface IntegrationActions {
  /**
   * PAUSE / ACTIVATE of a custom integration (a RESTlet or Suitelet): its deployments turned off
   * or on in the account. Absent when the role may not change deployments.
   */
  readonly setDeployed?: (integration: AccountIntegration, isDeployed: boolean) => Promise<unknown>;
  /**
   * BLOCK / ENABLE of a third-party integration record: its state in the account. Absent when the
   * role may not change the account.
   */
  readonly setEnabled?: (integration: AccountIntegration, enabled: boolean) => Promise<unknown>;
}

const record = (integration: AccountIntegration) => integration.kind === 'third-party';

/** NETSUITE.INTEGRATIONS (001): tabs api, third-party and custom over the account's integrations. */
export const integrationsListConfig = ({
  setDeployed,
  setEnabled,
}: IntegrationActions = {}): ResourceListConfig<AccountIntegration> => ({
  label: 'Integrations',
  noun: { one: 'integration', other: 'integrations' },
  recordId: (integration) => integration.id,
  recordLabel: (integration) => integration.name,
  columns: [
    {
      id: 'name',
      header: 'NAME',
      cell: (integration) => integration.name,
      sortValue: (integration) => integration.name,
    },
  ],
  layout: {
    kind: 'cards',
    card: (integration) => (
      <SectionCard
        title={integration.name}
        description={integration.description}
        badges={
          <span className="status-dot" data-state={STATUS_DOT[integration.status]}>
            {integration.status}
          </span>
        }
        figures={figures(integration)}
      />
    ),
  },
  tabs: [
    { id: 'api', label: 'API', keep: (integration) => integration.kind === 'api' },
    { id: 'third-party', label: 'THIRD.PARTY', keep: (integration) => integration.kind === 'third-party' },
    { id: 'custom', label: 'CUSTOM', keep: (integration) => integration.kind === 'custom' },
  ],
  search: {
    label: 'SEARCH.INTEGRATIONS',
    placeholder: 'Search integrations...',
    fields: [(integration) => integration.name, (integration) => integration.description],
  },
  filters: [
    {
      id: 'status',
      label: 'STATUS',
      allLabel: 'All Status',
      options: INTEGRATION_STATUSES.map((status) => ({ value: status, label: status })),
      value: (integration) => integration.status,
    },
  ],
  tiles: [
    { label: 'INTEGRATIONS', value: (integrations) => integrations.length },
    { label: 'CONNECTED', value: (integrations) => integrations.filter(live).length },
    {
      label: 'AGENT.REQUESTS',
      value: (integrations) =>
        integrations.reduce((sum, integration) => sum + (integration.requests ?? 0), 0).toLocaleString(),
    },
    {
      label: 'ACTIVE.TOKENS',
      value: (integrations) => integrations.reduce((sum, integration) => sum + (integration.activeTokens ?? 0), 0),
    },
  ],
  rowActions: [
    ...(setEnabled === undefined
      ? []
      : ([
          {
            id: 'block',
            label: 'BLOCK',
            tone: 'danger',
            available: (integration) => record(integration) && integration.status === 'connected',
            confirm: ([integration]) =>
              `Block ${integration?.name}? NetSuite refuses its tokens until it is enabled again; the tokens are kept.`,
            run: (integration) => setEnabled(integration, false),
          },
          {
            id: 'enable',
            label: 'ENABLE',
            available: (integration) => record(integration) && integration.status === 'disconnected',
            run: (integration) => setEnabled(integration, true),
          },
        ] satisfies ResourceAction<AccountIntegration>[])),
    ...(setDeployed === undefined
      ? []
      : ([
          {
            id: 'pause',
            label: 'PAUSE',
            available: (integration) => changeable(integration) && integration.status === 'active',
            confirm: ([integration]) =>
              `Pause ${integration?.name}? Its deployments stop answering calls until activated.`,
            run: (integration) => setDeployed(integration, false),
          },
          {
            id: 'activate',
            label: 'ACTIVATE',
            available: (integration) => changeable(integration) && integration.status !== 'active',
            run: (integration) => setDeployed(integration, true),
          },
        ] satisfies ResourceAction<AccountIntegration>[])),
  ],
  emptyText: 'The account has no integrations.',
});
