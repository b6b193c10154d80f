import type { AccountSavedSearch, ReportRunResult } from '@erp-agent/core';
import { datedFileName, type ExportFile } from '@erp-agent/core';
import { tableToCsv } from '@erp-agent/core/csv';

const csvFile = (prefix: string, content: string, date: Date): ExportFile => ({
  fileName: datedFileName(prefix, 'csv', date),
  mimeType: 'text/csv;charset=utf-8',
  content,
});

/** EXPORT: a search's rows under its own column labels, in `<script id>-YYYY-MM-DD.csv`. */
export function searchRowsCsvFile(scriptId: string, result: ReportRunResult, date = new Date()): ExportFile {
  return csvFile(
    scriptId,
    tableToCsv({
      columns: result.columns.map((column) => column.key),
      columnDetails: result.columns.map((column) => ({ key: column.key, label: column.label, kind: 'text' as const })),
      rows: result.rows,
    }),
    date,
  );
}

const LIST_COLUMNS = [
  ['scriptId', 'SCRIPT.ID'],
  ['title', 'NAME'],
  ['description', 'DESCRIPTION'],
  ['category', 'CATEGORY'],
  ['type', 'TYPE'],
  ['status', 'STATUS'],
  ['shared', 'SHARED'],
  ['scheduled', 'SCHEDULED'],
  ['records', 'RECORDS'],
  ['avgRuntimeMs', 'RUNTIME.MS'],
  ['owner', 'OWNER'],
  ['lastRun', 'LAST.RUN'],
] as const;

/** EXPORT.ALL: every saved search of the account with what its runs measured. */
export function searchListCsvFile(searches: readonly AccountSavedSearch[], date = new Date()): ExportFile {
  const rows = searches.map((search) => ({
    scriptId: search.scriptId,
    title: search.title,
    description: search.description,
    category: search.category,
    type: search.type,
    status: search.status,
    shared: search.shared,
    scheduled: search.scheduled,
    records: search.records,
    avgRuntimeMs: search.avgRuntimeMs,
    owner: search.owner,
    lastRun: search.lastRun?.startedAt ?? null,
  }));
  return csvFile(
    'netsuite-saved-searches',
    tableToCsv({
      columns: LIST_COLUMNS.map(([key]) => key),
      columnDetails: LIST_COLUMNS.map(([key, label]) => ({ key, label, kind: 'text' as const })),
      rows,
    }),
    date,
  );
}
