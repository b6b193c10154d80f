import { type AccountScript, datedFileName, type ExportFile } from '@erp-agent/core';
import { tableToCsv } from '@erp-agent/core/csv';

const COLUMNS = [
  ['scriptId', 'SCRIPT.ID'],
  ['name', 'NAME'],
  ['type', 'TYPE'],
  ['status', 'STATUS'],
  ['apiVersion', 'VERSION'],
  ['recordType', 'RECORD.TYPE'],
  ['deployed', 'DEPLOYMENTS'],
  ['executions24h', 'EXECUTIONS.24H'],
  ['errorRate', 'ERROR.RATE'],
  ['author', 'AUTHOR'],
  ['lastExecution', 'LAST.EXECUTION'],
] as const;

/** EXPORT.ALL: every script the account lists, whatever the filters, as a CSV a spreadsheet opens. */
export function scriptsCsvFile(scripts: readonly AccountScript[], date = new Date()): ExportFile {
  const rows = scripts.map((script) => ({
    scriptId: script.scriptId,
    name: script.name,
    type: script.type,
    status: script.status,
    apiVersion: script.apiVersion,
    recordType: script.recordType,
    deployed: `${script.deployments.filter((deployment) => deployment.isDeployed).length} of ${script.deployments.length}`,
    executions24h: script.executions24h,
    errorRate: script.errorRate,
    author: script.author,
    lastExecution: script.lastExecution,
  }));
  return {
    fileName: datedFileName('netsuite-scripts', 'csv', date),
    mimeType: 'text/csv;charset=utf-8',
    content: tableToCsv({
      columns: COLUMNS.map(([key]) => key),
      columnDetails: COLUMNS.map(([key, label]) => ({ key, label, kind: 'text' as const })),
      rows,
    }),
  };
}
