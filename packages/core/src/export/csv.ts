import type { TableView } from '../view/index.ts';
import { formatCell } from '../view/index.ts';
import { datedFileName, TABLE_FILE_PREFIX } from './dated-file-name.ts';
import type { ExportFile } from './export-file.ts';

/**
 * Cells a spreadsheet would run as a formula (OWASP's CSV injection list: `= + - @`, tab,
 * carriage return). A plain signed number such as `-120.50` or `+44 20` digits is data, not a
 * formula, and is left alone so amounts stay numeric in Excel.
 */
export const FORMULA_TRIGGER = /^(?:[=@\t\r]|[+-](?!\d+(?:[.,]\d+)*$))/;

/** Excel reads a CSV as UTF-8 only when the file starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const quoted = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** What a CSV needs of a table: its columns, their labels when it has them, and its rows. */
export type CsvTable = Pick<TableView, 'columns' | 'rows'> & Partial<Pick<TableView, 'columnDetails'>>;

/**
 * A table as RFC 4180 CSV: header row of the column labels (the keys
 * when it has none), CRLF line ends, fields quoted when they hold a comma, quote or line break,
 * formula-looking cells prefixed with `'`. Values stay as the server sent them (`1234.5`, `2026-11-23`, `GBP` in its own
 * column), so a spreadsheet reads numbers and dates, not text formatted for one locale.
 */
export function tableToCsv(table: CsvTable): string {
  const labels = new Map((table.columnDetails ?? []).map((column) => [column.key, column.label]));
  const defused = (text: string) => (FORMULA_TRIGGER.test(text) ? `'${text}` : text);
  const rows = [
    table.columns.map((column) => defused(labels.get(column) ?? column)),
    ...table.rows.map((row) => table.columns.map((column) => defused(formatCell(row[column])))),
  ];
  const csv = rows.map((row) => row.map(quoted).join(',')).join('\r\n');
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/** The `Download as CSV` file of a table reply: `table-data-YYYY-MM-DD.csv`. */
export function tableCsvFile(table: CsvTable, date: Date = new Date()): ExportFile {
  return {
    fileName: datedFileName(TABLE_FILE_PREFIX, 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv(table),
  };
}
