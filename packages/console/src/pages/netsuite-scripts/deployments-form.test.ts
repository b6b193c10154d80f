import type { ScriptDeployment } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { deploymentChange } from './deployments-form.tsx';

const deployment: ScriptDeployment = {
  id: '30',
  scriptId: 'customdeploy_ue_memo',
  title: 'Memo',
  status: 'RELEASED',
  isDeployed: true,
  logLevel: 'DEBUG',
  recordType: 'Sales Order',
  audience: 'All Roles',
  executionContexts: [],
};

describe('deploymentChange', () => {
  it('sends only what changed', () => {
    expect(deploymentChange(deployment, { status: 'RELEASED', logLevel: 'AUDIT' })).toEqual({ logLevel: 'AUDIT' });
    expect(deploymentChange(deployment, { status: 'TESTING', logLevel: 'ERROR' })).toEqual({
      status: 'TESTING',
      logLevel: 'ERROR',
    });
  });

  it('sends nothing when nothing changed, or for a value NetSuite does not take', () => {
    expect(deploymentChange(deployment, { status: 'RELEASED', logLevel: 'DEBUG' })).toBeUndefined();
    expect(deploymentChange(deployment, { status: 'RELEASED', logLevel: 'LOUD' })).toBeUndefined();
  });
});
