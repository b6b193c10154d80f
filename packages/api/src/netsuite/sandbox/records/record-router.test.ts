import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tbaAuthorizationHeader } from '../../tba/index.ts';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { MAX_RECORD_BODY_BYTES } from './json-body.ts';
import { type RecordClient, recordClient } from './record-client.testing.ts';

let sandbox: TestSandbox;
let client: RecordClient;
let salesRepId: number;
let otherEmployeeId: number;

beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
  client = recordClient(sandbox);
  const [rep] = await client.rows<{ id: number }>(`select id from employee where issalesrep = 'T' order by id limit 1`);
  const [other] = await client.rows<{ id: number }>(
    `select id from employee where issalesrep = 'F' order by id limit 1`,
  );
  salesRepId = rep?.id ?? 0;
  otherEmployeeId = other?.id ?? 0;
});

afterAll(() => sandbox?.close());

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T00:00:00Z$/;

function reference(type: string, id: number, refName: string) {
  return {
    links: [{ rel: 'self', href: `http://sandbox.test/services/rest/record/v1/${type}/${id}` }],
    id: String(id),
    refName,
  };
}

interface CrudCase {
  readonly type: string;
  readonly table: string;
  readonly body: () => Record<string, unknown>;
  /** What GET shows for fields the create left to their defaults. */
  readonly shown: (id: number) => Record<string, unknown>;
  /** Columns SuiteQL sees for the created record. */
  readonly columns: (id: number) => Record<string, unknown>;
  readonly patch: Record<string, unknown>;
  readonly patchedColumns: Record<string, unknown>;
}

const CASES: CrudCase[] = [
  {
    type: 'customer',
    table: 'customer',
    body: () => ({
      externalId: 'CRM-0001',
      companyName: 'Harbor Lights Trading',
      email: 'ap@harborlights.example',
      phone: '416-555-0100',
      subsidiary: { id: '2' },
      terms: { id: '2' },
      creditLimit: 2500,
      category: { id: 3 },
      salesRep: { id: String(salesRepId) },
    }),
    shown: (id) => ({
      entityId: `CUST${id}`,
      isPerson: false,
      isInactive: false,
      subsidiary: reference('subsidiary', 2, 'Northwind Supply Inc. : Northwind Supply Canada Ltd.'),
      currency: reference('currency', 2, 'Canadian Dollar'),
      terms: reference('term', 2, 'Net 30'),
      category: reference('customercategory', 3, 'Distributor'),
      creditLimit: 2500,
    }),
    columns: (id) => ({
      id,
      entityid: `CUST${id}`,
      companyname: 'Harbor Lights Trading',
      externalid: 'CRM-0001',
      email: 'ap@harborlights.example',
      phone: '416-555-0100',
      subsidiary: 2,
      currency: 2,
      terms: 2,
      creditlimit: '2500.00',
      category: 3,
      salesrep: salesRepId,
      isperson: 'F',
      isinactive: 'F',
      defaultbillingaddress: null,
    }),
    patch: { companyName: 'Harbor Lights Trading Co.', isInactive: true },
    patchedColumns: { companyname: 'Harbor Lights Trading Co.', isinactive: 'T', email: 'ap@harborlights.example' },
  },
  {
    type: 'vendor',
    table: 'vendor',
    body: () => ({ companyName: 'Granite Freight LLP', subsidiary: { id: '3' }, category: { id: '2' } }),
    shown: (id) => ({
      entityId: `VEND${id}`,
      currency: reference('currency', 3, 'British Pound'),
      category: reference('vendorcategory', 2, 'Professional Services'),
    }),
    columns: (id) => ({
      id,
      entityid: `VEND${id}`,
      companyname: 'Granite Freight LLP',
      subsidiary: 3,
      currency: 3,
      category: 2,
      email: null,
      terms: null,
      externalid: null,
    }),
    patch: { email: 'billing@granite.example', terms: { id: '1' } },
    patchedColumns: { email: 'billing@granite.example', terms: 1, companyname: 'Granite Freight LLP' },
  },
  {
    type: 'employee',
    table: 'employee',
    body: () => ({
      firstName: 'Ada',
      lastName: 'Quill',
      subsidiary: { id: '1' },
      department: { id: '2' },
      supervisor: { id: String(salesRepId) },
      isSalesRep: true,
    }),
    shown: (id) => ({
      entityId: `EMP${id}`,
      department: reference('department', 2, 'Sales'),
      isSalesRep: true,
    }),
    columns: (id) => ({
      id,
      entityid: `EMP${id}`,
      firstname: 'Ada',
      lastname: 'Quill',
      subsidiary: 1,
      department: 2,
      location: null,
      supervisor: salesRepId,
      issalesrep: 'T',
      isinactive: 'F',
    }),
    patch: { title: 'Account Executive', supervisor: null },
    patchedColumns: { title: 'Account Executive', supervisor: null, firstname: 'Ada' },
  },
  {
    type: 'inventoryitem',
    table: 'item',
    body: () => ({ itemId: 'NW-9001', displayName: 'Anchor Bolt, Galvanised', cost: 1.25, basePrice: 2.4 }),
    shown: () => ({
      incomeAccount: reference('account', 13, '4000 Product Sales'),
      cogsAccount: reference('account', 15, '5000 Cost of Goods Sold'),
      assetAccount: reference('account', 3, '1200 Inventory Asset'),
      isInactive: false,
    }),
    columns: (id) => ({
      id,
      itemid: 'NW-9001',
      displayname: 'Anchor Bolt, Galvanised',
      itemtype: 'InvtPart',
      cost: '1.25',
      baseprice: '2.40',
      incomeaccount: 13,
      cogsaccount: 15,
      assetaccount: 3,
      expenseaccount: null,
    }),
    patch: { displayName: null, basePrice: 2.75 },
    patchedColumns: { displayname: null, baseprice: '2.75', cost: '1.25' },
  },
];

