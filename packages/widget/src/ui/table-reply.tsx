/** @jsxImportSource preact */
import { formatCell, type TableView } from '@erp-agent/core';
import type { WidgetTexts } from '../texts.ts';

/** The CSV writer loads when it is first needed: most conversations never download one. */
async function downloadCsv(table: TableView): Promise<void> {
  const [{ tableCsvFile }, { downloadFile }] = await Promise.all([
    import('@erp-agent/core/csv'),
    import('@erp-agent/core/browser'),
  ]);
  downloadFile(tableCsvFile(table));
}

/** Rows as a table with upper-cased headings, and the CSV download of 000 section 2. */
export function TableReply({ table, texts }: { readonly table: TableView; readonly texts: WidgetTexts }) {
  return (
    <div>
      {table.caption ? <p>{table.caption}</p> : null}
      <section class="table-wrap" aria-label={table.caption ?? texts.title}>
        <table>
          <thead>
            <tr>
              {table.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={String(row.id ?? index)}>
                {table.columns.map((column) => (
                  <td key={column}>{formatCell(row[column])}</td>
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
