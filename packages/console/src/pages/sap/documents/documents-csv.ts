import { datedFileName, type ExportFile, type SapDocument } from '@erp-agent/core';
import { tableToCsv } from '@erp-agent/core/csv';

const COLUMNS = [
  ['id', 'DOCUMENT'],
  ['type', 'TYPE'],
  ['party', 'CUSTOMER.VENDOR.LOCATION'],
  ['status', 'STATUS'],
  ['amount', 'AMOUNT'],
  ['currency', 'CURRENCY'],
  ['date', 'DATE'],
  ['dueDate', 'DUE'],
  ['items', 'LINES'],
  ['owner', 'OWNER'],
  ['priority', 'PRIORITY'],
] as const;

/** EXPORT.ALL: every document the screen read, whatever the tab and filters, as a CSV a spreadsheet opens. */
export function documentsCsvFile(documents: readonly SapDocument[], date = new Date()): ExportFile {
  return {
    fileName: datedFileName('sap-documents', 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv({
      columns: COLUMNS.map(([key]) => key),
      columnDetails: COLUMNS.map(([key, label]) => ({ key, label, kind: 'text' as const })),
      rows: documents.map((document) => ({ ...document })),
    }),
  };
}
