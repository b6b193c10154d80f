import { datedFileName, type ExportFile, type SapDocument, type SapDocumentDetail } from '@erp-agent/core';
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

const LINE_COLUMNS = [
  ['item', 'ITEM'],
  ['description', 'DESCRIPTION'],
  ['warehouse', 'WAREHOUSE'],
  ['quantity', 'QUANTITY'],
  ['price', 'PRICE'],
  ['total', 'TOTAL'],
] as const;

/** EXPORT on a document: its lines, in a file named after it (`SO-1043-2026-11-25.csv`). */
export function documentLinesCsvFile(detail: SapDocumentDetail, date = new Date()): ExportFile {
  return {
    fileName: datedFileName(detail.document.id.replaceAll(/[^A-Za-z0-9]+/g, '-'), 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv({
      columns: LINE_COLUMNS.map(([key]) => key),
      columnDetails: LINE_COLUMNS.map(([key, label]) => ({ key, label, kind: 'text' as const })),
      rows: detail.lines.map((line) => ({ ...line })),
    }),
  };
}