describe.each(CASES.map((testCase) => [testCase.type, testCase] as const))('the %s record', (type, testCase) => {
  it('is created, read, visible to SuiteQL, updated and deleted', async () => {
    const id = await client.create(type, testCase.body());

    const read = await client.read(type, id);
    expect(read).toMatchObject({
      links: [{ rel: 'self', href: `http://sandbox.test/services/rest/record/v1/${type}/${id}` }],
      id: String(id),
      ...testCase.shown(id),
    });
    expect(Object.keys(read)[0]).toBe('links');

    const [row] = await client.rows(`select * from ${testCase.table} where id = $1`, [id]);
    expect(row).toMatchObject(testCase.columns(id));

    const patched = await client.send('PATCH', `/${type}/${id}`, testCase.patch);
    expect(patched.status).toBe(204);
    const [after] = await client.rows(`select * from ${testCase.table} where id = $1`, [id]);
    expect(after).toMatchObject(testCase.patchedColumns);

    const deleted = await client.send('DELETE', `/${type}/${id}`);
    expect(deleted.status).toBe(204);
    expect(await client.rows(`select id from ${testCase.table} where id = $1`, [id])).toEqual([]);
    const gone = await client.send('GET', `/${type}/${id}`);
    expect(await client.refusal(gone)).toEqual({
      status: 404,
      contentType: 'application/vnd.oracle.resource+json; type=error',
      detail: 'The record instance does not exist. Provide a valid record instance ID.',
      'o:errorCode': 'NONEXISTENT_ID',
    });
  });
});

describe('a customer created through REST', () => {
  it('carries the dates and content type NetSuite gives, and leaves empty fields out', async () => {
    const id = await client.create('customer', { companyName: 'Quiet Shore Ltd', subsidiary: { id: 1 } });
    const response = await client.send('GET', `/customer/${id}`);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.oracle.resource+json; type=singular');
    const read = (await response.json()) as Record<string, unknown>;
    expect(read.dateCreated).toMatch(ISO_DATETIME);
    expect(read.lastModifiedDate).toBe(read.dateCreated);
    expect(read).not.toHaveProperty('email');
    expect(read).not.toHaveProperty('salesRep');
    expect(read).not.toHaveProperty('externalId');
    const [row] = await client.rows<{ datecreated: string }>(
      `select to_char(datecreated, 'YYYY-MM-DD') as datecreated from customer where id = $1`,
      [id],
    );
    expect(read.dateCreated).toBe(`${row?.datecreated}T00:00:00Z`);
  });

  it('takes an id no entity has, since customers, vendors and employees share one id space', async () => {
    const [highest] = await client.rows<{ id: number }>(
      'select max(id) as id from (select id from customer union all select id from vendor union all select id from employee) e',
    );
    const vendorId = await client.create('vendor', { companyName: 'Id Space Vendor', subsidiary: { id: '1' } });
    const customerId = await client.create('customer', { companyName: 'Id Space Customer', subsidiary: { id: '1' } });
    expect(vendorId).toBe((highest?.id ?? 0) + 1);
    expect(customerId).toBe(vendorId + 1);
  });
});

