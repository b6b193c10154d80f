import { type DynamicsColumn, datedFileName, type ExportFile } from '@erp-agent/core';
import { tableToCsv } from '@erp-agent/core/csv';

const COLUMNS = [
  ['table', 'TABLE'],
  ['name', 'COLUMN'],
  ['displayName', 'DISPLAY.NAME'],
  ['type', 'TYPE'],
  ['custom', 'CUSTOM'],
  ['primaryId', 'PRIMARY.ID'],
  ['primaryName', 'PRIMARY.FIELD'],
  ['validForCreate', 'VALID.FOR.CREATE'],
  ['validForUpdate', 'VALID.FOR.UPDATE'],
] as const;

/** EXPORT.SCHEMA: every column of every table of the environment, a row each, as a CSV a spreadsheet opens. */
export function schemaCsvFile(columns: readonly DynamicsColumn[], date = new Date()): ExportFile {
  return {
    fileName: datedFileName('dynamics-schema', 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv({
      columns: COLUMNS.map(([key]) => key),
      columnDetails: COLUMNS.map(([key, label]) => ({ key, label, kind: 'text' as const })),
      rows: columns.map((column) => ({ ...column })),
    }),
  };
}
