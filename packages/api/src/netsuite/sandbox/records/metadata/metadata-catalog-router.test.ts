import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../testing/test-sandbox.ts';
import { type RecordClient, recordClient } from '../record-client.testing.ts';

let sandbox: TestSandbox;
let client: RecordClient;

beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
  client = recordClient(sandbox);
});

afterAll(() => sandbox?.close());

const CATALOG = 'http://sandbox.test/services/rest/record/v1/metadata-catalog';

async function described(path: string, accept?: string) {
  const response = await client.send('GET', `/metadata-catalog${path}`, undefined, accept ? { Accept: accept } : {});
  expect(response.status, await response.clone().text()).toBe(200);
  return {
    contentType: response.headers.get('Content-Type'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('the metadata catalog', () => {
  it('lists every record type with links to its descriptions', async () => {
    const { body } = await described('');
    const items = body.items as { name: string; links: { rel: string; href: string; mediaType: string }[] }[];
    expect(items.map((item) => item.name)).toEqual([
      'customer',
      'customerpayment',
      'employee',
      'inventoryitem',
      'invoice',
      'itemfulfillment',
      'itemreceipt',
      'purchaseorder',
      'salesorder',
      'vendor',
      'vendorbill',
      'vendorpayment',
    ]);
    expect(items[0]?.links).toEqual([
      { rel: 'canonical', href: `${CATALOG}/customer`, mediaType: 'application/json' },
      { rel: 'alternate', href: `${CATALOG}/customer`, mediaType: 'application/swagger+json' },
      { rel: 'alternate', href: `${CATALOG}/customer`, mediaType: 'application/schema+json' },
    ]);
    expect((await described('/')).body.items).toEqual(items);
  });

  it('narrows the list to the types selected', async () => {
    const { body } = await described('?select=vendor,customer');
    expect((body.items as { name: string }[]).map((item) => item.name)).toEqual(['vendor', 'customer']);
  });

  it('describes a record type as JSON Schema', async () => {
    const { contentType, body } = await described('/customer', 'application/schema+json');
    expect(contentType).toBe('application/schema+json');
    const properties = body.properties as Record<string, Record<string, unknown>>;
    expect(body).toMatchObject({ type: 'object', required: ['companyName', 'subsidiary'] });
    expect(properties.companyName).toMatchObject({ title: 'Company Name', type: 'string', maxLength: 83 });
    expect(properties.email).toMatchObject({ type: 'string', format: 'email', nullable: true });
    expect(properties.isInactive).toMatchObject({ type: 'boolean', default: false });
    expect(properties.isInactive).not.toHaveProperty('nullable');
    expect(properties.dateCreated).toMatchObject({ type: 'string', format: 'date-time', readOnly: true });
    expect(properties.subsidiary).toMatchObject({
      title: 'Primary Subsidiary',
      type: 'object',
      'x-ns-reference-type': 'subsidiary',
      properties: { id: { type: 'string' }, refName: { type: 'string', readOnly: true } },
    });
  });

  it('answers JSON Schema when no description is asked for', async () => {
    const { contentType, body } = await described('/inventoryItem');
    expect(contentType).toBe('application/schema+json');
    expect(body).toMatchObject({ title: 'Inventory Item', required: ['itemId'] });
  });

  it('describes record types as OpenAPI 3.0 on request', async () => {
    const { contentType, body } = await described('/vendor', 'application/swagger+json');
    expect(contentType).toBe('application/swagger+json');
    expect(body).toMatchObject({
      openapi: '3.0.1',
      servers: [{ url: 'http://sandbox.test/services/rest/record/v1' }],
      components: { schemas: { vendor: { title: 'Vendor' } } },
    });
    const paths = body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toEqual(['/vendor', '/vendor/{id}']);
    expect(Object.keys(paths['/vendor/{id}'] ?? {})).toEqual(['parameters', 'get', 'patch', 'put', 'delete']);
    const all = await described('?select=customer,employee', 'application/swagger+json');
    expect(Object.keys(all.body.paths as object)).toHaveLength(4);
  });

  it('describes a transaction type with its status, location and line sublist', async () => {
    const { body } = await described('/salesOrder');
    expect(body).toMatchObject({ title: 'Sales Order', required: ['entity', 'item'] });
    const properties = body.properties as Record<string, Record<string, unknown>>;
    expect(properties.tranDate).toMatchObject({ type: 'string', format: 'date' });
    expect(properties.entity).toMatchObject({ 'x-ns-reference-type': 'customer' });
    expect(properties.total).toMatchObject({ type: 'number', readOnly: true });
    expect(properties.status).toMatchObject({ type: 'object', readOnly: true });
    expect(properties.location).toMatchObject({ 'x-ns-reference-type': 'location' });
    expect(properties.orderStatus).toMatchObject({ properties: { id: { enum: ['A', 'B'] } } });
    const item = properties.item as { properties: { items: { items: { properties: Record<string, unknown> } } } };
    expect(Object.keys(item.properties.items.items.properties)).toEqual(
      expect.arrayContaining(['item', 'quantity', 'rate', 'amount', 'location', 'quantityFulfilled']),
    );
    const payment = (await described('/customerpayment')).body;
    expect(payment).toMatchObject({ required: [] });
    expect(Object.keys(payment.properties as object)).toEqual(expect.arrayContaining(['customer', 'payment', 'apply']));
  });

  it("lists a transaction type's transforms among its OpenAPI paths, with the target's schema", async () => {
    const { body } = await described('/purchaseorder', 'application/swagger+json');
    const paths = body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toEqual([
      '/purchaseorder',
      '/purchaseorder/{id}',
      '/purchaseorder/{id}/!transform/itemreceipt',
      '/purchaseorder/{id}/!transform/vendorbill',
    ]);
    expect(Object.keys((body.components as { schemas: object }).schemas)).toEqual(
      expect.arrayContaining(['purchaseorder', 'itemreceipt', 'vendorbill']),
    );
    const receipt = await described('/itemreceipt', 'application/swagger+json');
    const receiptPaths = receipt.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(receiptPaths['/itemreceipt'] ?? {})).toEqual(['get']);
    expect(Object.keys(receiptPaths['/itemreceipt/{id}'] ?? {})).toEqual(['parameters', 'get', 'patch', 'put']);
  });

  it('answers 404 for a type it does not serve', async () => {
    const response = await client.send('GET', '/metadata-catalog/journalentry');
    expect(await client.refusal(response)).toMatchObject({ status: 404, 'o:errorCode': 'NONEXISTENT_ID' });
  });
});
