import { WORKFLOW_INSTANCE_STATUSES, type WorkflowInstance } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration } from '../../format/figures.ts';

const STATUS_DOT: Readonly<Record<string, string>> = { Complete: 'ok', 'In Progress': 'warning', Failed: 'error' };

/**
 * VIEW.LOGS of NETSUITE.WORKFLOWS: the workflows' instances of 30 days as a table, newest first,
 * searched by workflow or record and filtered by status and workflow. It sits in a dialog, so its
 * view stays out of the address the workflows list keeps its own in.
 */
export function workflowLogsListConfig(workflowNames: readonly string[]): ResourceListConfig<WorkflowInstance> {
  return {
    label: 'Workflow instances',
    noun: { one: 'instance', other: 'instances' },
    recordId: (instance) => instance.id,
    recordLabel: (instance) => `${instance.workflow} on ${instance.recordType} ${instance.recordId}`,
    viewIn: 'local',
    columns: [
      {
        id: 'started',
        header: 'STARTED',
        cell: (instance) => <TimeAgo at={instance.started} />,
        sortValue: (instance) => instance.started,
      },
      {
        id: 'workflow',
        header: 'WORKFLOW',
        cell: (instance) => instance.workflow,
        sortValue: (instance) => instance.workflow,
      },
      { id: 'record', header: 'RECORD', cell: (instance) => `${instance.recordType} #${instance.recordId}` },
      {
        id: 'status',
        header: 'STATUS',
        cell: (instance) => (
          <span className="status-dot" data-state={STATUS_DOT[instance.status] ?? 'off'}>
            {instance.status}
          </span>
        ),
      },
      {
        id: 'duration',
        header: 'DURATION',
        cell: (instance) => (instance.durationMs === null ? 'Running' : formatDuration(instance.durationMs)),
        sortValue: (instance) => instance.durationMs,
      },
    ],
    search: {
      label: 'SEARCH.LOGS',
      placeholder: 'Search by workflow or record...',
      fields: [(instance) => instance.workflow, (instance) => `${instance.recordType} #${instance.recordId}`],
    },
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: WORKFLOW_INSTANCE_STATUSES.map((status) => ({ value: status, label: status })),
        value: (instance) => instance.status,
      },
      {
        id: 'workflow',
        label: 'WORKFLOW',
        allLabel: 'All Workflows',
        options: workflowNames.map((name) => ({ value: name, label: name })),
        value: (instance) => instance.workflow,
      },
    ],
    defaultSort: { column: 'started', direction: 'desc' },
    pageSize: 20,
    tiles: [
      { label: 'INSTANCES', value: (instances) => instances.length.toLocaleString() },
      {
        label: 'FAILED',
        value: (instances) => instances.filter((instance) => instance.status === 'Failed').length.toLocaleString(),
      },
      {
        label: 'IN.PROGRESS',
        value: (instances) => instances.filter((instance) => instance.status === 'In Progress').length.toLocaleString(),
      },
    ],
    emptyText: 'No workflow started in the last 30 days.',
  };
}
