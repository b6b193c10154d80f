import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSuiteqlSandbox, type SuiteqlSandbox } from '../../suiteql/suiteql-client.fixture.ts';
import { type Parties, type TransactionClient, transactionClient } from './transaction-client.testing.ts';

/**
 * Procure to Pay through the record service: a purchase order, its receipts, the supplier's
 * bills and their payments, with what each changes in SuiteQL's tables.
 */

let sandbox: SuiteqlSandbox;
let client: TransactionClient;
let parties: Parties;

beforeAll(async () => {
  sandbox = await openSuiteqlSandbox({ scale: 300 });
  client = transactionClient(sandbox);
  parties = await client.parties('P2P');
});

afterAll(() => sandbox?.close());

const TODAY = '2026-11-22';

async function order(quantity = 10, extra: Record<string, unknown> = {}): Promise<number> {
  return client.create('purchaseOrder', {
    entity: { id: parties.vendor },
    location: { id: 1 },
    memo: 'Restock',
    item: { items: [{ item: { id: parties.item }, quantity, rate: 4.5 }] },
    ...extra,
  });
}

async function stock(location = 1) {
  const [row] = await client.rows<Record<string, string>>(
    `select quantityonhand, quantityonorder, quantityavailable from inventoryitemlocations where item = $1 and location = $2`,
    [parties.item, location],
  );
  return { onHand: Number(row?.quantityonhand ?? 0), onOrder: Number(row?.quantityonorder ?? 0) };
}

async function postings(transaction: number) {
  return client.rows<{ account: number; debit: string | null; credit: string | null }>(
    `select account, debit, credit from transactionaccountingline where transaction = $1 order by transactionline`,
    [transaction],
  );
}

async function statusOf(id: number) {
  const rows = await sandbox.rows(`SELECT status, BUILTIN.DF(status) AS name FROM transaction WHERE id = ${id}`);
  return rows[0];
}