describe('PATCH', () => {
  it('leaves omitted fields unchanged and clears a field sent as null', async () => {
    const id = await client.create('customer', {
      companyName: 'Patchwork Goods',
      subsidiary: { id: '1' },
      email: 'orders@patchwork.example',
      phone: '555-0142',
      creditLimit: 1000,
    });
    const response = await client.send('PATCH', `/customer/${id}`, { email: null, creditLimit: 1500 });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const read = await client.read('customer', id);
    expect(read).not.toHaveProperty('email');
    expect(read).toMatchObject({ companyName: 'Patchwork Goods', phone: '555-0142', creditLimit: 1500 });
    const [row] = await client.rows('select email, phone from customer where id = $1', [id]);
    expect(row).toEqual({ email: null, phone: '555-0142' });
  });

  it('refuses to clear a required field, naming it', async () => {
    const id = await client.create('customer', { companyName: 'Keeps Its Name', subsidiary: { id: '1' } });
    const response = await client.send('PATCH', `/customer/${id}`, { companyName: null });
    expect(await client.refusal(response)).toMatchObject({
      status: 400,
      detail: 'Please enter value(s) for: Company Name',
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'companyName',
    });
    expect((await client.read('customer', id)).companyName).toBe('Keeps Its Name');
  });

  it('answers 404 for a record that does not exist', async () => {
    const response = await client.send('PATCH', '/customer/999999', { phone: '1' });
    expect(await client.refusal(response)).toMatchObject({ status: 404, 'o:errorCode': 'NONEXISTENT_ID' });
  });
});

describe('external ids', () => {
  it('read, update and delete a record by eid:', async () => {
    const id = await client.create('vendor', {
      externalId: 'ERP-V-77',
      companyName: 'Eid Supplies',
      subsidiary: { id: '1' },
    });
    expect(await client.read('vendor', 'eid:ERP-V-77')).toMatchObject({ id: String(id), externalId: 'ERP-V-77' });
    expect((await client.send('PATCH', '/vendor/eid:ERP-V-77', { phone: '555-0177' })).status).toBe(204);
    expect((await client.read('vendor', id)).phone).toBe('555-0177');
    expect((await client.send('DELETE', '/vendor/eid:ERP-V-77')).status).toBe(204);
    expect((await client.send('GET', '/vendor/eid:ERP-V-77')).status).toBe(404);
    expect((await client.send('GET', `/vendor/${id}`)).status).toBe(404);
  });

  it('refuse a second create with the same external id, so a retried create cannot duplicate', async () => {
    const body = { externalId: 'RETRY-1', companyName: 'Once Only Inc', subsidiary: { id: '1' } };
    const id = await client.create('customer', body);
    const retried = await client.send('POST', '/customer', body);
    expect(await client.refusal(retried)).toMatchObject({
      status: 400,
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'externalId',
    });
    expect(await client.rows(`select id from customer where externalid = 'RETRY-1'`)).toEqual([{ id }]);
    expect((await client.read('customer', 'eid:RETRY-1')).id).toBe(String(id));
  });

  it('refuse an update that would give a record another record’s external id', async () => {
    await client.create('customer', { externalId: 'TAKEN-1', companyName: 'First Holder', subsidiary: { id: '1' } });
    const id = await client.create('customer', { companyName: 'Second Holder', subsidiary: { id: '1' } });
    const response = await client.send('PATCH', `/customer/${id}`, { externalId: 'TAKEN-1' });
    expect(await client.refusal(response)).toMatchObject({ status: 400, 'o:errorPath': 'externalId' });
  });

  it('may repeat across record types, as NetSuite keeps them per type', async () => {
    await client.create('customer', { externalId: 'SHARED-9', companyName: 'Shared A', subsidiary: { id: '1' } });
    await client.create('vendor', { externalId: 'SHARED-9', companyName: 'Shared B', subsidiary: { id: '1' } });
    expect((await client.read('vendor', 'eid:SHARED-9')).companyName).toBe('Shared B');
  });
});

