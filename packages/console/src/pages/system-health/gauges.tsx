import { GAUGE_KINDS, type Gauge, type GaugeKind, type SystemHealth } from '@erp-agent/core';
import { useId } from 'react';
import { formatBytes, formatPercent } from '../../format/figures.ts';

const LABELS: Readonly<Record<GaugeKind, string>> = { cpu: 'CPU', memory: 'MEMORY', disk: 'DISK', network: 'NETWORK' };

/** What each gauge's percentage is of, in the figures it came from. */
function detail(kind: GaugeKind, health: SystemHealth): string {
  switch (kind) {
    case 'cpu':
      return `${health.host.cpuCount} cores · load ${health.host.loadAverage[0]}`;
    case 'memory':
      return `${formatBytes(health.host.totalMemoryBytes - health.host.freeMemoryBytes)} of ${formatBytes(health.host.totalMemoryBytes)}`;
    case 'disk':
      return `${formatBytes(health.disk.freeBytes)} free · data ${formatBytes(health.disk.dataBytes)}`;
    case 'network': {
      const { network } = health;
      if (network === null) return 'Not measured yet';
      const rates = `${formatBytes(network.receivedBytesPerSecond)}/s in · ${formatBytes(network.sentBytesPerSecond)}/s out`;
      return network.linkSpeedMbps === null
        ? `${rates} · link speed unknown`
        : `${rates} of ${network.linkSpeedMbps} Mbit/s`;
    }
  }
}

function GaugeCard({ gauge, health }: { gauge: Gauge; health: SystemHealth }) {
  const titleId = useId();
  const label = LABELS[gauge.kind];
  return (
    <article className={`gauge gauge-${gauge.status}`} data-status={gauge.status} aria-labelledby={titleId}>
      <h3 className="card-title" id={titleId}>
        {label}
      </h3>
      <p className="gauge-value">
        {gauge.percent === null ? 'N/A' : formatPercent(gauge.percent)}
        {gauge.trend !== null && (
          <span className="gauge-trend" role="img" aria-label={gauge.trend === 'up' ? 'trending up' : 'trending down'}>
            {gauge.trend === 'up' ? ' ▲' : ' ▼'}
          </span>
        )}
      </p>
      {gauge.percent !== null && (
        <meter className="gauge-meter" min={0} max={100} value={gauge.percent} aria-labelledby={titleId} />
      )}
      <p className="gauge-status">{gauge.status.toUpperCase()}</p>
      <p className="muted">{detail(gauge.kind, health)}</p>
    </article>
  );
}

/** CPU, memory, disk and network, with the status and trend the server worked out from 001's rules. */
export function Gauges({ health }: { health: SystemHealth }) {
  return (
    <div className="card-grid gauges">
      {health.gauges.map((gauge) => (
        <GaugeCard gauge={gauge} health={health} key={gauge.kind} />
      ))}
    </div>
  );
}

/** The four gauges' shape while the first figures load, so the sections below do not move when they arrive. */
export function GaugesPlaceholder() {
  return (
    <div className="card-grid gauges">
      {GAUGE_KINDS.map((kind) => (
        <article className="gauge" key={kind}>
          <h3 className="card-title">{LABELS[kind]}</h3>
          <p className="gauge-value">...</p>
          <div className="gauge-meter" />
          <p className="gauge-status">MEASURING</p>
          <p className="muted">{'\u00a0'}</p>
        </article>
      ))}
    </div>
  );
}