describe('a purchase order', () => {
  it('is created from its vendor, location and lines, and reads back as NetSuite shows it', async () => {
    const id = await order(10, { externalId: 'PO-EXT-1', otherRefNum: 'Q-77', tranDate: '2026-11-20' });
    const record = await client.read('purchaseOrder', id);
    expect(record).toMatchObject({
      id: String(id),
      tranId: expect.stringMatching(/^PO\d+$/),
      tranDate: '2026-11-20',
      externalId: 'PO-EXT-1',
      otherRefNum: 'Q-77',
      memo: 'Restock',
      entity: { id: String(parties.vendor), refName: expect.any(String) },
      subsidiary: { id: '1', refName: 'Northwind Supply Inc.' },
      currency: { id: '1', refName: 'US Dollar' },
      location: { id: '1', refName: 'East Coast Warehouse' },
      status: { id: 'B', refName: 'Pending Receipt' },
      total: 45,
      exchangeRate: 1,
      item: { links: [{ rel: 'self', href: `http://sandbox.test/services/rest/record/v1/purchaseorder/${id}/item` }] },
    });
    expect(await client.read('purchaseorder', 'eid:PO-EXT-1')).toEqual(record);
    const expanded = await client.read('purchaseorder', `${id}?expandSubResources=true`);
    expect(expanded.item).toMatchObject({
      totalResults: 1,
      items: [
        {
          line: 1,
          item: { id: String(parties.item), refName: parties.itemId },
          quantity: 10,
          rate: 4.5,
          amount: 45,
          location: { id: '1' },
          quantityReceived: 0,
          quantityBilled: 0,
          isClosed: false,
        },
      ],
    });
  });

  it('is a purchase order in SuiteQL at once, and puts its quantity on order', async () => {
    const before = await stock();
    const id = await order(6);
    expect(await stock()).toEqual({ onHand: before.onHand, onOrder: before.onOrder + 6 });
    const rows = await sandbox.rows(
      `SELECT t.type, BUILTIN.DF(t.type) AS typename, t.status, t.foreigntotal, tl.quantity, tl.foreignamount,
              tl.quantityshiprecv, tl.location
         FROM transaction t JOIN transactionline tl ON tl.transaction = t.id AND tl.mainline = 'F'
        WHERE t.id = ${id}`,
    );
    expect(rows).toEqual([
      {
        type: 'PurchOrd',
        typename: 'Purchase Order',
        status: 'B',
        foreigntotal: '27',
        quantity: '6',
        foreignamount: '27',
        quantityshiprecv: '0',
        location: '1',
      },
    ]);
    expect(await postings(id)).toEqual([]);
  });

  it('lists with q and pages, like the other record types', async () => {
    const id = await order(1);
    const response = await client.send(
      'GET',
      `/purchaseorder?q=${encodeURIComponent(`entity ANY_OF [${parties.vendor}]`)}`,
    );
    const body = (await response.json()) as { items: { id: string }[]; totalResults: number };
    expect(body.items.map((item) => item.id)).toContain(String(id));
    const salesOrders = await client.send(
      'GET',
      `/salesorder?q=${encodeURIComponent(`entity ANY_OF [${parties.vendor}]`)}`,
    );
    expect(((await salesOrders.json()) as { totalResults: number }).totalResults).toBe(0);
    const generated = (await (await client.send('GET', '/purchaseorder?limit=5')).json()) as { totalResults: number };
    const [count] = await client.rows<{ n: number }>(
      `select count(*)::int as n from transaction where type = 'PurchOrd'`,
    );
    expect(generated.totalResults).toBe(count?.n);
  });

  it('is upserted by external id: created the first time, its header changed after', async () => {
    const body = {
      entity: { id: parties.vendor },
      location: { id: 1 },
      item: { items: [{ item: { id: parties.item }, quantity: 1 }] },
    };
    const first = await client.send('PUT', '/purchaseorder/eid:PO-UPSERT', body);
    expect(first.status).toBe(204);
    const second = await client.send('PUT', '/purchaseorder/eid:PO-UPSERT', { memo: 'Second thoughts' });
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(await client.read('purchaseorder', 'eid:PO-UPSERT')).toMatchObject({ memo: 'Second thoughts', total: 10 });
    expect(
      await client.refusal(await client.send('PUT', '/purchaseorder/eid:PO-UPSERT', { externalId: 'another' })),
    ).toMatchObject({ 'o:errorPath': 'externalId' });
  });

  it('filters a list by status and date with q', async () => {
    const id = await order(1, { tranDate: '2026-11-02' });
    const listed = async (q: string) => {
      const response = await client.send('GET', `/purchaseorder?q=${encodeURIComponent(q)}`);
      return ((await response.json()) as { items: { id: string }[] }).items.map((item) => Number(item.id));
    };
    expect(await listed(`status IS "B" AND tranDate ON 2026-11-02`)).toEqual([id]);
    expect(await listed(`status IS "G" AND tranDate ON 2026-11-02`)).toEqual([]);
  });

  it('changes header fields by PATCH, and refuses to change what would re-post it', async () => {
    const id = await order(2);
    const patched = await client.send('PATCH', `/purchaseorder/${id}`, {
      memo: 'Rush',
      trandate: '2026-11-21',
      OTHERREFNUM: 'Q-9',
    });
    expect(patched.status).toBe(204);
    expect(await client.read('purchaseorder', id)).toMatchObject({
      memo: 'Rush',
      tranDate: '2026-11-21',
      otherRefNum: 'Q-9',
    });
    const [main] = await client.rows<{ memo: string }>(
      `select memo from transactionline where transaction = $1 and id = 0`,
      [id],
    );
    expect(main?.memo).toBe('Rush');
    expect(
      await client.refusal(await client.send('PATCH', `/purchaseorder/${id}`, { entity: { id: 1 } })),
    ).toMatchObject({ status: 400, 'o:errorCode': 'USER_ERROR', 'o:errorPath': 'entity' });
    expect(
      await client.refusal(await client.send('PATCH', `/purchaseorder/${id}`, { tranDate: 'yesterday' })),
    ).toMatchObject({ status: 400, 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'tranDate' });
  });

  it('refuses a create without a vendor, lines, a location for stock, or with a taken external id', async () => {
    const line = { item: { id: parties.item }, quantity: 1 };
    const refused = async (body: Record<string, unknown>) =>
      client.refusal(await client.send('POST', '/purchaseorder', body));
    expect(await refused({ item: { items: [line] }, location: { id: 1 } })).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      detail: 'Please enter value(s) for: Vendor',
      'o:errorPath': 'entity',
    });
    expect(await refused({ entity: { id: parties.vendor }, location: { id: 1 } })).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      detail: 'You must enter at least one line item for this transaction.',
    });
    expect(await refused({ entity: { id: parties.vendor }, item: { items: [line] } })).toMatchObject({
      'o:errorPath': 'item.items[0].location',
    });
    expect(
      await refused({ entity: { id: parties.customer }, location: { id: 1 }, item: { items: [line] } }),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'entity' });
    expect(
      await refused({ entity: { id: parties.vendor }, location: { id: 3 }, item: { items: [line] } }),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'location' });
    expect(
      await refused({
        entity: { id: parties.vendor },
        location: { id: 1 },
        item: { items: [{ ...line, quantity: -1 }] },
      }),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'item.items[0].quantity' });
    expect(
      await refused({
        entity: { id: parties.vendor },
        location: { id: 1 },
        item: { items: [{ ...line, colour: 'red' }] },
      }),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'item.items[0].colour' });
    await order(1, { externalId: 'PO-TAKEN' });
    expect(
      await refused({
        entity: { id: parties.vendor },
        location: { id: 1 },
        externalId: 'PO-TAKEN',
        item: { items: [line] },
      }),
    ).toMatchObject({ 'o:errorCode': 'USER_ERROR', 'o:errorPath': 'externalId' });
  });

  it('is deleted while nothing was made from it, taking its quantity off order', async () => {
    const before = await stock();
    const id = await order(7);
    expect((await client.send('DELETE', `/purchaseorder/${id}`)).status).toBe(204);
    expect(await stock()).toEqual(before);
    expect(await client.rows(`select 1 from transactionline where transaction = $1`, [id])).toEqual([]);
    expect((await client.send('GET', `/purchaseorder/${id}`)).status).toBe(404);
  });
});

