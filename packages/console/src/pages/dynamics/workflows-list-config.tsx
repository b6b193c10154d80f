import { DYNAMICS_WORKFLOW_CATEGORIES, type DynamicsProcess } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { countFormat, DynamicsCard, formatPercent, formatWhen } from './dynamics-card.tsx';

export type SetProcessState = (process: DynamicsProcess, active: boolean) => Promise<unknown>;

const days = (value: number | null) => (value === null ? null : `${value.toFixed(1)} days`);

function card(process: DynamicsProcess) {
  const common = [
    ['CATEGORY', process.category],
    ['ENTITY', process.entity],
  ] as const;
  if (process.kind === 'business-process') {
    return (
      <DynamicsCard
        title={process.name}
        description={process.description}
        status={process.status}
        facts={[
          ...common,
          ['ACTIVE.RECORDS', process.activeRecords],
          ['COMPLETION.RATE', formatPercent(process.completionRate)],
          ['AVG.DURATION', days(process.averageDurationDays)],
          ['OWNER', process.owner],
        ]}
      >
        <ol className="dynamics-stages" aria-label="STAGES">
          {process.stages.map((stage) => (
            <li key={stage}>{stage}</li>
          ))}
        </ol>
      </DynamicsCard>
    );
  }
  const flow = process.kind === 'cloud-flow';
  return (
    <DynamicsCard
      title={process.name}
      description={process.description}
      status={process.status}
      facts={[
        ...common,
        [flow ? 'TRIGGER' : 'TRIGGER.EVENTS', process.trigger],
        [flow ? 'RUNS.30D' : 'EXECUTIONS.30D', process.runs30d === null ? null : countFormat.format(process.runs30d)],
        ...(flow ? ([['SUCCESS.RATE', formatPercent(process.successRate)]] as const) : []),
        [flow ? 'LAST.RUN' : 'LAST.TRIGGERED', formatWhen(process.lastRun)],
        ['OWNER', process.owner],
      ]}
    />
  );
}

/**
 * DYNAMICS.WORKFLOWS (001 section 2): business process flows, Power Automate cloud flows and
 * classic workflows from the workflow table. Flows offer PAUSE when active, classic workflows
 * DEACTIVATE; either offers ACTIVATE otherwise (001 section 4), made through the Web API.
 */
export function workflowsListConfig(setState: SetProcessState | undefined): ResourceListConfig<DynamicsProcess> {
  const state = (
    id: string,
    label: string,
    kind: DynamicsProcess['kind'],
    active: boolean,
  ): ResourceAction<DynamicsProcess> => ({
    id,
    label,
    available: (process) => process.kind === kind && (process.status === 'active') !== active,
    run: (process) => setState?.(process, active),
  });
  return {
    label: 'Dynamics 365 workflows',
    noun: { one: 'workflow', other: 'workflows' },
    recordId: (process) => process.id,
    recordLabel: (process) => process.name,
    columns: [{ id: 'name', header: 'NAME', sortValue: (process) => process.name, cell: (process) => process.name }],
    search: {
      label: 'SEARCH.WORKFLOWS',
      placeholder: 'Search workflows...',
      fields: [(process) => process.name, (process) => process.description],
    },
    tabs: [
      {
        id: 'business-process',
        label: 'BUSINESS.PROCESS.FLOWS',
        keep: (process) => process.kind === 'business-process',
      },
      { id: 'power-automate', label: 'POWER.AUTOMATE', keep: (process) => process.kind === 'cloud-flow' },
      { id: 'classic', label: 'CLASSIC.WORKFLOWS', keep: (process) => process.kind === 'classic' },
    ],
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: DYNAMICS_WORKFLOW_CATEGORIES.map((category) => ({ value: category, label: category })),
        value: (process) => process.category,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    // Without `setState` (a role that may not change the environment) no state action is offered.
    rowActions: setState
      ? [
          state('pause', 'PAUSE', 'cloud-flow', false),
          state('activate-flow', 'ACTIVATE', 'cloud-flow', true),
          state('deactivate', 'DEACTIVATE', 'classic', false),
          state('activate-classic', 'ACTIVATE', 'classic', true),
        ]
      : [],
    layout: { kind: 'cards', card },
    tiles: [
      {
        label: 'BUSINESS.PROCESS.FLOWS',
        value: (processes) => processes.filter((process) => process.kind === 'business-process').length,
      },
      {
        label: 'POWER.AUTOMATE',
        value: (processes) => processes.filter((process) => process.kind === 'cloud-flow').length,
      },
      {
        label: 'CLASSIC.WORKFLOWS',
        value: (processes) => processes.filter((process) => process.kind === 'classic').length,
      },
      { label: 'ACTIVE', value: (processes) => processes.filter((process) => process.status === 'active').length },
    ],
    emptyText: 'The environment has no processes.',
  };
}
