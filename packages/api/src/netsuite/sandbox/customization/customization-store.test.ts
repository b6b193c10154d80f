import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeResult } from '../bridge/call-bridge.testing.ts';
import { openTestSandbox, TEST_TODAY, type TestSandbox } from '../testing/test-sandbox.ts';
import { ensureCustomizations } from './customization-store.ts';
import { SEED_INTEGRATIONS, SEED_WORKFLOWS } from './seed-objects.ts';
import { SEED_SCRIPTS } from './seed-scripts.ts';
import { SEED_SEARCHES } from './seed-searches.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox();
});
afterAll(() => sandbox?.close());

async function suiteql(q: string): Promise<Record<string, string>[]> {
  const response = await sandbox.request('POST', '/services/rest/query/v1/suiteql', {
    body: { q },
    headers: { Prefer: 'transient' },
  });
  const body = (await response.json()) as { items?: Record<string, string>[] };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (body.items ?? []).map(({ links: _links, ...row }) => row as Record<string, string>);
}

describe("the company's customizations", () => {
  it('are the seed deployed: scripts in its order, under SuiteQL names, owned by the company staff', async () => {
    const scripts = await suiteql(
      'SELECT s.id, s.scriptid, s.scripttype, s.apiversion, BUILTIN.DF(s.owner) AS owner, s.beforesubmitfunction FROM script s ORDER BY s.id',
    );
    expect(scripts.map((row) => row.scriptid)).toEqual(SEED_SCRIPTS.map((script) => `customscript_${script.suffix}`));
    expect(scripts[0]).toMatchObject({
      id: '1',
      scripttype: 'USEREVENT',
      apiversion: '2.1',
      beforesubmitfunction: 'beforeSubmit',
    });
    expect(scripts.every((row) => typeof row.owner === 'string' && row.owner.length > 0)).toBe(true);

    const deployments = await suiteql(
      "SELECT d.primarykey, d.scriptid, d.status, d.isdeployed, d.recordtype, BUILTIN.DF(d.script) AS script FROM scriptdeployment d WHERE d.recordtype = 'SALESORDER' ORDER BY d.primarykey",
    );
    expect(deployments).toEqual([
      {
        primarykey: '1',
        scriptid: 'customdeploy_nw_ue_so_credit_hold',
        status: 'RELEASED',
        isdeployed: 'T',
        recordtype: 'SALESORDER',
        script: 'Sales Order Credit Hold',
      },
      expect.objectContaining({ scriptid: 'customdeploy_nw_cs_so_validation', status: 'RELEASED' }),
    ]);
    const contexts = await suiteql(
      'SELECT m.executioncontext FROM scriptexecutioncontextmap m WHERE m.scriptrecord = 1 ORDER BY m.executioncontext',
    );
    expect(contexts.map((row) => row.executioncontext)).toEqual(['CSVIMPORT', 'USERINTERFACE', 'WEBSERVICES']);
  });

  it('hold workflows, fields, lists, record types, files and integration records', async () => {
    const workflows = await suiteql(
      'SELECT scriptid, releasestatus, recordtypes, initcondition FROM workflow ORDER BY id',
    );
    expect(workflows).toHaveLength(SEED_WORKFLOWS.length);
    expect(workflows[0]).toEqual({
      scriptid: 'customworkflow_nw_po_approval',
      releasestatus: 'RELEASED',
      recordtypes: 'PURCHASEORDER',
      initcondition: '{total} > 10000',
    });
    const fields = await suiteql(
      "SELECT scriptid, fieldtype, fieldvaluetype FROM customfield WHERE fieldtype = 'ENTITY' ORDER BY scriptid",
    );
    expect(fields.map((row) => row.scriptid)).toEqual([
      'custentity_nw_credit_review_date',
      'custentity_nw_loyalty_tier',
      'custentity_nw_preferred_carrier',
    ]);
    expect(await suiteql('SELECT COUNT(*) AS n FROM customlist')).toEqual([{ n: '3' }]);
    expect(await suiteql('SELECT name FROM customrecordtype ORDER BY name')).toEqual([
      { name: 'A/R Aging Snapshot' },
      { name: 'Shipping Rate' },
    ]);
    const libraries = await suiteql(
      "SELECT f.name, BUILTIN.DF(f.folder) AS folder FROM file f WHERE f.filetype = 'JAVASCRIPT' AND f.name LIKE 'nw_lib%' ORDER BY f.name",
    );
    expect(libraries).toEqual([
      { name: 'nw_lib_email.js', folder: 'Libraries' },
      { name: 'nw_lib_shopify.js', folder: 'Libraries' },
      { name: 'nw_lib_validation.js', folder: 'Libraries' },
    ]);
    const integrations = await suiteql(
      "SELECT i.name, i.state, (SELECT COUNT(*) FROM accesstoken t WHERE t.integration = i.id AND t.state = 'ACTIVE') AS tokens FROM integration i ORDER BY i.id",
    );
    expect(integrations.map((row) => row.name)).toEqual(SEED_INTEGRATIONS.map((integration) => integration.name));
    expect(integrations[1]).toEqual({ name: 'Shopify Connector', state: 'ENABLED', tokens: '1' });
  });

  it('keeps saved searches with their owners, and a second start changes nothing', async () => {
    const { items } = await bridgeResult(sandbox, 'savedSearch.list', {});
    expect(items.map((item) => item.scriptId).sort()).toEqual(SEED_SEARCHES.map((search) => search.scriptId).sort());
    expect(items.every((item) => typeof item.owner === 'string' && item.isPublic !== undefined)).toBe(true);
    for (const search of SEED_SEARCHES) {
      const run = await bridgeResult(sandbox, 'savedSearch.run', { searchId: search.scriptId, pageSize: 5 });
      expect(run.columns.length).toBeGreaterThan(0);
    }
    expect(await ensureCustomizations(sandbox.engine, TEST_TODAY)).toBe('kept');
    expect((await bridgeResult(sandbox, 'savedSearch.list', {})).items).toHaveLength(SEED_SEARCHES.length);
  });
});
