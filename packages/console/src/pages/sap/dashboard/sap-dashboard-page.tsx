import type { SapConnection, SapFigure, SapOverview, SapPeriod } from '@erp-agent/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { TimeRangeSelect, useTimeRange } from '../../../components/time-range-select.tsx';
import { formatPercent } from '../../../format/figures.ts';
import { SAP_KEYS, sapOverviewQuery } from '../../../sap/sap-queries.ts';
import { SapConnectionFacts } from '../connection/sap-connection-facts.tsx';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { activitiesListConfig } from './activities-list-config.tsx';

/** Each period in words: the last one, and the one before it that the trend compares with. */
const PERIOD_WORDS: Readonly<Record<SapPeriod, { last: string; before: string }>> = {
  '1h': { last: 'the last hour', before: 'the hour before' },
  '24h': { last: 'the last 24 hours', before: 'the 24 hours before' },
  '7d': { last: 'the last 7 days', before: 'the 7 days before' },
  '30d': { last: 'the last 30 days', before: 'the 30 days before' },
};

function trendOf(figure: SapFigure, unit: (value: number) => string, period: SapPeriod): string {
  const { last, before } = PERIOD_WORDS[period];
  if (figure.current === null) return `No Service Layer calls recorded in ${last}`;
  if (figure.previous === null) return `Nothing recorded in ${before} to compare`;
  const difference = Math.round((figure.current - figure.previous) * 10) / 10;
  if (difference === 0) return `No change from ${before}`;
  return `${difference > 0 ? '↑ +' : '↓ '}${unit(difference)} from ${before}`;
}

function Metric({
  title,
  figure,
  unit,
  period,
}: {
  title: string;
  figure: SapFigure;
  unit: (value: number) => string;
  period: SapPeriod;
}) {
  return (
    <Card title={title}>
      <p className="stat-value">{figure.current === null ? '–' : unit(figure.current)}</p>
      <p className="muted">{trendOf(figure, unit, period)}</p>
    </Card>
  );
}

const ms = (value: number) => `${value}ms`;

function Overview({ overview }: { overview: SapOverview }) {
  const { counts, metrics } = overview;
  const source = useMemo(
    () => ({ data: overview.activities, isError: false, error: null, refetch: () => undefined }),
    [overview],
  );
  const tiles: readonly (readonly [string, number, string])[] = [
    ['TOTAL.DOCUMENTS', counts.documents, `${counts.activeDocuments} open, pending or in progress`],
    ['ACTIVE.USERS', counts.activeUsers, `of ${counts.users} users`],
    ['BUSINESS.PARTNERS', counts.businessPartners, 'customers, vendors and leads'],
    ['ITEMS', counts.items, 'in the item master'],
    ['ADD.ONS', counts.addOns, 'installed'],
    ['INTEGRATIONS', counts.integrations, 'third-party connections'],
  ];
  return (
    <>
      <dl className="sap-tiles" aria-label="SAP counts">
        {tiles.map(([label, value, note]) => (
          <div className="list-tile" key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString()}</dd>
            <dd className="muted">{note}</dd>
          </div>
        ))}
      </dl>
      <div className="card-grid">
        <Metric title="API.RESPONSE.TIME" figure={metrics.responseTimeMs} unit={ms} period={overview.period} />
        <Metric title="SUCCESS.RATE" figure={metrics.successRate} unit={formatPercent} period={overview.period} />
        <Metric title="DATA.SYNC.RATE" figure={metrics.syncRate} unit={formatPercent} period={overview.period} />
        <Metric title="SERVICE.LAYER.CALLS" figure={metrics.calls} unit={String} period={overview.period} />
      </div>
      <p className="muted">
        Measured from this product's own Service Layer calls and syncs over {PERIOD_WORDS[overview.period].last}.
        ALERTS: {overview.alerts} (add-ons in error, connections in warning or disconnected).
      </p>
      <h2 className="section-title">QUICK.ACTIONS</h2>
      <ul className="sap-quick-actions">
        <li>
          <Link to="/sap/documents">Sales documents</Link>
        </li>
        <li>
          <Link to="/sap/integrations">Service Layer and connections</Link>
        </li>
        <li>
          <Link to="/sap/reports">Reports and schedules</Link>
        </li>
        <li>
          <Link to="/sap/addons">Add-ons</Link>
        </li>
      </ul>
      <h2 className="section-title">RECENT.ACTIVITIES</h2>
      <ResourceList config={activitiesListConfig} source={source} />
    </>
  );
}

function Connected({ connection }: { connection: SapConnection }) {
  const [period] = useTimeRange();
  const query = useQuery(sapOverviewQuery(period));
  return (
    <>
      <SapConnectionFacts connection={connection} />
      <QueryView query={query} label="SAP.OVERVIEW">
        {(overview) => <Overview overview={overview} />}
      </QueryView>
    </>
  );
}

/**
 * SAP.BUSINESS.ONE.COMMAND (001 section 2): the company's counts, health measured over the time
 * range chosen, and latest activity; REFRESH reads every SAP screen's records again.
 */
export function SapDashboardPage() {
  const queryClient = useQueryClient();
  return (
    <div className="page">
      <PageHeader
        title="SAP.BUSINESS.ONE.COMMAND"
        intro="Management and automation."
        actions={
          <>
            <TimeRangeSelect />
            <button
              className="button"
              type="button"
              onClick={() => void queryClient.invalidateQueries({ queryKey: SAP_KEYS.records })}
            >
              REFRESH
            </button>
          </>
        }
      />
      <SapConnectionGate>{(connection) => <Connected connection={connection} />}</SapConnectionGate>
    </div>
  );
}