describe('PUT eid: (upsert)', () => {
  it('creates the record the first time and updates the same record after', async () => {
    const first = await client.send('PUT', '/customer/eid:UPS-1', {
      companyName: 'Upsert Ltd',
      subsidiary: { id: '1' },
      phone: '555-0001',
    });
    expect(first.status).toBe(204);
    const location = first.headers.get('Location') ?? '';
    const id = /\/(\d+)$/.exec(location)?.[1];
    expect(location).toBe(`http://sandbox.test/services/rest/record/v1/customer/${id}`);
    expect(await client.read('customer', 'eid:UPS-1')).toMatchObject({ id, externalId: 'UPS-1', phone: '555-0001' });

    const second = await client.send('PUT', '/customer/eid:UPS-1', { email: 'hello@upsert.example' });
    expect(second.status).toBe(204);
    expect(second.headers.get('Location')).toBe(location);
    expect(await client.read('customer', 'eid:UPS-1')).toMatchObject({
      id,
      companyName: 'Upsert Ltd',
      phone: '555-0001',
      email: 'hello@upsert.example',
    });
    expect(await client.rows(`select count(*)::int as n from customer where externalid = 'UPS-1'`)).toEqual([{ n: 1 }]);
  });

  it('creates only with what a create needs', async () => {
    const response = await client.send('PUT', '/customer/eid:UPS-2', { phone: '555-0002' });
    expect(await client.refusal(response)).toMatchObject({
      status: 400,
      detail: 'Please enter value(s) for: Company Name, Primary Subsidiary',
    });
  });

  it('needs an external id in the URL, and no other one in the body', async () => {
    const id = await client.create('customer', { companyName: 'Put By Id', subsidiary: { id: '1' } });
    const byId = await client.send('PUT', `/customer/${id}`, { phone: '1' });
    expect(await client.refusal(byId)).toMatchObject({ status: 400, 'o:errorCode': 'USER_ERROR' });
    const mismatch = await client.send('PUT', '/customer/eid:UPS-3', {
      externalId: 'UPS-4',
      companyName: 'Mismatch',
      subsidiary: { id: '1' },
    });
    expect(await client.refusal(mismatch)).toMatchObject({ status: 400, 'o:errorPath': 'externalId' });
  });
});

describe('validation', () => {
  it.each([
    [{ companyName: 'No Subsidiary' }, 'USER_ERROR', 'subsidiary', 'Please enter value(s) for: Primary Subsidiary'],
    [
      { companyName: 'Nowhere Ltd', subsidiary: { id: '999' } },
      'INVALID_CONTENT',
      'subsidiary',
      'Error while accessing a resource. You have entered an Invalid Field Value 999 for the following field: subsidiary',
    ],
    [
      { companyName: 'Bad Flag', subsidiary: { id: '1' }, isInactive: 'no' },
      'INVALID_CONTENT',
      'isInactive',
      undefined,
    ],
    [{ companyName: 'Typo', subsidiary: { id: '1' }, emial: 'x@y.example' }, 'INVALID_CONTENT', 'emial', undefined],
  ])('refuses %j in NetSuite’s envelope with the field as o:errorPath', async (body, code, path, detail) => {
    const response = await client.send('POST', '/customer', body);
    const refusal = await client.refusal(response);
    expect(refusal).toMatchObject({ status: 400, 'o:errorCode': code, 'o:errorPath': path });
    if (detail) expect(refusal.detail).toBe(detail);
  });

  it('takes as sales rep only an employee who is one', async () => {
    const response = await client.send('POST', '/customer', {
      companyName: 'Wrong Rep',
      subsidiary: { id: '1' },
      salesRep: { id: otherEmployeeId },
    });
    expect(await client.refusal(response)).toMatchObject({ status: 400, 'o:errorPath': 'salesRep' });
  });

  it('keeps entity ids unique within the type', async () => {
    await client.create('customer', { entityId: 'C-UNIQUE', companyName: 'Unique One', subsidiary: { id: '1' } });
    const response = await client.send('POST', '/customer', {
      entityId: 'C-UNIQUE',
      companyName: 'Unique Two',
      subsidiary: { id: '1' },
    });
    expect(await client.refusal(response)).toMatchObject({ status: 400, 'o:errorPath': 'entityId' });
  });
});

