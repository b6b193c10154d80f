import type { AccountScript } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { scriptsCsvFile } from './scripts-csv.ts';

const script: AccountScript = {
  id: '12',
  scriptId: 'customscript_ue_memo',
  name: 'Memo, checked',
  description: null,
  type: 'UserEvent',
  apiVersion: '2.1',
  status: 'active',
  recordType: 'Sales Order',
  author: 'Ada Lovelace',
  deployments: [
    {
      id: '30',
      scriptId: 'customdeploy_ue_memo',
      title: 'Memo',
      status: 'RELEASED',
      isDeployed: true,
      logLevel: 'DEBUG',
      recordType: 'Sales Order',
      audience: 'All Roles',
      executionContexts: [],
    },
  ],
  executions24h: 240,
  errors24h: 3,
  errorRate: 1.25,
  avgRuntimeMs: 120,
  lastExecution: '2026-11-25T10:00:00.000Z',
  lastModified: null,
  fileId: '501',
};

describe('scriptsCsvFile', () => {
  it('writes every script under labelled columns, quoting what needs it, in a dated file', () => {
    const file = scriptsCsvFile([script], new Date(2026, 10, 25));
    expect(file.fileName).toBe('netsuite-scripts-2026-11-25.csv');
    expect(file.content.split('\r\n')).toEqual([
      '\uFEFFSCRIPT.ID,NAME,TYPE,STATUS,VERSION,RECORD.TYPE,DEPLOYMENTS,EXECUTIONS.24H,ERROR.RATE,AUTHOR,LAST.EXECUTION',
      'customscript_ue_memo,"Memo, checked",UserEvent,active,2.1,Sales Order,1 of 1,240,1.25,Ada Lovelace,2026-11-25T10:00:00.000Z',
      '',
    ]);
  });
});
