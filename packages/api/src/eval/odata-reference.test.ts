import { beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, TEST_ORIGIN } from '../dynamics/sandbox/testing/test-sandbox.ts';
import { type SandboxFixture, sandboxFixture } from '../sap/sandbox/testing/sandbox-fixture.testing.ts';
import { createODataReferenceReader, type ODataReferenceReader, withDays } from './odata-reference.ts';

const SAP_ORIGIN = 'http://sl.test';

describe('createODataReferenceReader', () => {
  const dataverse = openTestSandbox();
  let sap: SandboxFixture;
  let read: ODataReferenceReader;

  beforeAll(async () => {
    sap = await sandboxFixture();
    const { tenant } = dataverse.deps;
    read = createODataReferenceReader({
      fetch: async (input, init) =>
        input.startsWith(SAP_ORIGIN) ? sap.app.request(input, init) : dataverse.app.request(input, init),
      dynamics: {
        tokenUrl: `${TEST_ORIGIN}/${tenant.tenantId}/oauth2/v2.0/token`,
        apiRoot: `${TEST_ORIGIN}/api/data/v9.2/`,
        environmentUrl: tenant.environmentUrl,
        clientId: tenant.clientId,
        clientSecret: tenant.clientSecret,
      },
      sap: {
        serviceRoot: `${SAP_ORIGIN}/b1s/v2/`,
        companyDb: sap.deps.account.companyDb,
        userName: sap.deps.account.userName,
        password: sap.deps.account.password,
      },
    });
  });

  it('reads every page of a Dataverse query, keeping only the selected columns', async () => {
    const rows = await read({ system: 'dynamics', path: 'leads?$select=fullname,companyname' });
    const total = Number(await (await dataverse.request('leads/$count')).text());
    expect(rows).toHaveLength(total);
    expect(total).toBeGreaterThan(100);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['companyname', 'fullname']);
  });

  it("applies the query's own filter and order", async () => {
    const rows = await read({
      system: 'dynamics',
      path: "accounts?$select=name,address1_stateorprovince&$filter=address1_stateorprovince eq 'TX'&$orderby=name asc",
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.address1_stateorprovince))).toEqual(new Set(['TX']));
    const names = rows.map((row) => String(row.name));
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });

  it('reads a count as one row', async () => {
    const [row] = await read({ system: 'sap', path: "Orders/$count?$filter=DocumentStatus eq 'bost_Open'" });
    const open = await read({ system: 'sap', path: "Orders?$select=DocNum&$filter=DocumentStatus eq 'bost_Open'" });
    expect(row).toEqual({ count: open.length });
  });

  it('logs in to Service Layer and follows its relative next links past the 20-row page', async () => {
    const rows = await read({ system: 'sap', path: 'BusinessPartners?$select=CardCode' });
    const [count] = await read({ system: 'sap', path: 'BusinessPartners/$count' });
    expect(rows).toHaveLength(Number(count?.count));
    expect(rows.length).toBeGreaterThan(20);
  });

  it('flattens a collection into rows beside their parent, and sums a column', async () => {
    const rows = await read({
      system: 'sap',
      path: "Items?$select=ItemCode,ItemWarehouseInfoCollection&$filter=ItemCode eq 'A00001'",
      flatten: 'ItemWarehouseInfoCollection',
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatchObject({ ItemCode: 'A00001', WarehouseCode: expect.any(String) });
    const [total] = await read({
      system: 'sap',
      path: "Items?$select=ItemCode,ItemWarehouseInfoCollection&$filter=ItemCode eq 'A00001'",
      flatten: 'ItemWarehouseInfoCollection',
      sum: 'InStock',
    });
    expect(total).toEqual({ InStock: rows.reduce((sum, row) => sum + Number(row.InStock), 0) });
  });

  it('fills in the days of a path, so a reference holds on any day', () => {
    const now = new Date(2026, 10, 25, 12);
    expect(withDays("Invoices?$filter=DocDueDate lt '{today}' and DocDate ge '{today-30}'", now)).toBe(
      "Invoices?$filter=DocDueDate lt '2026-11-25' and DocDate ge '2026-10-26'",
    );
    expect(withDays('invoices?$filter=duedate le {today+7}', now)).toBe('invoices?$filter=duedate le 2026-12-02');
  });

  it('follows an expanded relationship as the rows to flatten', async () => {
    const [account] = await read({ system: 'dynamics', path: 'accounts?$select=name&$top=1' });
    const rows = await read({
      system: 'dynamics',
      path: `accounts?$select=name&$filter=name eq '${String(account?.name).replace(/'/g, "''")}'&$expand=contact_customer_accounts($select=fullname)`,
      flatten: 'contact_customer_accounts',
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ name: account?.name, fullname: expect.any(String) });
  });

  it('fails with the service’s refusal, as for an unknown property', async () => {
    await expect(read({ system: 'dynamics', path: 'accounts?$select=nosuchcolumn' })).rejects.toThrow(
      /dynamics refused accounts\?\$select=nosuchcolumn: HTTP 400/,
    );
    await expect(read({ system: 'sap', path: 'Items?$select=NoSuchProperty' })).rejects.toThrow(/HTTP 400/);
  });
});
