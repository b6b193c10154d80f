/** @jsxImportSource preact */
import { formatTableCell, type TableColumn, type TableView } from '@erp-agent/core';
import { useState } from 'preact/hooks';
import type { WidgetTexts } from '../texts.ts';

/** A panel is a phone's height at most: longer tables show this many rows a page. */
export const ROWS_PER_PAGE = 25;

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : values[name].toLocaleString(),
  );

/** The CSV writer loads when it is first needed: most conversations never download one. */
async function downloadCsv(table: TableView): Promise<void> {
  (await import('./download-csv.ts')).downloadCsv(table);
}

/** Amounts and counts line up on their digits. */
const figure = (column: TableColumn) => (column.kind === 'number' || column.kind === 'currency' ? 'figure' : undefined);

/**
 * Rows as a table with upper-cased headings (the reply's column labels, else its keys), each cell
 * as people read it (core's `formatTableCell`), totals marked, and the CSV download of 000 section 2.
 */
export function TableReply({ table, texts }: { readonly table: TableView; readonly texts: WidgetTexts }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(table.rows.length / ROWS_PER_PAGE));
  const first = page * ROWS_PER_PAGE;
  const shown = table.rows.slice(first, first + ROWS_PER_PAGE);
  return (
    <div>
      {table.caption ? <p>{table.caption}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and the keyboard must reach it to scroll it */}
      <section class="table-wrap" tabIndex={0} aria-label={table.caption ?? texts.title}>
        <table>
          <thead>
            <tr>
              {table.columnDetails.map((column, index) => (
                <th key={column.key} scope="col" data-kind={figure(column)}>
                  {table.headings[index]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, offset) => (
              // Positions, not ids: totals rows have none, an inventory report repeats an item's id
              // for each location, and a reply's rows never reorder.
              <tr key={first + offset} data-total={table.totalRows?.includes(first + offset) ? 'true' : undefined}>
                {table.columnDetails.map((column) => (
                  <td key={column.key} data-kind={figure(column)}>
                    {formatTableCell(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pages > 1 ? (
        <div class="pager" part="pager">
          <button
            type="button"
            class="button secondary"
            disabled={page === 0}
            onClick={() => setPage((current) => Math.max(0, current - 1))}
          >
            {texts.previousRows}
          </button>
          <p class="muted" aria-live="polite">
            {fill(texts.rowsShown, { from: first + 1, to: first + shown.length, total: table.rows.length })}
          </p>
          <button
            type="button"
            class="button secondary"
            disabled={page === pages - 1}
            onClick={() => setPage((current) => Math.min(pages - 1, current + 1))}
          >
            {texts.nextRows}
          </button>
        </div>
      ) : null}
      {table.count !== undefined && table.count > table.rows.length ? (
        <p class="muted">
          {table.rows.length} of {table.count}
        </p>
      ) : null}
      <div class="actions">
        <button
          type="button"
          class="button secondary"
          part="download"
          onClick={() => {
            downloadCsv(table).catch((error: unknown) =>
              console.error('ERP assistant: the CSV could not be made', error),
            );
          }}
        >
          {texts.downloadCsv}
        </button>
      </div>
    </div>
  );
}
