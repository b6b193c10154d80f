import { type AccountWorkflow, WORKFLOW_CATEGORIES, type WorkflowStatus } from '@erp-agent/core';
import type { ReactNode } from 'react';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration, formatPercent } from '../../format/figures.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';

const STATUS_DOT: Readonly<Record<WorkflowStatus, string>> = { active: 'ok', testing: 'warning', inactive: 'off' };

/** 001: the first two actions, then how many more. */
export function actionsText(actions: readonly string[]): string {
  if (actions.length === 0) return 'None';
  const shown = actions.slice(0, 2).join('; ');
  return actions.length > 2 ? `${shown} +${actions.length - 2} more` : shown;
}

function WorkflowCard({ workflow }: { workflow: AccountWorkflow }) {
  return (
    <SectionCard
      title={workflow.name}
      description={workflow.description}
      badges={
        <>
          <span className="tag">{workflow.category}</span>
          <span className="status-dot" data-state={STATUS_DOT[workflow.status]}>
            {workflow.status}
          </span>
        </>
      }
      figures={[
        { label: 'RECORD.TYPE', value: workflow.recordType },
        { label: 'RELEASE.STATUS', value: workflow.releaseStatus },
        { label: 'EXECUTIONS.30D', value: workflow.executions30d.toLocaleString() },
        {
          label: 'AVG.PROCESSING',
          value: workflow.avgProcessingMs === null ? 'N/A' : formatDuration(workflow.avgProcessingMs),
        },
        { label: 'SUCCESS.RATE', value: workflow.successRate === null ? 'N/A' : formatPercent(workflow.successRate) },
        { label: 'OWNER', value: workflow.owner ?? 'Unknown' },
        { label: 'TRIGGERS', value: workflow.triggers.join(', ') },
        { label: 'CONDITIONS', value: workflow.conditions ?? 'None' },
        { label: 'ACTIONS', value: actionsText(workflow.actions) },
        { label: 'APPROVERS', value: workflow.approvers.join(', ') || 'None' },
        {
          label: 'LAST.TRIGGERED',
          value: workflow.lastTriggered === null ? 'Never' : <TimeAgo at={workflow.lastTriggered} />,
        },
      ]}
    />
  );
}

export interface WorkflowActions {
  /** VIEW: the workflow's definition; absent when the account serves none. */
  readonly view?: (workflow: AccountWorkflow) => void;
  /**
   * EDIT and CLONE: a SuiteCloud project of the workflow (as it is, or a copy under its own
   * script id), opened for review; absent like setRelease.
   */
  readonly edit?: (workflow: AccountWorkflow) => Promise<unknown>;
  readonly clone?: (workflow: AccountWorkflow) => Promise<unknown>;
  /** Absent when the role may not change workflows or the account's definitions cannot be deployed from here. */
  readonly setRelease?: (workflow: AccountWorkflow, releaseStatus: 'RELEASED' | 'SUSPENDED') => Promise<unknown>;
}

/** Instances of the last 30 days, and the share of finished ones that did not fail, over every workflow. */
export function workflowTotals(workflows: readonly AccountWorkflow[]) {
  const executions = workflows.reduce((sum, workflow) => sum + workflow.executions30d, 0);
  const completed = workflows.reduce((sum, workflow) => sum + workflow.completed30d, 0);
  const failed = workflows.reduce((sum, workflow) => sum + workflow.failed30d, 0);
  const finished = completed + failed;
  return { executions, successRate: finished === 0 ? null : Math.round((completed / finished) * 1000) / 10 };
}

/**
 * NETSUITE.WORKFLOWS (001): the account's workflows as a configuration of the generic list, with
 * `templates` drawn in the TEMPLATES tab 001 puts between INACTIVE and ALL.WORKFLOWS.
 */
export function workflowsListConfig(
  actions: WorkflowActions,
  templates: () => ReactNode,
): ResourceListConfig<AccountWorkflow> {
  const { setRelease, view, edit, clone } = actions;
  // 001's order on the card: VIEW, EDIT, CLONE, then PAUSE or ACTIVATE.
  const viewActions: ResourceAction<AccountWorkflow>[] = [
    ...(view === undefined ? [] : [{ id: 'view', label: 'VIEW', run: view }]),
    ...(edit === undefined ? [] : [{ id: 'edit', label: 'EDIT', run: edit }]),
    ...(clone === undefined ? [] : [{ id: 'clone', label: 'CLONE', run: clone }]),
  ];
  const stateActions: ResourceAction<AccountWorkflow>[] =
    setRelease === undefined
      ? []
      : [
          {
            id: 'pause',
            label: 'PAUSE',
            available: (workflow) => workflow.status === 'active',
            confirm: ([workflow]) =>
              `Suspend ${workflow?.name}? It starts no new instances in the account until activated.`,
            run: (workflow) => setRelease(workflow, 'SUSPENDED'),
          },
          {
            id: 'activate',
            label: 'ACTIVATE',
            available: (workflow) => workflow.status !== 'active',
            run: (workflow) => setRelease(workflow, 'RELEASED'),
          },
        ];
  return {
    label: 'Workflows',
    noun: { one: 'workflow', other: 'workflows' },
    recordId: (workflow) => workflow.id,
    recordLabel: (workflow) => workflow.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (workflow) => workflow.name, sortValue: (workflow) => workflow.name },
    ],
    layout: { kind: 'cards', card: (workflow) => <WorkflowCard workflow={workflow} /> },
    tabs: [
      { id: 'active', label: 'ACTIVE.WORKFLOWS', keep: (workflow) => workflow.status === 'active' },
      { id: 'inactive', label: 'INACTIVE', keep: (workflow) => workflow.status === 'inactive' },
      { id: 'templates', label: 'TEMPLATES', panel: templates },
      { id: 'all', label: 'ALL.WORKFLOWS' },
    ],
    search: {
      label: 'SEARCH.WORKFLOWS',
      placeholder: 'Search workflows...',
      fields: [(workflow) => workflow.name, (workflow) => workflow.description, (workflow) => workflow.recordType],
    },
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: WORKFLOW_CATEGORIES.map((category) => ({ value: category, label: category })),
        value: (workflow) => workflow.category,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions: [...viewActions, ...stateActions],
    tiles: [
      { label: 'TOTAL.WORKFLOWS', value: (workflows) => workflows.length },
      {
        label: 'ACTIVE.WORKFLOWS',
        value: (workflows) => workflows.filter((workflow) => workflow.status === 'active').length,
      },
      { label: 'EXECUTIONS.30D', value: (workflows) => workflowTotals(workflows).executions.toLocaleString() },
      {
        label: 'SUCCESS.RATE',
        value: (workflows) => {
          const rate = workflowTotals(workflows).successRate;
          return rate === null ? 'N/A' : formatPercent(rate);
        },
      },
    ],
    emptyText: 'The account has no workflows.',
  };
}
