import type { AccountIntegration } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { integrationsListConfig } from './integrations-list-config.tsx';

const integration = (overrides: Partial<AccountIntegration>): AccountIntegration => ({
  id: 'script-41',
  kind: 'custom',
  name: 'Order intake',
  status: 'active',
  description: null,
  endpoints: ['customscript_order_intake'],
  requests: null,
  avgResponseMs: null,
  type: null,
  activeTokens: null,
  technology: 'RESTlet',
  lastActivity: null,
  ...overrides,
});

const offered = (record: AccountIntegration, change?: () => Promise<unknown>) =>
  (integrationsListConfig(change ? { setDeployed: change, setEnabled: change } : {}).rowActions ?? [])
    .filter((action) => action.available?.(record) ?? true)
    .map((action) => action.label);

describe('integrationsListConfig', () => {
  const change = () => Promise.resolve();

  it('offers PAUSE on a live RESTlet and ACTIVATE on a paused one', () => {
    expect(offered(integration({}), change)).toEqual(['PAUSE']);
    expect(offered(integration({ status: 'disconnected' }), change)).toEqual(['ACTIVATE']);
  });

  it('offers BLOCK on an enabled integration record and ENABLE on a blocked one, asking before BLOCK', () => {
    const record = integration({ kind: 'third-party', id: 'integration-7', name: 'Shopify Connector' });
    expect(offered({ ...record, status: 'connected' }, change)).toEqual(['BLOCK']);
    expect(offered({ ...record, status: 'disconnected' }, change)).toEqual(['ENABLE']);
    const block = integrationsListConfig({ setEnabled: change }).rowActions?.find((action) => action.id === 'block');
    expect(block?.confirm?.([record])).toBe(
      'Block Shopify Connector? NetSuite refuses its tokens until it is enabled again; the tokens are kept.',
    );
  });

  it('offers nothing on the APIs or the product’s own bridge RESTlet', () => {
    expect(offered(integration({ kind: 'api', id: 'suiteql' }), change)).toEqual([]);
    expect(offered(integration({ endpoints: ['customscript_erp_agent_bridge'] }), change)).toEqual([]);
  });

  it('offers nothing to a role that may not deploy', () => {
    expect(offered(integration({}))).toEqual([]);
  });
});
