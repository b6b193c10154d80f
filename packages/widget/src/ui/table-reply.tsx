/** @jsxImportSource preact */
import { formatTableCell, type TableColumn, type TableView } from '@erp-agent/core';
import type { WidgetTexts } from '../texts.ts';

/** The CSV writer loads when it is first needed: most conversations never download one. */
async function downloadCsv(table: TableView): Promise<void> {
  const [{ tableCsvFile }, { downloadFile }] = await Promise.all([
    import('@erp-agent/core/csv'),
    import('@erp-agent/core/browser'),
  ]);
  downloadFile(tableCsvFile(table));
}

/** Amounts and counts line up on their digits. */
const figure = (column: TableColumn) => (column.kind === 'number' || column.kind === 'currency' ? 'figure' : undefined);

/**
 * Rows as a table with upper-cased headings (the reply's column labels, else its keys), each cell
 * as people read it (core's `formatTableCell`), totals marked, and the CSV download of 000 section 2.
 */
export function TableReply({ table, texts }: { readonly table: TableView; readonly texts: WidgetTexts }) {
  return (
    <div>
      {table.caption ? <p>{table.caption}</p> : null}
      <section class="table-wrap" aria-label={table.caption ?? texts.title}>
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
            {table.rows.map((row, index) => (
              // Positions, not ids: totals rows have none, an inventory report repeats an item's id
              // for each location, and a reply's rows never reorder.
              <tr key={index} data-total={table.totalRows?.includes(index) ? 'true' : undefined}>
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
