import type { DynamicsPowerItem } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { countFormat, DynamicsCard, formatPercent, formatWhen } from './dynamics-card.tsx';

export type SetFlowState = (flow: DynamicsPowerItem, on: boolean) => Promise<unknown>;

function facts(item: DynamicsPowerItem): readonly (readonly [string, string | number | null])[] {
  const common = [
    ['TYPE', item.type],
    ['OWNER', item.owner],
    ['LAST.MODIFIED', formatWhen(item.lastModified)],
  ] as const;
  if (item.kind === 'app') {
    return [...common, ['VERSION', item.version], ['CONNECTIONS', item.connections.join(', ') || null]];
  }
  if (item.kind === 'flow') {
    return [
      ...common,
      ['TRIGGER', item.trigger],
      ['ACTIONS', item.actions],
      ['RUNS.30D', item.runs30d === null ? null : countFormat.format(item.runs30d)],
      ['SUCCESS.RATE', formatPercent(item.successRate) ?? 'N/A'],
      ['LAST.RUN', formatWhen(item.lastRun)],
    ];
  }
  return [
    ...common,
    ['CONVERSATIONS.30D', item.conversations30d],
    ['RESOLUTION.RATE', formatPercent(item.resolutionRate)],
    ['AVG.SATISFACTION', item.averageSatisfaction === null ? null : item.averageSatisfaction.toFixed(1)],
    ['TOPICS', item.topics],
    ['LANGUAGES', item.languages.join(', ') || null],
  ];
}

/**
 * POWER.PLATFORM (001 section 2): Power Apps, Power Automate flows and Copilot Studio agents from
 * Dataverse. A flow offers TURN.OFF when on and TURN.ON when off (001 section 4). Power BI lives
 * outside Dataverse: its tab holds no records and the screen says why.
 */
export function powerPlatformListConfig(setFlow: SetFlowState | undefined): ResourceListConfig<DynamicsPowerItem> {
  const turn = (on: boolean): ResourceAction<DynamicsPowerItem> => ({
    id: on ? 'turn-on' : 'turn-off',
    label: on ? 'TURN.ON' : 'TURN.OFF',
    available: (item) => item.kind === 'flow' && (item.status === 'on') !== on,
    run: (item) => setFlow?.(item, on),
  });
  return {
    label: 'Power Platform',
    noun: { one: 'item', other: 'items' },
    recordId: (item) => item.id,
    recordLabel: (item) => item.name,
    columns: [{ id: 'name', header: 'NAME', sortValue: (item) => item.name, cell: (item) => item.name }],
    search: {
      label: 'SEARCH.POWER.PLATFORM',
      placeholder: 'Search apps, flows and agents...',
      fields: [(item) => item.name, (item) => item.description],
    },
    tabs: [
      { id: 'apps', label: 'POWER.APPS', keep: (item) => item.kind === 'app' },
      { id: 'bi', label: 'POWER.BI', keep: () => false },
      { id: 'automate', label: 'POWER.AUTOMATE', keep: (item) => item.kind === 'flow' },
      { id: 'agents', label: 'VIRTUAL.AGENTS', keep: (item) => item.kind === 'agent' },
    ],
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: ['published', 'draft', 'on', 'off'].map((status) => ({ value: status, label: status })),
        value: (item) => item.status,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    // Without `setFlow` (a role that may not change the environment) TURN.ON and TURN.OFF are not offered.
    rowActions: setFlow ? [turn(false), turn(true)] : [],
    layout: {
      kind: 'cards',
      card: (item) => (
        <DynamicsCard title={item.name} description={item.description} status={item.status} facts={facts(item)} />
      ),
    },
    tiles: [
      { label: 'APPS', value: (items) => items.filter((item) => item.kind === 'app').length },
      { label: 'REPORTS', value: () => 'Not reachable' },
      { label: 'FLOWS', value: (items) => items.filter((item) => item.kind === 'flow').length },
      { label: 'AGENTS', value: (items) => items.filter((item) => item.kind === 'agent').length },
    ],
    emptyText: 'The environment has no apps, flows or agents.',
  };
}
