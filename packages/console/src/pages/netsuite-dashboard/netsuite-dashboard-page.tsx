import type { DashboardMetric } from '@erp-agent/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { formatDuration, formatPercent } from '../../format/figures.ts';
import { dashboardQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { PeriodSelect, usePeriodParam } from '../../netsuite/period-select.tsx';
import { activitiesListConfig } from './activities-list-config.tsx';
import { QuickActionsPanel } from './quick-actions-panel.tsx';

const STATUS_DOT: Readonly<Record<DashboardMetric['status'], string>> = {
  healthy: 'ok',
  warning: 'warning',
  critical: 'error',
};

function metricText(metric: DashboardMetric): string {
  if (metric.value === null) return 'N/A';
  if (metric.unit === 'ms') return formatDuration(metric.value);
  if (metric.unit === '%') return formatPercent(metric.value);
  return metric.value.toLocaleString();
}

/**
 * NETSUITE.COMMAND (001): the connected account's totals, metrics, quick actions, activity and
 * integrations over a period.
 */
export function NetsuiteDashboardPage() {
  const [period, choose] = usePeriodParam();
  const query = useQuery({ ...dashboardQuery(period), placeholderData: keepPreviousData });
  const source = useMemo(() => ({ ...query, data: query.data?.activities }), [query]);
  const board = query.data;
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.COMMAND"
        intro="Totals, metrics and activity of the connected NetSuite account and the agent's calls into it."
        actions={<PeriodSelect period={period} onChange={choose} />}
      />
      {board !== undefined && (
        <>
          <section aria-label="Totals">
            <dl className="list-tiles">
              {board.totals.map((total) => (
                <div className="list-tile" key={total.label}>
                  <dt>{total.label}</dt>
                  <dd>{total.value.toLocaleString()}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-label="Metrics">
            <dl className="list-tiles">
              {board.metrics.map((metric) => (
                <div className="list-tile" key={metric.label}>
                  <dt>{metric.label}</dt>
                  <dd>{metricText(metric)}</dd>
                  <dd className="muted">
                    <span className="status-dot" data-state={STATUS_DOT[metric.status]}>
                      {metric.status}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
      <NotConnectedNote error={query.error} />
      <QuickActionsPanel />
      <ResourceList config={activitiesListConfig} source={source} />
      {board !== undefined && (
        <section aria-label="Integrations">
          <h2 className="section-title">INTEGRATIONS</h2>
          <ul className="plain-list">
            {board.integrations.map((integration) => (
              <li key={integration.name}>
                <span className="status-dot" data-state={integration.status === 'warning' ? 'warning' : 'ok'}>
                  {integration.name}
                </span>{' '}
                <span className="muted">
                  {integration.status}
                  {integration.requests === null ? '' : `, ${integration.requests.toLocaleString()} requests`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
