import Papa from 'papaparse';
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

/**
 * A table as RFC 4180 CSV: header row of the column keys, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break, formula-looking cells prefixed with `'`.
 */
export function tableToCsv(table: Pick<TableView, 'columns' | 'rows'>): string {
  const csv = Papa.unparse(
    {
      fields: [...table.columns],
      data: table.rows.map((row) => table.columns.map((column) => formatCell(row[column]))),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_TRIGGER },
  );
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/** The `Download as CSV` file of a table reply: `table-data-YYYY-MM-DD.csv`. */
export function tableCsvFile(table: Pick<TableView, 'columns' | 'rows'>, date: Date = new Date()): ExportFile {
  return {
    fileName: datedFileName(TABLE_FILE_PREFIX, 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv(table),
  };
}