describe('request bodies', () => {
  it('must be JSON', async () => {
    const response = await client.send('POST', '/customer', { companyName: 'x' }, { 'Content-Type': 'text/plain' });
    expect(await client.refusal(response)).toMatchObject({ status: 415, 'o:errorCode': 'INVALID_CONTENT_TYPE' });
  });

  it('are read as JSON when they declare no type, as clients such as netsuite-rest send them', async () => {
    const url = 'http://sandbox.test/services/rest/record/v1/customer';
    const response = await sandbox.app.request(url, {
      method: 'POST',
      headers: signedHeaders('POST', url),
      body: new TextEncoder().encode(JSON.stringify({ companyName: 'Untyped Body Ltd', subsidiary: { id: '1' } })),
    });
    expect(response.status).toBe(204);
  });

  it('must parse, and be an object', async () => {
    const url = 'http://sandbox.test/services/rest/record/v1/customer';
    const broken = await sandbox.app.request(url, {
      method: 'POST',
      headers: { ...signedHeaders('POST', url), 'Content-Type': 'application/json' },
      body: '{"companyName": ',
    });
    expect(await client.refusal(broken)).toMatchObject({ status: 400, 'o:errorCode': 'INVALID_CONTENT' });
    const array = await client.send('POST', '/customer', [{ companyName: 'x' }]);
    expect(await client.refusal(array)).toMatchObject({ status: 400, 'o:errorCode': 'INVALID_CONTENT' });
  });

  it('are bounded', async () => {
    const response = await client.send('POST', '/customer', { companyName: 'x'.repeat(MAX_RECORD_BODY_BYTES) });
    expect(await client.refusal(response)).toMatchObject({ status: 413 });
  });
});

describe('what is not there', () => {
  it.each([
    ['/salesorder/1', 'NONEXISTENT_ID'],
    ['/customer/abc', 'NONEXISTENT_ID'],
    ['/customer/eid:NO-SUCH-ID', 'NONEXISTENT_ID'],
    ['/customer/0', 'NONEXISTENT_ID'],
  ])('GET %s answers 404', async (path, code) => {
    expect(await client.refusal(await client.send('GET', path))).toMatchObject({ status: 404, 'o:errorCode': code });
  });

  it('an item of another type is not an inventory item', async () => {
    const [service] = await client.rows<{ id: number }>(`select id from item where itemtype = 'Service' limit 1`);
    expect((await client.send('GET', `/inventoryitem/${service?.id}`)).status).toBe(404);
    expect((await client.send('DELETE', `/inventoryitem/${service?.id}`)).status).toBe(404);
    expect(await client.rows('select id from item where id = $1', [service?.id])).toHaveLength(1);
  });
});

describe('DELETE', () => {
  it('refuses a record that transactions depend on, as NetSuite does', async () => {
    const [used] = await client.rows<{ id: number }>(
      'select c.id from customer c where exists (select 1 from transaction t where t.entity = c.id) limit 1',
    );
    const response = await client.send('DELETE', `/customer/${used?.id}`);
    expect(await client.refusal(response)).toMatchObject({
      status: 400,
      detail: 'This record cannot be deleted because it has dependent records.',
    });
    expect(await client.rows('select id from customer where id = $1', [used?.id])).toHaveLength(1);
  });

  it('takes the addresses a generated customer owns along with it', async () => {
    const [unused] = await client.rows<{ id: number; address: number }>(
      `select c.id, c.defaultbillingaddress as address from customer c
        where not exists (select 1 from transaction t where t.entity = c.id)
          and not exists (select 1 from transactionline l where l.entity = c.id) and c.defaultbillingaddress is not null
        limit 1`,
    );
    expect(unused).toBeDefined();
    expect((await client.send('DELETE', `/customer/${unused?.id}`)).status).toBe(204);
    expect(await client.rows('select nkey from entityaddress where nkey = $1', [unused?.address])).toEqual([]);
  });
});

function signedHeaders(method: string, url: string): Record<string, string> {
  const { account } = sandbox;
  return {
    Authorization: tbaAuthorizationHeader({
      method,
      url,
      accountId: account.accountId,
      consumerKey: account.consumerKey,
      consumerSecret: account.consumerSecret,
      tokenId: account.demoTokenId,
      tokenSecret: account.demoTokenSecret,
    }),
  };
}
