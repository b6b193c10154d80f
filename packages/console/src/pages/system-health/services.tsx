import type { ServiceCheck } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';

const STATE: Readonly<Record<ServiceCheck['state'], { dot: string; label: string }>> = {
  up: { dot: 'ok', label: 'up' },
  down: { dot: 'error', label: 'down' },
  not_configured: { dot: 'off', label: 'not configured' },
};

/** Each service the server depends on, as its last real check found it. */
export function Services({ services }: { services: readonly ServiceCheck[] }) {
  return (
    <div className="card-grid">
      {services.map((service) => (
        <Card title={service.name} key={service.id}>
          <p>
            <span className="status-dot" data-state={STATE[service.state].dot}>
              {STATE[service.state].label}
            </span>
            {service.latencyMs !== null && <span className="muted"> · {service.latencyMs} ms</span>}
          </p>
          <p className="muted">{service.target}</p>
          {service.error !== undefined && <p className="muted">{service.error}</p>}
          <p className="muted">
            Checked <TimeAgo at={service.checkedAt} />
          </p>
        </Card>
      ))}
    </div>
  );
}
