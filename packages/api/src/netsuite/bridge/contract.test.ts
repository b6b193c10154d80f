import { describe, expect, it } from 'vitest';
import {
  BRIDGE_ACTION_NAMES,
  BRIDGE_ACTIONS,
  bridgeRequestSchema,
  bridgeUrl,
  readBridgeResponse,
  savedSearchDefinitionSchema,
  savedSearchRunRequestSchema,
  searchColumnKey,
} from './contract.ts';

describe('the bridge contract', () => {
  it('addresses the RESTlet under a RESTlet host or the sandbox base', () => {
    expect(bridgeUrl('https://1234567-sb1.restlets.api.netsuite.com')).toBe(
      'https://1234567-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=customscript_erp_agent_bridge&deploy=customdeploy_erp_agent_bridge',
    );
    expect(bridgeUrl('http://localhost:3000/netsuite-sandbox/')).toBe(
      'http://localhost:3000/netsuite-sandbox/app/site/hosting/restlet.nl?script=customscript_erp_agent_bridge&deploy=customdeploy_erp_agent_bridge',
    );
  });

  it('fills a definition and a run with their defaults', () => {
    expect(
      savedSearchDefinitionSchema.parse({ title: ' Open ', recordType: 'transaction', columns: [{ name: 'tranid' }] }),
    ).toEqual({ title: 'Open', recordType: 'transaction', filters: [], columns: [{ name: 'tranid' }], public: false });
    expect(savedSearchRunRequestSchema.parse({ action: 'savedSearch.run', searchId: '12' })).toEqual({
      action: 'savedSearch.run',
      searchId: '12',
      pageSize: 50,
      pageIndex: 0,
    });
  });

  it('refuses a script id without the customsearch prefix and columns that share a key', () => {
    const base = { title: 'x', recordType: 'customer', columns: [{ name: 'entityid' }] };
    expect(savedSearchDefinitionSchema.safeParse({ ...base, id: 'open_invoices' }).success).toBe(false);
    expect(savedSearchDefinitionSchema.safeParse({ ...base, id: 'customsearch_open' }).success).toBe(true);
    const twice = {
      ...base,
      columns: [
        { name: 'balance', summary: 'sum' },
        { name: 'balance', summary: 'sum' },
      ],
    };
    expect(savedSearchDefinitionSchema.safeParse(twice).success).toBe(false);
  });

  it('keys plain columns by name and summary columns by summary and name', () => {
    expect(searchColumnKey({ name: 'amount' })).toBe('amount');
    expect(searchColumnKey({ name: 'amount', summary: 'sum' })).toBe('sum(amount)');
  });

  it('knows each action by its request schema', () => {
    expect(BRIDGE_ACTION_NAMES).toEqual([
      'savedSearch.create',
      'savedSearch.list',
      'savedSearch.run',
      'savedSearch.delete',
      'savedSearch.load',
      'savedSearch.update',
      'scriptDeployment.update',
      'file.read',
    ]);
    for (const action of BRIDGE_ACTION_NAMES) {
      for (const other of BRIDGE_ACTION_NAMES) {
        expect(BRIDGE_ACTIONS[action].request.shape.action.safeParse(other).success).toBe(action === other);
      }
    }
    expect(bridgeRequestSchema.safeParse({ action: 'savedSearch.list' }).success).toBe(true);
    expect(bridgeRequestSchema.safeParse({ action: 'savedSearch.drop' }).success).toBe(false);
  });

  it('reads an answer as a result, an error, or a malformed body', () => {
    expect(readBridgeResponse('savedSearch.delete', { deleted: true })).toEqual({
      ok: true,
      result: { deleted: true },
    });
    expect(readBridgeResponse('savedSearch.run', { error: { code: 'INVALID_SEARCH', message: 'No.' } })).toEqual({
      ok: false,
      error: { code: 'INVALID_SEARCH', message: 'No.' },
    });
    const malformed = readBridgeResponse('savedSearch.create', { id: 12 });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'BRIDGE_MALFORMED_RESPONSE' } });
  });
});
