import type { AccountWorkflow } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { type WorkflowActions, workflowsListConfig } from './workflows-list-config.tsx';

const workflow = (overrides: Partial<AccountWorkflow>): AccountWorkflow => ({
  id: '3',
  scriptId: 'customworkflow_po_approval',
  name: 'PO approval',
  description: null,
  category: 'Procurement',
  recordType: 'Purchase Order',
  status: 'active',
  releaseStatus: 'RELEASED',
  triggers: ['On Create'],
  conditions: null,
  actions: [],
  approvers: [],
  owner: null,
  executions30d: 0,
  completed30d: 0,
  failed30d: 0,
  avgProcessingMs: null,
  successRate: null,
  lastTriggered: null,
  ...overrides,
});

const offered = (record: AccountWorkflow, actions: WorkflowActions) =>
  (workflowsListConfig(actions, () => null).rowActions ?? [])
    .filter((action) => action.available?.(record) ?? true)
    .map((action) => action.label);

describe('workflowsListConfig', () => {
  const change = () => Promise.resolve();
  const every: WorkflowActions = { view: () => undefined, edit: change, clone: change, setRelease: change };

  it("offers 001's buttons in 001's order: VIEW, EDIT, CLONE, then PAUSE when active or ACTIVATE", () => {
    expect(offered(workflow({}), every)).toEqual(['VIEW', 'EDIT', 'CLONE', 'PAUSE']);
    expect(offered(workflow({ status: 'testing', releaseStatus: 'TESTING' }), every)).toEqual([
      'VIEW',
      'EDIT',
      'CLONE',
      'ACTIVATE',
    ]);
  });

  it('offers only VIEW to a role that may not change the account, and nothing where no definitions are served', () => {
    expect(offered(workflow({}), { view: () => undefined })).toEqual(['VIEW']);
    expect(offered(workflow({}), {})).toEqual([]);
  });
});
