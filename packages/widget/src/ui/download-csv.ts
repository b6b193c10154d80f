import type { TableView } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { tableCsvFile } from '@erp-agent/core/csv';

/**
 * A table downloaded as CSV: the writer and the download helper in one module, so the build
 * gives them one lazy chunk (the first download fetches one file, not two).
 */
export function downloadCsv(table: TableView): void {
  downloadFile(tableCsvFile(table));
}
