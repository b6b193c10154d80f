import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../sandbox/testing/test-sandbox.ts';
import type { NetsuiteConnector } from './netsuite-connector.ts';
import { openConnectorSandbox, sandboxConnector } from './sandbox-connector.fixture.ts';

/**
 * The connector against the embedded sandbox, which checks its signatures and answers in
 * NetSuite's shapes: the same code a real account gets, only the base URL differs.
 */
describe('the connector against the embedded sandbox', () => {
  let sandbox: TestSandbox;
  let connector: NetsuiteConnector;
  beforeAll(async () => {
    sandbox = await openConnectorSandbox();
    connector = sandboxConnector(sandbox);
  });
  afterAll(() => sandbox?.close());

  it('runs a SuiteQL query across pages up to the row cap', async () => {
    const query = 'SELECT id, companyname FROM customer ORDER BY id';
    const capped = await connector.suiteql(query, { pageSize: 5, maxRows: 12 });
    expect(capped.items).toHaveLength(12);
    expect(capped.truncated).toBe(true);
    expect(capped.totalResults).toBeGreaterThan(12);
    expect(capped.items[0]).toEqual({ id: expect.any(String), companyname: expect.any(String) });
    const ids = capped.items.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(12);

    const whole = await connector.suiteql(query, { pageSize: 7, maxRows: 10_000 });
    expect(whole.truncated).toBe(false);
    expect(whole.items).toHaveLength(whole.totalResults);
    expect(whole.items.slice(0, 12)).toEqual(capped.items);
  });

  it('accepts the demo token in verify, whose query the sandbox answers', async () => {
    expect(await connector.verify()).toEqual({ ok: true });
    const verifyQuery = await connector.suiteql('SELECT id FROM subsidiary FETCH FIRST 1 ROWS ONLY');
    expect(verifyQuery.items).toHaveLength(1);
  });

  it("reports SuiteQL's refusal of a write as invalid_request, with NetSuite's detail", async () => {
    const error = await connector.suiteql('DELETE FROM customer').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(error).toHaveProperty('message', expect.stringMatching(/\S/));
  });

  it('creates a customer and reads it back by internal and external id', async () => {
    const created = await connector.createRecord('customer', {
      companyName: 'Connector Test Ltd',
      email: 'ap@connector.example',
      subsidiary: { id: '1' },
    });
    expect(created.externalId).toMatch(/^erp-agent-/);
    const byId = await connector.getRecord('customer', created.id);
    expect(byId).toMatchObject({
      id: created.id,
      externalId: created.externalId,
      companyName: 'Connector Test Ltd',
      email: 'ap@connector.example',
    });
    expect(byId).not.toHaveProperty('links');
    expect(await connector.getRecord('customer', { externalId: created.externalId })).toEqual(byId);
    const found = await connector.suiteql(
      `SELECT id, companyname FROM customer WHERE externalid = '${created.externalId}'`,
    );
    expect(found.items).toEqual([{ id: created.id, companyname: 'Connector Test Ltd' }]);
  });

  it('patches one field and leaves the others', async () => {
    const { id } = await connector.createRecord('customer', { companyName: 'Patch Me Ltd', subsidiary: { id: '1' } });
    await connector.updateRecord('customer', id, { phone: '555-0100' });
    expect(await connector.getRecord('customer', id)).toMatchObject({ companyName: 'Patch Me Ltd', phone: '555-0100' });
  });

  it('upserts by external id', async () => {
    const first = await connector.upsertRecord('customer', 'CONNECTOR-UPSERT-1', {
      companyName: 'Upserted Ltd',
      subsidiary: { id: '1' },
    });
    const second = await connector.upsertRecord('customer', 'CONNECTOR-UPSERT-1', { phone: '555-0199' });
    expect(second).toEqual(first);
    expect(await connector.getRecord('customer', first.id)).toMatchObject({
      companyName: 'Upserted Ltd',
      phone: '555-0199',
    });
  });

  it('lists customers across pages up to the cap', async () => {
    const listed = await connector.listRecords('customer', { pageSize: 5, maxRows: 12 });
    expect(listed.items).toHaveLength(12);
    expect(new Set(listed.items.map((item) => item.id)).size).toBe(12);
    expect(listed.truncated).toBe(true);
    expect(listed.totalResults).toBeGreaterThan(12);
  });

  it("reads a record type's schema", async () => {
    const schema = await connector.recordMetadata('customer');
    expect(schema.properties).toHaveProperty('companyName');
  });

  it('reports an unknown record as not_found', async () => {
    await expect(connector.getRecord('customer', '987654321')).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
  });

  it('reports a record NetSuite refuses with its detail and path', async () => {
    await expect(connector.createRecord('customer', { email: 'nobody@example.com' })).rejects.toMatchObject({
      code: 'invalid_request',
      status: 400,
      details: [expect.objectContaining({ errorCode: expect.any(String), detail: expect.any(String) })],
    });
  });

  it('creates, lists and runs a saved search through the bridge', async () => {
    const created = await connector.bridge('savedSearch.create', {
      definition: {
        title: 'Connector customers',
        recordType: 'customer',
        columns: [{ name: 'companyname', sort: 'asc' }],
      },
    });
    expect(created.scriptId).toBe('customsearch_connector_customers');
    const listed = await connector.bridge('savedSearch.list', {});
    expect(listed.items.map((item) => item.scriptId)).toContain(created.scriptId);
    const run = await connector.bridge('savedSearch.run', { searchId: created.searchId, pageSize: 5 });
    expect(run.results).toHaveLength(5);
    expect(run.totalResults).toBeGreaterThan(5);
    await expect(connector.bridge('savedSearch.run', { searchId: 'customsearch_nothing_here' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('runs Procure to Pay with creates and transforms, each carrying an external id', async () => {
    const [vendor] = (await connector.suiteql('SELECT id FROM vendor WHERE subsidiary = 1 FETCH FIRST 1 ROWS ONLY'))
      .items;
    const [item] = (
      await connector.suiteql(
        "SELECT id FROM item WHERE itemtype = 'InvtPart' AND isinactive = 'F' FETCH FIRST 1 ROWS ONLY",
      )
    ).items;
    const order = await connector.createRecord('purchaseOrder', {
      entity: { id: vendor?.id },
      location: { id: '1' },
      item: { items: [{ item: { id: item?.id }, quantity: 3, rate: 2.5 }] },
    });
    const receipt = await connector.transformRecord('purchaseOrder', order.id, 'itemReceipt', {
      item: { items: [{ orderLine: 1, quantity: 3 }] },
    });
    expect(receipt.externalId).toMatch(/^erp-agent-/);
    expect(await connector.getRecord('itemReceipt', { externalId: receipt.externalId })).toMatchObject({
      id: receipt.id,
      createdFrom: { id: order.id },
    });
    const bill = await connector.transformRecord('purchaseOrder', { externalId: order.externalId }, 'vendorBill', {
      tranId: 'CONN-1',
    });
    const payment = await connector.transformRecord('vendorBill', bill.id, 'vendorPayment');
    expect(await connector.getRecord('vendorBill', bill.id)).toMatchObject({ status: { id: 'B' }, amountRemaining: 0 });
    const paid = await connector.getRecord('vendorPayment', payment.id, { expandSubResources: true });
    expect(paid).toMatchObject({ total: 7.5, apply: { items: [{ doc: { id: bill.id }, amount: 7.5 }] } });
    await expect(connector.transformRecord('vendorBill', bill.id, 'vendorPayment')).rejects.toMatchObject({
      code: 'invalid_request',
      netsuiteCode: 'INVALID_INITIALIZE_REF',
    });
  });

  it('is refused with a wrong token secret', async () => {
    const forger = sandboxConnector(sandbox, {}, 'not-the-secret');
    expect(await forger.verify()).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
  });
});
