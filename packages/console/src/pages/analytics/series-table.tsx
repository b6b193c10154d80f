import type { Analytics } from '@erp-agent/core';

const hourly = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });
const daily = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });

/** The charts' numbers as a table, for reading them exactly and for screen readers. */
export function SeriesTable({ analytics }: { analytics: Analytics }) {
  const format = analytics.bucket === 'hour' ? hourly : daily;
  return (
    <details className="series-data">
      <summary>SHOW.DATA</summary>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{analytics.bucket === 'hour' ? 'HOUR' : 'DAY'}</th>
              <th scope="col">COMPLETED</th>
              <th scope="col">FAILED</th>
              <th scope="col">CONVERSATIONS</th>
              <th scope="col">SESSIONS</th>
            </tr>
          </thead>
          <tbody>
            {analytics.series.map((bucket) => (
              <tr key={bucket.at}>
                <th scope="row">
                  <time dateTime={bucket.at}>{format.format(new Date(bucket.at))}</time>
                </th>
                <td>{bucket.completed}</td>
                <td>{bucket.failed}</td>
                <td>{bucket.conversations}</td>
                <td>{bucket.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
