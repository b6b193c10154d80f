import { SAP_ACTIVITY_TYPES, type SapActivity } from '@erp-agent/core';
import type { ResourceListConfig } from '../../../components/resource-list/index.ts';
import { SapDate, SapStatus } from '../sap-status.tsx';

/** RECENT.ACTIVITIES as a configuration of the generic list: what changed in the company lately. */
export const activitiesListConfig: ResourceListConfig<SapActivity> = {
  label: 'Recent SAP activities',
  noun: { one: 'activity', other: 'activities' },
  recordId: (activity) => activity.id,
  recordLabel: (activity) => `${activity.action} ${activity.details}`,
  columns: [
    {
      id: 'at',
      header: 'WHEN',
      cell: (activity) => <SapDate at={activity.at} />,
      sortValue: (activity) => activity.at,
    },
    { id: 'action', header: 'ACTION', cell: (activity) => activity.action },
    { id: 'details', header: 'DETAILS', cell: (activity) => activity.details },
    { id: 'type', header: 'TYPE', cell: (activity) => activity.type, sortValue: (activity) => activity.type },
    { id: 'status', header: 'STATUS', cell: (activity) => <SapStatus status={activity.status} /> },
  ],
  search: {
    label: 'SEARCH.ACTIVITIES',
    placeholder: 'Action or details',
    fields: [(activity) => activity.action, (activity) => activity.details],
  },
  filters: [
    {
      id: 'type',
      label: 'TYPE',
      allLabel: 'All Types',
      options: SAP_ACTIVITY_TYPES.map((type) => ({ value: type, label: type })),
      value: (activity) => activity.type,
    },
  ],
  defaultSort: { column: 'at', direction: 'desc' },
  emptyText: 'Nothing has happened in this company lately.',
};
