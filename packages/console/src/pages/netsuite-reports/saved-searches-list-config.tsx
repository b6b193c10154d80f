import { type AccountSavedSearch, REPORT_CATEGORIES, REPORT_STATUSES, type ReportStatus } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration } from '../../format/figures.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';

const STATUS_DOT: Readonly<Record<ReportStatus, string>> = { active: 'ok', inactive: 'off', error: 'error' };

function SearchCard({ search }: { search: AccountSavedSearch }) {
  return (
    <SectionCard
      title={search.title}
      description={search.description}
      badges={
        <>
          <span className="tag">{search.category}</span>
          <span className="tag">{search.type}</span>
          {search.shared && <span className="tag">SHARED</span>}
          {search.scheduled && <span className="tag">SCHEDULED</span>}
          <span className="status-dot" data-state={STATUS_DOT[search.status]}>
            {search.status}
          </span>
        </>
      }
      figures={[
        { label: 'RECORDS', value: search.records === null ? 'Not run' : search.records.toLocaleString() },
        { label: 'RUNTIME', value: search.avgRuntimeMs === null ? 'N/A' : formatDuration(search.avgRuntimeMs) },
        { label: 'OWNER', value: search.owner ?? 'Unknown' },
        { label: 'LAST.RUN', value: search.lastRun === null ? 'Never' : <TimeAgo at={search.lastRun.startedAt} /> },
      ]}
    />
  );
}

export interface SavedSearchActions {
  /** VIEW: the definition as the account holds it. */
  readonly view?: (search: AccountSavedSearch) => void;
  /** Absent when the role may not run searches. */
  readonly run?: (search: AccountSavedSearch) => Promise<unknown>;
  /** Absent when the role may not change searches. */
  readonly edit?: (search: AccountSavedSearch) => void;
  /** EXPORT: its rows as CSV; absent when the role may not run searches. */
  readonly export?: (search: AccountSavedSearch) => Promise<unknown>;
  /** Absent when the role may not create schedules. */
  readonly schedule?: (search: AccountSavedSearch) => void;
}

/** SAVED.SEARCHES of NETSUITE.REPORTS (001): the account's saved searches as a configuration of the generic list. */
export function savedSearchesListConfig(
  actions: SavedSearchActions,
  avgRuntimeMs: number | null,
): ResourceListConfig<AccountSavedSearch> {
  const rowActions: ResourceAction<AccountSavedSearch>[] = [];
  if (actions.view) rowActions.push({ id: 'view', label: 'VIEW', run: actions.view });
  if (actions.run) rowActions.push({ id: 'run', label: 'RUN', run: actions.run });
  if (actions.edit) rowActions.push({ id: 'edit', label: 'EDIT', run: actions.edit });
  if (actions.export) rowActions.push({ id: 'export', label: 'EXPORT', run: actions.export });
  if (actions.schedule) rowActions.push({ id: 'schedule', label: 'SCHEDULE', run: actions.schedule });
  return {
    label: 'Saved searches',
    noun: { one: 'saved search', other: 'saved searches' },
    recordId: (search) => search.id,
    recordLabel: (search) => search.title,
    columns: [{ id: 'title', header: 'NAME', cell: (search) => search.title, sortValue: (search) => search.title }],
    layout: { kind: 'cards', card: (search) => <SearchCard search={search} /> },
    search: {
      label: 'SEARCH.SAVED.SEARCHES',
      placeholder: 'Search saved searches...',
      fields: [(search) => search.title, (search) => search.description],
    },
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: REPORT_CATEGORIES.map((category) => ({ value: category, label: category })),
        value: (search) => search.category,
      },
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: REPORT_STATUSES.map((status) => ({ value: status, label: status })),
        value: (search) => search.status,
      },
    ],
    defaultSort: { column: 'title', direction: 'asc' },
    rowActions,
    tiles: [
      { label: 'TOTAL.SEARCHES', value: (searches) => searches.length },
      { label: 'ACTIVE.REPORTS', value: (searches) => searches.filter((search) => search.status === 'active').length },
      { label: 'SCHEDULED', value: (searches) => searches.filter((search) => search.scheduled).length },
      // The mean of every measured run, not of the searches' means: the API sums the runs.
      { label: 'AVG.RUNTIME', value: () => (avgRuntimeMs === null ? 'N/A' : formatDuration(avgRuntimeMs)) },
    ],
    emptyText: 'The account has no saved searches. The AI.CHATBOT creates one when asked.',
  };
}
