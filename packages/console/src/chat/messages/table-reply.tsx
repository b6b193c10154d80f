import type { TableView } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { tableCsvFile } from '@erp-agent/core/csv';
import { useEffect, useRef } from 'react';
import { TableHead, TableRow } from './table-rows.tsx';
import { VirtualTable } from './virtual-table.tsx';

/** Past this many rows only the rows in view are rendered. */
export const VIRTUALIZE_AFTER_ROWS = 200;

export const DOWNLOAD_CSV_TEXT = 'Download as CSV';

function downloadCsv(table: TableView) {
  downloadFile(tableCsvFile(table));
}

/**
 * A table reply (000 section 4, step 5): caption, upper-cased headings (the column labels the
 * reply gives, else its keys), the rows as people read them, totals marked, and `Download as CSV`. When the user asked for the export (`download`), a reply that arrives live
 * starts the download itself; a reopened one only offers it.
 */
export function TableReply({ table, live }: { table: TableView; live: boolean }) {
  const downloaded = useRef(false);
  useEffect(() => {
    if (!live || table.download !== 'csv' || downloaded.current) return;
    downloaded.current = true;
    downloadCsv(table);
  }, [live, table]);

  const label = table.caption ?? `Table of ${table.rows.length} rows`;
  const shown = table.rows.length;
  return (
    <div className="table-reply">
      {table.caption !== undefined && <p className="table-caption">{table.caption}</p>}
      {shown > VIRTUALIZE_AFTER_ROWS ? (
        <VirtualTable table={table} label={label} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll it
        <section className="table-scroll" tabIndex={0} aria-label={label}>
          <table className="data-table">
            <TableHead headings={table.headings} columns={table.columnDetails} />
            <tbody>
              {table.rows.map((row, index) => (
                <TableRow
                  // Rows have no id of their own the table can rely on; their position is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a reply never reorder
                  key={index}
                  row={row}
                  columns={table.columnDetails}
                  rowIndex={index + 2}
                  total={table.totalRows?.includes(index) ?? false}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="table-footer">
        <p className="muted">
          {shown} {shown === 1 ? 'row' : 'rows'}
          {table.count !== undefined && table.count > shown && ` of ${table.count}`}
        </p>
        <button className="button button-small" type="button" onClick={() => downloadCsv(table)}>
          {DOWNLOAD_CSV_TEXT}
        </button>
      </div>
    </div>
  );
}
