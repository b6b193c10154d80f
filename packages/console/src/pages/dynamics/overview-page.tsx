import type { DynamicsActivity, DynamicsMetric, DynamicsOverview, DynamicsPeriod } from '@erp-agent/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ResourceList, type ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeRangeSelect, useTimeRange } from '../../components/time-range-select.tsx';
import { DYNAMICS_KEY, dynamicsOverviewQuery } from '../../dynamics/dynamics-queries.ts';
import { countFormat, formatPercent, formatWhen, StatusText } from './dynamics-card.tsx';
import { DynamicsPage } from './dynamics-page.tsx';

const TILES: readonly (readonly [keyof DynamicsOverview['tiles'], string])[] = [
  ['totalEntities', 'TOTAL.ENTITIES'],
  ['activeUsers', 'ACTIVE.USERS'],
  ['customEntities', 'CUSTOM.ENTITIES'],
  ['workflows', 'WORKFLOWS'],
  ['powerApps', 'POWER.APPS'],
  ['integrations', 'INTEGRATIONS'],
];

const QUICK_ACTIONS = [
  ['Create Custom Entity', '/dynamics/entities?tab=custom'],
  ['Build Power Automate', '/dynamics/power-platform?tab=automate'],
  ['Configure Business Process', '/dynamics/workflows'],
  ['Deploy Power App', '/dynamics/power-platform'],
] as const;

function metricValue(metric: DynamicsMetric): string {
  if (metric.value === null) return 'Not measured yet';
  return metric.unit === 'ms' ? `${Math.round(metric.value)}ms` : (formatPercent(metric.value) ?? '');
}

function metricChange(metric: DynamicsMetric): string {
  if (metric.value === null || metric.previous === null) return 'no earlier period to compare';
  const change = metric.value - metric.previous;
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '■';
  const amount = metric.unit === 'ms' ? `${Math.round(Math.abs(change))}ms` : `${Math.abs(change).toFixed(1)} points`;
  return `${arrow} ${amount} from last period`;
}

const activitiesConfig: ResourceListConfig<DynamicsActivity> = {
  label: 'RECENT.ACTIVITIES',
  noun: { one: 'activity', other: 'activities' },
  recordId: (activity) => activity.id,
  recordLabel: (activity) => `${activity.action}: ${activity.details}`,
  columns: [
    {
      id: 'time',
      header: 'TIME',
      sortValue: (activity) => activity.time,
      cell: (activity) => <time dateTime={activity.time}>{formatWhen(activity.time)}</time>,
    },
    { id: 'action', header: 'ACTION', cell: (activity) => activity.action },
    { id: 'details', header: 'DETAILS', cell: (activity) => activity.details },
    { id: 'type', header: 'TYPE', cell: (activity) => activity.type },
    { id: 'status', header: 'STATUS', cell: (activity) => <StatusText status={activity.status} /> },
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
      options: ['entity', 'workflow', 'process', 'report'].map((type) => ({ value: type, label: type })),
      value: (activity) => activity.type,
    },
  ],
  defaultSort: { column: 'time', direction: 'desc' },
  pageSize: 10,
  emptyText: 'Nothing happened in the environment in this period.',
};

function Overview({ period }: { readonly period: DynamicsPeriod }) {
  const query = useQuery(dynamicsOverviewQuery(period));
  const activities = useMemo(() => ({ ...query, data: query.data?.activities }), [query]);
  const overview = query.data;
  return (
    <>
      {overview !== undefined && (
        <>
          <dl className="list-tiles" aria-label="Counts">
            {TILES.map(([key, label]) => (
              <div className="list-tile" key={key}>
                <dt>{label}</dt>
                <dd>{countFormat.format(overview.tiles[key])}</dd>
              </div>
            ))}
          </dl>
          <dl className="dynamics-metrics" aria-label="Measured">
            {overview.metrics.map((metric) => (
              <div className="list-tile" key={metric.id}>
                <dt>{metric.label}</dt>
                <dd>{metricValue(metric)}</dd>
                <dd className="muted">
                  <StatusText status={metric.status} /> · {metricChange(metric)} · from {metric.samples}{' '}
                  {metric.unit === 'ms' ? 'calls' : 'runs'}
                </dd>
              </div>
            ))}
          </dl>
          <section className="panel" aria-labelledby="dynamics-quick-actions">
            <h2 id="dynamics-quick-actions">QUICK.ACTIONS</h2>
            <ul>
              {QUICK_ACTIONS.map(([label, path]) => (
                <li key={label}>
                  <Link to={path}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <ResourceList config={activitiesConfig} source={activities} />
      {overview !== undefined && (
        <>
          <section className="panel" aria-labelledby="dynamics-integrations-summary">
            <h2 id="dynamics-integrations-summary">INTEGRATIONS</h2>
            <ul>
              {overview.integrations.map((integration) => (
                <li key={integration.id}>
                  {integration.name}: <StatusText status={integration.status} />, {integration.flows} flows, last
                  activity {formatWhen(integration.lastActivity) ?? 'never'}
                </li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="dynamics-health-summary">
            <h2 id="dynamics-health-summary">SYSTEM.HEALTH.SUMMARY</h2>
            <dl className="facts">
              <dt>DATAVERSE.AVAILABILITY.30D</dt>
              <dd>
                {formatPercent(overview.health.availability30d) ?? 'Not measured yet'} of{' '}
                {countFormat.format(overview.health.calls30d)} calls
              </dd>
              <dt>POWER.PLATFORM.USAGE</dt>
              <dd>
                {overview.health.usageChange === null
                  ? 'No earlier period to compare'
                  : `${overview.health.usageChange > 0 ? '+' : ''}${overview.health.usageChange.toFixed(0)}%`}
              </dd>
              <dt>AUTOMATION</dt>
              <dd>{countFormat.format(overview.health.flowRunsToday)} flow runs today</dd>
              <dt>ALERTS</dt>
              <dd>{overview.health.alerts} pending</dd>
            </dl>
          </section>
        </>
      )}
    </>
  );
}

/** DYNAMICS.365.COMMAND: counts from the connected environment, figures measured from recorded calls and runs. */
export function DynamicsOverviewPage() {
  const [period] = useTimeRange();
  const queryClient = useQueryClient();
  return (
    <DynamicsPage
      title="DYNAMICS.365.COMMAND"
      intro="Entities, users, workflows, Power Apps and integrations of the connected environment."
      actions={
        <>
          <TimeRangeSelect />
          <button
            className="button"
            type="button"
            onClick={() => void queryClient.invalidateQueries({ queryKey: DYNAMICS_KEY })}
          >
            REFRESH
          </button>
        </>
      }
    >
      <Overview period={period} />
    </DynamicsPage>
  );
}
