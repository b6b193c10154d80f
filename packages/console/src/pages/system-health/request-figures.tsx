import type { RequestMetrics } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { formatDuration, formatPercent } from '../../format/figures.ts';

const minuteTime = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });

/** Request rate, 5xx rate and p95 of the instance that answered, with each recent minute. */
export function RequestFigures({ requests }: { requests: RequestMetrics }) {
  const window = `last ${requests.windowMinutes} minutes`;
  return (
    <>
      <p className="muted">
        Served by instance {requests.instance}. Each API instance counts the requests it serves itself.
      </p>
      <div className="card-grid">
        <Card title="REQUEST.RATE">
          <p className="stat-value">{requests.requestsPerMinute}</p>
          <p className="muted">requests a minute, {window}</p>
        </Card>
        <Card title="ERROR.RATE">
          <p className="stat-value">
            {requests.errorRatePercent === null ? 'N/A' : formatPercent(requests.errorRatePercent)}
          </p>
          <p className="muted">5xx answers, {window}</p>
        </Card>
        <Card title="P95.LATENCY">
          <p className="stat-value">{requests.p95Ms === null ? 'N/A' : formatDuration(requests.p95Ms)}</p>
          <p className="muted">{window}</p>
        </Card>
      </div>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Requests of each recent minute</caption>
          <thead>
            <tr>
              <th scope="col">MINUTE</th>
              <th scope="col">REQUESTS</th>
              <th scope="col">5XX</th>
              <th scope="col">P95</th>
            </tr>
          </thead>
          <tbody>
            {requests.minutes
              .filter((minute) => minute.requests > 0)
              .reverse()
              .map((minute) => (
                <tr key={minute.minute}>
                  <td>
                    <time dateTime={minute.minute}>{minuteTime.format(new Date(minute.minute))}</time>
                  </td>
                  <td>{minute.requests}</td>
                  <td>{minute.errors}</td>
                  <td>{minute.p95Ms === null ? 'N/A' : formatDuration(minute.p95Ms)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