describe('receiving a purchase order', () => {
  it('receives part, then the rest, moving stock, postings, links and status', async () => {
    const before = await stock();
    const id = await order(10);
    const first = await client.transform('purchaseOrder', id, 'itemReceipt', {
      tranDate: TODAY,
      memo: 'First pallet',
      item: { items: [{ orderLine: 1, quantity: 4 }] },
    });
    expect(await stock()).toEqual({ onHand: before.onHand + 4, onOrder: before.onOrder + 6 });
    expect(await statusOf(id)).toEqual({ status: 'E', name: 'Purchase Order : Pending Billing/Partially Received' });
    expect(await client.read('itemreceipt', `${first}?expandSubResources=true`)).toMatchObject({
      createdFrom: { id: String(id), refName: expect.stringMatching(/^Purchase Order #PO\d+$/) },
      entity: { id: String(parties.vendor) },
      memo: 'First pallet',
      total: 18,
      item: { items: [{ line: 1, orderLine: 1, quantity: 4, rate: 4.5, amount: 18, itemReceive: true }] },
    });
    // Inventory asset is debited, goods received not billed credited.
    expect(await postings(first)).toEqual([
      { account: 8, debit: null, credit: '18.00' },
      { account: 3, debit: '18.00', credit: null },
    ]);
    expect(
      await client.rows(
        `select previousline, nextline, linktype, foreignamount from previoustransactionlinelink where nextdoc = $1`,
        [first],
      ),
    ).toEqual([{ previousline: 1, nextline: 1, linktype: 'ShipRcpt', foreignamount: '18.00' }]);

    const rest = await client.transform('purchaseorder', id, 'itemreceipt');
    expect(await client.read('itemreceipt', `${rest}?expandSubResources=true`)).toMatchObject({
      item: { items: [{ quantity: 6, amount: 27 }] },
    });
    expect(await stock()).toEqual({ onHand: before.onHand + 10, onOrder: before.onOrder });
    expect(await statusOf(id)).toEqual({ status: 'F', name: 'Purchase Order : Pending Bill' });
  });

  it('lets only one of two receipts racing for the same goods through', async () => {
    const id = await order(4);
    const answers = await Promise.all([
      client.transformResponse('purchaseorder', id, 'itemreceipt'),
      client.transformResponse('purchaseorder', id, 'itemreceipt'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    expect(await client.read('purchaseorder', `${id}?expandSubResources=true`)).toMatchObject({
      item: { items: [{ quantityReceived: 4 }] },
    });
  });

  it('reads field names in any case, as NetSuite does', async () => {
    const id = await order(2);
    const receipt = await client.transform('purchaseorder', id, 'itemreceipt', {
      TRANDATE: '2026-11-21T00:00:00Z',
      item: { items: [{ orderline: 1, itemreceive: true, Quantity: 1 }] },
    });
    expect(await client.read('itemreceipt', `${receipt}?expandSubResources=true`)).toMatchObject({
      tranDate: '2026-11-21',
      item: { items: [{ quantity: 1 }] },
    });
  });

  it('refuses more than remains, a line it does not have, and a received order', async () => {
    const id = await order(3);
    expect(
      await client.refusal(
        await client.transformResponse('purchaseorder', id, 'itemreceipt', {
          item: { items: [{ orderLine: 1, quantity: 4 }] },
        }),
      ),
    ).toMatchObject({
      status: 400,
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item.items[0].quantity',
      detail: `You cannot receive 4 of ${parties.itemId}: only 3 remain to receive on order line 1.`,
    });
    expect(
      await client.refusal(
        await client.transformResponse('purchaseorder', id, 'itemreceipt', { item: { items: [{ orderLine: 2 }] } }),
      ),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'item.items[0].orderLine' });
    expect(
      await client.refusal(
        await client.transformResponse('purchaseorder', id, 'itemreceipt', {
          item: { items: [{ orderLine: 1, itemReceive: false }] },
        }),
      ),
    ).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      detail: 'You must enter at least one line item for this transaction.',
    });
    await client.transform('purchaseorder', id, 'itemreceipt');
    expect(await client.refusal(await client.transformResponse('purchaseorder', id, 'itemreceipt'))).toMatchObject({
      status: 400,
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringMatching(
        /^You can not initialize itemreceipt: invalid reference \d+\. Purchase Order #PO\d+ is Purchase Order : Pending Bill: nothing is left to receive\.$/,
      ),
    });
    expect((await client.send('DELETE', `/purchaseorder/${id}`)).status).toBe(400);
  });
});

describe('billing and paying a purchase order', () => {
  it('bills only what was received, then pays the bill in two parts', async () => {
    const id = await order(10);
    expect(await client.refusal(await client.transformResponse('purchaseorder', id, 'vendorbill'))).toMatchObject({
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringContaining('is Purchase Order : Pending Receipt: nothing received is left to bill.'),
    });
    await client.transform('purchaseorder', id, 'itemreceipt', { item: { items: [{ orderLine: 1, quantity: 4 }] } });
    expect(await statusOf(id)).toMatchObject({ status: 'E' });
    expect(
      await client.refusal(
        await client.transformResponse('purchaseorder', id, 'vendorbill', {
          item: { items: [{ orderLine: 1, quantity: 5 }] },
        }),
      ),
    ).toMatchObject({
      'o:errorPath': 'item.items[0].quantity',
      detail: expect.stringContaining('only 4 remain to bill'),
    });
    const bill = await client.transform('purchaseorder', id, 'vendorbill', { tranId: 'INV-4411', tranDate: TODAY });
    expect(await statusOf(id)).toMatchObject({ status: 'D' });
    expect(await client.read('vendorbill', bill)).toMatchObject({
      tranId: 'INV-4411',
      dueDate: '2026-12-22',
      status: { id: 'A', refName: 'Open' },
      total: 18,
      amountPaid: 0,
      amountRemaining: 18,
      createdFrom: { id: String(id) },
    });
    expect(await postings(bill)).toEqual([
      { account: 7, debit: null, credit: '18.00' },
      { account: 8, debit: '18.00', credit: null },
    ]);

    const part = await client.transform('vendorbill', bill, 'vendorpayment', {
      apply: { items: [{ doc: { id: bill }, amount: 10 }] },
    });
    expect(await client.read('vendorbill', bill)).toMatchObject({
      status: { id: 'A' },
      amountPaid: 10,
      amountRemaining: 8,
    });
    expect(await client.read('vendorpayment', `${part}?expandSubResources=true`)).toMatchObject({
      entity: { id: String(parties.vendor) },
      total: 10,
      account: { id: '1', refName: '1000 Operating Checking' },
      apply: { items: [{ doc: { id: String(bill), refName: 'Bill #INV-4411' }, apply: true, amount: 10 }] },
    });
    expect(await postings(part)).toEqual([
      { account: 1, debit: null, credit: '10.00' },
      { account: 7, debit: '10.00', credit: null },
    ]);
    expect(
      await client.refusal(
        await client.transformResponse('vendorbill', bill, 'vendorpayment', { apply: { items: [{ amount: 9 }] } }),
      ),
    ).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'apply.items[0].amount',
      detail: 'The payment of 9.00 is more than the 8.00 due on Bill #INV-4411.',
    });
    await client.transform('vendorbill', bill, 'vendorpayment');
    expect(await client.read('vendorbill', bill)).toMatchObject({
      status: { id: 'B', refName: 'Paid In Full' },
      amountPaid: 18,
      amountRemaining: 0,
    });
    expect(await client.refusal(await client.transformResponse('vendorbill', bill, 'vendorpayment'))).toMatchObject({
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringContaining('is Bill : Paid In Full: nothing is left to pay.'),
    });

    await client.transform('purchaseorder', id, 'itemreceipt');
    await client.transform('purchaseorder', id, 'vendorbill');
    expect(await statusOf(id)).toEqual({ status: 'G', name: 'Purchase Order : Fully Billed' });
    expect(await client.refusal(await client.transformResponse('purchaseorder', id, 'vendorbill'))).toMatchObject({
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringContaining('is Purchase Order : Fully Billed'),
    });
    const [billed] = await client.rows<{ total: string }>(
      `select sum(foreigntotal) as total from transaction where type = 'VendBill' and createdfrom = $1`,
      [id],
    );
    expect(billed?.total).toBe('45.00');
  });

  it('creates a bill of expense lines directly, and refuses inventory items on one', async () => {
    const bill = await client.create('vendorBill', {
      entity: { id: parties.vendor },
      tranId: 'UTIL-2026-11',
      expense: { items: [{ account: { id: 18 }, amount: 120.5, memo: 'Electricity', department: { id: 5 } }] },
    });
    expect(await client.read('vendorbill', `${bill}?expandSubResources=true`)).toMatchObject({
      tranId: 'UTIL-2026-11',
      total: 120.5,
      status: { id: 'A' },
      expense: { items: [{ account: { id: '18', refName: '6200 Utilities' }, amount: 120.5, memo: 'Electricity' }] },
    });
    expect(await postings(bill)).toEqual([
      { account: 7, debit: null, credit: '120.50' },
      { account: 18, debit: '120.50', credit: null },
    ]);
    const refused = await client.send('POST', '/vendorbill', {
      entity: { id: parties.vendor },
      item: { items: [{ item: { id: parties.item }, quantity: 1 }] },
    });
    expect(await client.refusal(refused)).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item.items[0].item',
    });
  });
});

