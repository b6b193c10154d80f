import { ACTIVITY_STATUSES, type DashboardActivity } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';

const STATUS_DOT: Readonly<Record<DashboardActivity['status'], string>> = {
  completed: 'ok',
  pending: 'warning',
  failed: 'error',
};

/** RECENT.ACTIVITIES of the NetSuite dashboard: records created in the account and the agent's calls. */
export const activitiesListConfig: ResourceListConfig<DashboardActivity> = {
  label: 'Recent activities',
  noun: { one: 'activity', other: 'activities' },
  recordId: (activity) => `${activity.time}-${activity.action}-${activity.details}`,
  recordLabel: (activity) => activity.action,
  columns: [
    {
      id: 'time',
      header: 'TIME',
      cell: (activity) => <TimeAgo at={activity.time} />,
      sortValue: (activity) => activity.time,
    },
    { id: 'action', header: 'ACTION', cell: (activity) => activity.action },
    { id: 'details', header: 'DETAILS', cell: (activity) => activity.details },
    { id: 'type', header: 'TYPE', cell: (activity) => activity.type },
    {
      id: 'status',
      header: 'STATUS',
      cell: (activity) => (
        <span className="status-dot" data-state={STATUS_DOT[activity.status]}>
          {activity.status}
        </span>
      ),
    },
  ],
  search: {
    label: 'SEARCH.ACTIVITIES',
    placeholder: 'Search activities...',
    fields: [(activity) => activity.action, (activity) => activity.details],
  },
  filters: [
    {
      id: 'type',
      label: 'TYPE',
      allLabel: 'All Types',
      options: [
        { value: 'record', label: 'record' },
        { value: 'agent', label: 'agent' },
      ],
      value: (activity) => activity.type,
    },
    {
      id: 'status',
      label: 'STATUS',
      allLabel: 'All Status',
      options: ACTIVITY_STATUSES.map((status) => ({ value: status, label: status })),
      value: (activity) => activity.status,
    },
  ],
  defaultSort: { column: 'time', direction: 'desc' },
  tiles: [
    { label: 'COMPLETED', value: (activities) => activities.filter((one) => one.status === 'completed').length },
    { label: 'FAILED', value: (activities) => activities.filter((one) => one.status === 'failed').length },
  ],
  emptyText: 'Nothing happened in the account in this period.',
};
