import {
  SAP_STATES,
  type SapActionRequest,
  type SapAddOn,
  type SapIntegrations,
  type SapServiceLayerApi,
  type SapThirdParty,
} from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../../components/resource-list/index.ts';
import { Facts, SapDate, SapStatus } from '../sap-status.tsx';

/** The three kinds of record SAP.INTEGRATIONS lists, one tab each. */
export type IntegrationRecord =
  | { readonly kind: 'api'; readonly api: SapServiceLayerApi }
  | { readonly kind: 'third-party'; readonly connection: SapThirdParty }
  | { readonly kind: 'connector'; readonly addOn: SapAddOn };

export function integrationRecords(integrations: SapIntegrations): IntegrationRecord[] {
  return [
    ...integrations.apis.map((api): IntegrationRecord => ({ kind: 'api', api })),
    ...integrations.thirdParty.map((connection): IntegrationRecord => ({ kind: 'third-party', connection })),
    ...integrations.connectors.map((addOn): IntegrationRecord => ({ kind: 'connector', addOn })),
  ];
}

function fieldsOf(record: IntegrationRecord) {
  switch (record.kind) {
    case 'api':
      return {
        id: record.api.id,
        name: record.api.name,
        description: record.api.description,
        status: record.api.status,
      };
    case 'third-party':
      return {
        id: record.connection.code,
        name: record.connection.name,
        description: record.connection.description,
        status: record.connection.status,
      };
    case 'connector':
      return {
        id: record.addOn.code,
        name: record.addOn.name,
        description: record.addOn.description,
        status: record.addOn.status,
      };
  }
}

function IntegrationCard({ record }: { record: IntegrationRecord }) {
  const { name, description, status } = fieldsOf(record);
  return (
    <>
      <div className="sap-card-heading">
        <h2 className="sap-card-title">{name}</h2>
        <SapStatus status={status} />
      </div>
      <p className="muted">{description}</p>
      {record.kind === 'api' && (
        <Facts
          facts={[
            ['ENDPOINT', <code key="endpoint">{record.api.endpoint}</code>],
            ['REQUESTS.24H', record.api.requests24h],
            [
              'AVG.RESPONSE',
              record.api.avgResponseTimeMs === null ? '–' : `${Math.round(record.api.avgResponseTimeMs)}ms`,
            ],
            ['LAST.USED', <SapDate key="used" at={record.api.lastUsed} time />],
            ['VERSION', record.api.version],
          ]}
        />
      )}
      {record.kind === 'third-party' && (
        <Facts
          facts={[
            ['TYPE', record.connection.type],
            ['FREQUENCY', record.connection.syncFrequency],
            ['LAST.SYNC', <SapDate key="sync" at={record.connection.lastSync} time />],
            [record.connection.countName.toUpperCase(), record.connection.count.toLocaleString()],
          ]}
        />
      )}
      {record.kind === 'connector' && (
        <Facts
          facts={[
            ['VERSION', record.addOn.version],
            ['UPDATED', <SapDate key="updated" at={record.addOn.lastUpdate} />],
            ['COMPLEXITY', record.addOn.complexity],
            ['FEATURES', record.addOn.features.join(', ')],
          ]}
        />
      )}
    </>
  );
}

/**
 * SAP.INTEGRATIONS as a configuration of the generic list: Service Layer's APIs with this
 * product's own measured use of them, third-party connections and connector add-ons, whose
 * state actions change the company's registries through Service Layer.
 */
export function integrationsListConfig(
  act: ((request: SapActionRequest) => Promise<void>) | undefined,
): ResourceListConfig<IntegrationRecord> {
  const onConnection = (
    id: string,
    label: string,
    action: 'connect' | 'sync',
    available: (connection: SapThirdParty) => boolean,
  ): ResourceAction<IntegrationRecord> => ({
    id,
    label,
    available: (record) => record.kind === 'third-party' && available(record.connection),
    run: (record) =>
      record.kind === 'third-party' && act?.({ target: 'integration', code: record.connection.code, action }),
  });
  const onConnector = (label: string, action: 'activate' | 'deactivate'): ResourceAction<IntegrationRecord> => ({
    id: action,
    label,
    available: (record) =>
      record.kind === 'connector' && (record.addOn.status === 'active') === (action === 'deactivate'),
    run: (record) => record.kind === 'connector' && act?.({ target: 'connector', code: record.addOn.code, action }),
  });
  return {
    label: 'SAP integrations',
    noun: { one: 'integration', other: 'integrations' },
    recordId: (record) => `${record.kind}:${fieldsOf(record).id}`,
    recordLabel: (record) => fieldsOf(record).name,
    columns: [
      {
        id: 'name',
        header: 'NAME',
        cell: (record) => fieldsOf(record).name,
        sortValue: (record) => fieldsOf(record).name,
      },
    ],
    search: {
      label: 'SEARCH.INTEGRATIONS',
      placeholder: 'Name or description',
      fields: [(record) => fieldsOf(record).name, (record) => fieldsOf(record).description],
    },
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: SAP_STATES.map((state) => ({ value: state, label: state })),
        value: (record) => fieldsOf(record).status,
      },
    ],
    tabs: [
      { id: 'service-layer', label: 'SERVICE.LAYER', keep: (record) => record.kind === 'api' },
      { id: 'third-party', label: 'THIRD.PARTY', keep: (record) => record.kind === 'third-party' },
      { id: 'add-on-connectors', label: 'ADD.ON.CONNECTORS', keep: (record) => record.kind === 'connector' },
    ],
    layout: { kind: 'cards', card: (record) => <IntegrationCard record={record} /> },
    // Without `act` (a role that may not change them) no state action is offered.
    rowActions: act
      ? [
          // 001 section 4: a disconnected connection offers CONNECT; the others sync.
          onConnection('connect', 'CONNECT', 'connect', (connection) => connection.status === 'disconnected'),
          onConnection('sync', 'SYNC', 'sync', (connection) => connection.status !== 'disconnected'),
          onConnector('DEACTIVATE', 'deactivate'),
          onConnector('ACTIVATE', 'activate'),
        ]
      : [],
    tiles: [
      {
        label: 'API.REQUESTS.24H',
        value: (records) =>
          records.reduce((sum, record) => sum + (record.kind === 'api' ? record.api.requests24h : 0), 0),
      },
      {
        label: 'CONNECTED',
        value: (records) => {
          const connections = records.filter((record) => record.kind === 'third-party');
          const connected = connections.filter((record) => record.connection.status === 'connected');
          return `${connected.length}/${connections.length}`;
        },
      },
      {
        label: 'ACTIVE.CONNECTORS',
        value: (records) =>
          records.filter((record) => record.kind === 'connector' && record.addOn.status === 'active').length,
      },
      {
        label: 'NEEDS.ATTENTION',
        value: (records) =>
          records.filter((record) => ['warning', 'error', 'disconnected'].includes(fieldsOf(record).status)).length,
      },
    ],
    emptyText: 'This company has no integrations registered.',
  };
}
