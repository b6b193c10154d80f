import type { SapConnection, SapFigure, SapOverview } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { formatPercent } from '../../../format/figures.ts';
import { sapOverviewQuery } from '../../../sap/sap-queries.ts';
import { SapConnectionFacts } from '../connection/sap-connection-facts.tsx';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { activitiesListConfig } from './activities-list-config.tsx';

const PERIOD = 'the 24 hours before';

function trendOf(figure: SapFigure, unit: (value: number) => string): string {
  if (figure.current === null) return 'No Service Layer calls recorded in the last 24 hours';
  if (figure.previous === null) return `Nothing recorded in ${PERIOD} to compare`;
  const difference = Math.round((figure.current - figure.previous) * 10) / 10;
  if (difference === 0) return `No change from ${PERIOD}`;
  return `${difference > 0 ? '↑ +' : '↓ '}${unit(difference)} from ${PERIOD}`;
}

function Metric({ title, figure, unit }: { title: string; figure: SapFigure; unit: (value: number) => string }) {
  return (
    <Card title={title}>
      <p className="stat-value">{figure.current === null ? '–' : unit(figure.current)}</p>
      <p className="muted">{trendOf(figure, unit)}</p>
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
        <Metric title="API.RESPONSE.TIME" figure={metrics.responseTimeMs} unit={ms} />
        <Metric title="SUCCESS.RATE" figure={metrics.successRate} unit={formatPercent} />
        <Metric title="DATA.SYNC.RATE" figure={metrics.syncRate} unit={formatPercent} />
        <Metric title="SERVICE.LAYER.CALLS" figure={metrics.calls} unit={String} />
      </div>
      <p className="muted">
        Measured from this product's own Service Layer calls and syncs over the last 24 hours. ALERTS: {overview.alerts}{' '}
        (add-ons in error, connections in warning or disconnected).
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
  const query = useQuery(sapOverviewQuery);
  return (
    <>
      <SapConnectionFacts connection={connection} />
      <QueryView query={query} label="SAP.OVERVIEW">
        {(overview) => <Overview overview={overview} />}
      </QueryView>
    </>
  );
}

/** SAP.BUSINESS.ONE.COMMAND (001 section 2): the company's counts, measured health and latest activity. */
export function SapDashboardPage() {
  return (
    <div className="page">
      <PageHeader title="SAP.BUSINESS.ONE.COMMAND" intro="Management and automation." />
      <SapConnectionGate>{(connection) => <Connected connection={connection} />}</SapConnectionGate>
    </div>
  );
}