describe('transform refusals', () => {
  it('refuses pairs NetSuite does not transform, unknown sources, and direct creates of follow-on documents', async () => {
    const id = await order(1);
    expect(await client.refusal(await client.transformResponse('purchaseorder', id, 'invoice'))).toMatchObject({
      status: 400,
      'o:errorCode': 'INVALID_RCRD_TRANSFORM',
    });
    expect(
      await client.refusal(await client.transformResponse('customer', parties.customer, 'salesorder')),
    ).toMatchObject({
      'o:errorCode': 'INVALID_RCRD_TRANSFORM',
    });
    expect(await client.refusal(await client.transformResponse('purchaseorder', 987654, 'itemreceipt'))).toMatchObject({
      status: 404,
      'o:errorCode': 'NONEXISTENT_ID',
    });
    expect(
      await client.refusal(await client.transformResponse('purchaseorder', 'eid:nothing', 'itemreceipt')),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await client.refusal(await client.send('POST', '/itemreceipt', { entity: { id: parties.vendor } })),
    ).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      detail: 'A Item Receipt is made from the document it follows: POST /purchaseorder/{id}/!transform/itemreceipt.',
    });
    expect(
      await client.refusal(
        await client.transformResponse('purchaseorder', id, 'itemreceipt', { total: 5, colour: 'red' }),
      ),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'colour' });
  });

  it('carries an external id, so a repeated transform finds the receipt instead of making another', async () => {
    const id = await order(5);
    const receipt = await client.transform('purchaseorder', id, 'itemreceipt', {
      externalId: 'RCPT-1',
      item: { items: [{ orderLine: 1, quantity: 2 }] },
    });
    expect(await client.read('itemreceipt', 'eid:RCPT-1')).toMatchObject({ id: String(receipt) });
    const again = await client.transformResponse('purchaseorder', id, 'itemreceipt', {
      externalId: 'RCPT-1',
      item: { items: [{ orderLine: 1, quantity: 2 }] },
    });
    expect(await client.refusal(again)).toMatchObject({ 'o:errorCode': 'USER_ERROR', 'o:errorPath': 'externalId' });
    expect(await client.read('purchaseorder', `${id}?expandSubResources=true`)).toMatchObject({
      item: { items: [{ quantityReceived: 2 }] },
    });
  });

  it('answers sublists and their lines as resources of their own', async () => {
    const id = await order(2);
    const sublist = await client.send('GET', `/purchaseorder/${id}/item`);
    expect(await sublist.json()).toEqual({
      links: [{ rel: 'self', href: `http://sandbox.test/services/rest/record/v1/purchaseorder/${id}/item` }],
      items: [
        { links: [{ rel: 'self', href: `http://sandbox.test/services/rest/record/v1/purchaseorder/${id}/item/1` }] },
      ],
      totalResults: 1,
      count: 1,
      hasMore: false,
      offset: 0,
    });
    expect(await (await client.send('GET', `/purchaseorder/${id}/item/1`)).json()).toMatchObject({
      line: 1,
      quantity: 2,
    });
    expect((await client.send('GET', `/purchaseorder/${id}/item/2`)).status).toBe(404);
    expect((await client.send('GET', `/purchaseorder/${id}/apply`)).status).toBe(404);
    expect((await client.send('GET', `/customer/${parties.customer}/item`)).status).toBe(404);
  });
});
