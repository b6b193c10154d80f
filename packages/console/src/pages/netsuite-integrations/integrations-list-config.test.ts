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

const offered = (record: AccountIntegration, setDeployed?: () => Promise<unknown>) =>
  (integrationsListConfig(setDeployed ? { setDeployed } : {}).rowActions ?? [])
    .filter((action) => action.available?.(record) ?? true)
    .map((action) => action.label);

describe('integrationsListConfig', () => {
  const change = () => Promise.resolve();

  it('offers PAUSE on a live RESTlet and ACTIVATE on a paused one', () => {
    expect(offered(integration({}), change)).toEqual(['PAUSE']);
    expect(offered(integration({ status: 'disconnected' }), change)).toEqual(['ACTIVATE']);
  });

  it('offers nothing on the APIs, the integration records, or the product’s own bridge RESTlet', () => {
    expect(offered(integration({ kind: 'api', id: 'suiteql' }), change)).toEqual([]);
    expect(offered(integration({ kind: 'third-party', status: 'disconnected' }), change)).toEqual([]);
    expect(offered(integration({ endpoints: ['customscript_erp_agent_bridge'] }), change)).toEqual([]);
  });

  it('offers nothing to a role that may not deploy', () => {
    expect(offered(integration({}))).toEqual([]);
  });
});
