import type { ReportRunResult } from '@erp-agent/core';
import { formatDuration } from '../../format/figures.ts';

/** RUN's answer: the first page of rows under the search's own column labels, and what the run measured. */
export function RunResult({ title, result }: { readonly title: string; readonly result: ReportRunResult }) {
  return (
    <>
      <p role="status">
        {result.totalResults.toLocaleString()} rows in {formatDuration(result.run.durationMs)}
        {result.rows.length < result.totalResults ? ` (the first ${result.rows.length} shown)` : ''}.
      </p>
      {/* Focusable, so a keyboard can scroll a wide result sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={`${title} results`} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {result.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row, index) => (
              // Rows of a summary search have no id; their order is the search's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the page's rows never reorder
              <tr key={index}>
                {result.columns.map((column) => (
                  <td key={column.key}>{String(row[column.key] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
