import { type Analytics, PLATFORM_NAMES } from '@erp-agent/core';
import { formatDuration, formatPercent } from '../../format/figures.ts';

/** Per-platform performance of the period. */
export function PlatformTable({ platforms }: { platforms: Analytics['platforms'] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">PLATFORM</th>
            <th scope="col">TASKS</th>
            <th scope="col">COMPLETED</th>
            <th scope="col">FAILED</th>
            <th scope="col">SUCCESS.RATE</th>
            <th scope="col">AVG.TIME</th>
            <th scope="col">USERS</th>
            <th scope="col">CONNECTIONS</th>
          </tr>
        </thead>
        <tbody>
          {platforms.map((row) => (
            <tr key={row.platform}>
              <th scope="row">{PLATFORM_NAMES[row.platform]}</th>
              <td>{row.tasks}</td>
              <td>{row.completed}</td>
              <td>{row.failed}</td>
              <td>{row.successRatePercent === null ? 'N/A' : formatPercent(row.successRatePercent)}</td>
              <td>{row.avgTaskMs === null ? 'N/A' : formatDuration(row.avgTaskMs)}</td>
              <td>{row.usersWithAccess}</td>
              <td>{row.connections}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
