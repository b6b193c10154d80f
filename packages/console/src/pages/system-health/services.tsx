import type { ConnectorCircuit, ServiceCheck } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';

const STATE: Readonly<Record<ServiceCheck['state'], { dot: string; label: string }>> = {
  up: { dot: 'ok', label: 'up' },
  down: { dot: 'error', label: 'down' },
  not_configured: { dot: 'off', label: 'not configured' },
};

/**
 * The connector's guard of the account: whether its circuit breaker has paused calls (and until
 * when), and how many requests are in flight or waiting under the account's concurrency limit.
 */
function CircuitLine({ circuit }: { circuit: ConnectorCircuit }) {
  const queue = `${circuit.inFlight} of ${circuit.concurrencyLimit} requests in flight, ${circuit.queued} waiting`;
  if (circuit.state === 'closed') return <p className="muted">Circuit closed · {queue}</p>;
  const until =
    circuit.retryAt === undefined
      ? 'one call is testing the account'
      : `paused until ${new Date(circuit.retryAt).toLocaleTimeString()}`;
  return (
    <p role="status">
      <span className="status-dot" data-state="error">
        {circuit.state === 'open' ? 'Circuit open' : 'Circuit half open'}
      </span>{' '}
      NetSuite calls {until}
      {circuit.lastError !== undefined && <> after repeated failures ({circuit.lastError.message})</>} · {queue}
    </p>
  );
}

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
          {service.circuit !== undefined && <CircuitLine circuit={service.circuit} />}
          <p className="muted">
            Checked <TimeAgo at={service.checkedAt} />
          </p>
        </Card>
      ))}
    </div>
  );
}
