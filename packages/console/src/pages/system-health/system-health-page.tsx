import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { Section } from '../../components/section.tsx';
import { formatBytes } from '../../format/figures.ts';
import { EventLog } from './event-log.tsx';
import { Gauges, GaugesPlaceholder } from './gauges.tsx';
import { RequestFigures } from './request-figures.tsx';
import { Services } from './services.tsx';
import { systemQueries } from './system-health-client.ts';
import './system-health.css';

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

const FACTS = ['VERSION', 'UPTIME', 'NODE', 'PROCESS.MEMORY', 'DATABASE'] as const;

/** The gauges and facts' room while the first figures load: at 412 px their arrival moved every section below by 0.43 of the screen. */
function ResourcesPlaceholder() {
  return (
    <>
      <GaugesPlaceholder />
      <dl className="facts system-facts">
        {FACTS.map((fact) => (
          <Fragment key={fact}>
            <dt>{fact}</dt>
            <dd>...</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

/**
 * SYSTEM.HEALTH (001 section 2) made real: the running server's gauges every 3 seconds while the
 * tab is visible, the services it depends on, its request figures and its event log.
 */
export function SystemHealthPage() {
  const health = useQuery(systemQueries.health());
  const services = useQuery(systemQueries.services());
  const events = useQuery(systemQueries.events());
  return (
    <div className="page">
      <PageHeader
        title="SYSTEM.HEALTH"
        intro="Measured on the server that answers, refreshed every 3 seconds while this tab is visible."
      />
      <Section title="RESOURCES">
        <QueryView query={health} label="GAUGES" placeholder={<ResourcesPlaceholder />}>
          {(figures) => (
            <>
              <Gauges health={figures} />
              <dl className="facts system-facts">
                <dt>VERSION</dt>
                <dd>{figures.version}</dd>
                <dt>UPTIME</dt>
                <dd>{uptime(figures.process.uptimeSeconds)}</dd>
                <dt>NODE</dt>
                <dd>{figures.process.nodeVersion}</dd>
                <dt>PROCESS.MEMORY</dt>
                <dd>{formatBytes(figures.process.rssBytes)}</dd>
                <dt>DATABASE</dt>
                <dd>
                  {figures.database.driver} · {figures.database.status}
                  {figures.database.latencyMs !== null && ` · ${figures.database.latencyMs} ms`}
                </dd>
              </dl>
            </>
          )}
        </QueryView>
      </Section>
      <Section title="SERVICES">
        <QueryView query={services} label="SERVICES">
          {(data) => <Services services={data.services} />}
        </QueryView>
      </Section>
      <Section title="PERFORMANCE">
        <QueryView query={health} label="REQUESTS">
          {(figures) => <RequestFigures requests={figures.requests} />}
        </QueryView>
      </Section>
      <Section title="EVENT.LOG">
        <QueryView
          query={events}
          label="EVENTS"
          isEmpty={(data) => data.events.length === 0}
          empty={<p className="muted">No events recorded yet.</p>}
        >
          {(data) => <EventLog events={data.events} />}
        </QueryView>
      </Section>
    </div>
  );
}
