import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSuiteqlSandbox, type SuiteqlSandbox } from '../../suiteql/suiteql-client.fixture.ts';
import { type Parties, type TransactionClient, transactionClient } from './transaction-client.testing.ts';

/**
 * Order to Cash through the record service: a sales order, its approval, fulfilments from stock,
 * invoices and the customer's payments, with what each changes in SuiteQL's tables.
 */

let sandbox: SuiteqlSandbox;
let client: TransactionClient;
let parties: Parties;

beforeAll(async () => {
  sandbox = await openSuiteqlSandbox({ scale: 300 });
  client = transactionClient(sandbox);
  parties = await client.parties('O2C');
  // Five units on the shelf at the East Coast Warehouse, received from a purchase order.
  const purchase = await client.create('purchaseorder', {
    entity: { id: parties.vendor },
    location: { id: 1 },
    item: { items: [{ item: { id: parties.item }, quantity: 5 }] },
  });
  await client.transform('purchaseorder', purchase, 'itemreceipt');
});

afterAll(() => sandbox?.close());

async function salesOrder(quantity: number, extra: Record<string, unknown> = {}): Promise<number> {
  return client.create('salesOrder', {
    entity: { id: parties.customer },
    location: { id: 1 },
    otherRefNum: 'CUST-PO-1',
    item: {
      items: [
        { item: { id: parties.item }, quantity },
        { item: { id: parties.service }, quantity: 2, rate: 80, description: 'Installation' },
      ],
    },
    ...extra,
  });
}

async function stock() {
  const [row] = await client.rows<Record<string, string>>(
    `select quantityonhand, quantitycommitted, quantitybackordered, quantityavailable
       from inventoryitemlocations where item = $1 and location = 1`,
    [parties.item],
  );
  return {
    onHand: Number(row?.quantityonhand),
    committed: Number(row?.quantitycommitted),
    backOrdered: Number(row?.quantitybackordered),
    available: Number(row?.quantityavailable),
  };
}

async function postings(transaction: number) {
  return client.rows<{ account: number; debit: string | null; credit: string | null }>(
    `select account, debit, credit from transactionaccountingline where transaction = $1 order by transactionline`,
    [transaction],
  );
}

async function status(id: number) {
  const [row] = await sandbox.rows(`SELECT status, BUILTIN.DF(status) AS name FROM transaction WHERE id = ${id}`);
  return row;
}

describe('a sales order', () => {
  it('prices its lines from the items, commits stock, and reads back as NetSuite shows it', async () => {
    const id = await salesOrder(2);
    expect(await stock()).toEqual({ onHand: 5, committed: 2, backOrdered: 0, available: 3 });
    expect(await client.read('salesorder', `${id}?expandSubResources=true`)).toMatchObject({
      tranId: expect.stringMatching(/^SO\d+$/),
      entity: { id: String(parties.customer), refName: `CUST${parties.customer}` },
      otherRefNum: 'CUST-PO-1',
      status: { id: 'B', refName: 'Pending Fulfillment' },
      orderStatus: { id: 'B', refName: 'Pending Fulfillment' },
      total: 210,
      item: {
        items: [
          { line: 1, quantity: 2, rate: 25, amount: 50, quantityFulfilled: 0, quantityBilled: 0 },
          { line: 2, quantity: 2, rate: 80, amount: 160, description: 'Installation', itemType: 'Service' },
        ],
      },
    });
    // Sales lines are negative in SuiteQL, as NetSuite signs them; the order posts nothing.
    expect(
      await sandbox.rows(
        `SELECT tl.quantity, tl.foreignamount, tl.quantityshiprecv FROM transactionline tl
          WHERE tl.transaction = ${id} AND tl.mainline = 'F' ORDER BY tl.id`,
      ),
    ).toEqual([
      { quantity: '-2', foreignamount: '-50', quantityshiprecv: '0' },
      { quantity: '-2', foreignamount: '-160', quantityshiprecv: '0' },
    ]);
    expect(await postings(id)).toEqual([]);
    expect((await client.send('DELETE', `/salesorder/${id}`)).status).toBe(204);
    expect(await stock()).toEqual({ onHand: 5, committed: 0, backOrdered: 0, available: 5 });
  });

  it('waits for approval when created pending approval, and commits stock once approved', async () => {
    const id = await salesOrder(1, { orderStatus: { id: 'A' } });
    expect(await status(id)).toEqual({ status: 'A', name: 'Sales Order : Pending Approval' });
    expect(await stock()).toMatchObject({ committed: 0 });
    expect(await client.refusal(await client.transformResponse('salesorder', id, 'itemfulfillment'))).toMatchObject({
      status: 400,
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringContaining('is Sales Order : Pending Approval: nothing is left to fulfill.'),
    });
    expect((await client.send('PATCH', `/salesorder/${id}`, { orderStatus: { id: 'B' } })).status).toBe(204);
    expect(await status(id)).toMatchObject({ status: 'B' });
    expect(await stock()).toMatchObject({ committed: 1 });
    expect(
      await client.refusal(await client.send('PATCH', `/salesorder/${id}`, { orderStatus: { id: 'A' } })),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'orderStatus' });
    expect((await client.send('DELETE', `/salesorder/${id}`)).status).toBe(204);
  });
});

describe('fulfilling, invoicing and collecting a sales order', () => {
  it('fulfils what is on hand, bills it with the services, and collects the payment in parts', async () => {
    const id = await salesOrder(8);
    expect(await stock()).toEqual({ onHand: 5, committed: 5, backOrdered: 3, available: 0 });
    expect(await client.refusal(await client.transformResponse('salesorder', id, 'itemfulfillment'))).toMatchObject({
      status: 400,
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item (order line 1).quantity',
      detail: `You cannot fulfill 8 of ${parties.itemId} from East Coast Warehouse: only 5 on hand.`,
    });
    const shipment = await client.transform('salesorder', id, 'itemfulfillment', {
      item: { items: [{ orderLine: 1, quantity: 5 }] },
    });
    expect(await stock()).toEqual({ onHand: 0, committed: 0, backOrdered: 3, available: 0 });
    expect(await status(id)).toEqual({ status: 'E', name: 'Sales Order : Pending Billing/Partially Fulfilled' });
    expect(await client.read('itemfulfillment', `${shipment}?expandSubResources=true`)).toMatchObject({
      status: { id: 'C', refName: 'Shipped' },
      createdFrom: { id: String(id) },
      item: { items: [{ orderLine: 1, quantity: 5, itemReceive: true, location: { id: '1' } }] },
    });
    // The items' cost moves from inventory to cost of goods sold.
    expect(await postings(shipment)).toEqual([
      { account: 15, debit: '50.00', credit: null },
      { account: 3, debit: null, credit: '50.00' },
    ]);
    expect(
      await client.refusal(
        await client.transformResponse('salesorder', id, 'itemfulfillment', { item: { items: [{ orderLine: 2 }] } }),
      ),
    ).toMatchObject({ 'o:errorCode': 'INVALID_CONTENT', 'o:errorPath': 'item.items[0].orderLine' });

    const invoice = await client.transform('salesorder', id, 'invoice', { tranDate: '2026-11-22' });
    expect(await status(id)).toEqual({ status: 'D', name: 'Sales Order : Partially Fulfilled' });
    expect(await client.read('invoice', `${invoice}?expandSubResources=true`)).toMatchObject({
      total: 285,
      amountRemaining: 285,
      dueDate: '2026-12-22',
      status: { id: 'A', refName: 'Open' },
      item: {
        items: [
          { orderLine: 1, quantity: 5, amount: 125 },
          { orderLine: 2, quantity: 2, amount: 160 },
        ],
      },
    });
    expect(await postings(invoice)).toEqual([
      { account: 2, debit: '285.00', credit: null },
      { account: 13, debit: null, credit: '125.00' },
      { account: 14, debit: null, credit: '160.00' },
    ]);
    expect(await client.refusal(await client.transformResponse('salesorder', id, 'invoice'))).toMatchObject({
      'o:errorCode': 'INVALID_INITIALIZE_REF',
      detail: expect.stringContaining('nothing fulfilled is left to bill.'),
    });

    expect(
      await client.refusal(await client.transformResponse('invoice', invoice, 'customerpayment', { payment: 300 })),
    ).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'payment',
      detail: expect.stringMatching(/^The payment of 300\.00 is more than the 285\.00 due on Invoice #INV\d+\.$/),
    });
    const part = await client.transform('invoice', invoice, 'customerpayment', { payment: 100, memo: 'Deposit' });
    expect(await client.read('customerpayment', `${part}?expandSubResources=true`)).toMatchObject({
      customer: { id: String(parties.customer) },
      payment: 100,
      memo: 'Deposit',
      status: { id: 'C', refName: 'Deposited' },
      apply: { items: [{ doc: { id: String(invoice) }, amount: 100, apply: true }] },
    });
    expect(await postings(part)).toEqual([
      { account: 1, debit: '100.00', credit: null },
      { account: 2, debit: null, credit: '100.00' },
    ]);
    await client.transform('invoice', invoice, 'customerpayment');
    expect(await status(invoice)).toEqual({ status: 'B', name: 'Invoice : Paid In Full' });
    expect(await client.refusal(await client.transformResponse('invoice', invoice, 'customerpayment'))).toMatchObject({
      'o:errorCode': 'INVALID_INITIALIZE_REF',
    });
    expect(await client.refusal(await client.send('DELETE', `/salesorder/${id}`))).toMatchObject({
      status: 400,
      detail: 'This record cannot be deleted because it has dependent records.',
    });
  });

  it('bills an order in another currency at its exchange rate', async () => {
    const euroCustomer = await client.create('customer', {
      companyName: 'O2C Euro GmbH',
      subsidiary: { id: 1 },
      currency: { id: 4 },
    });
    const id = await client.create('salesorder', {
      entity: { id: euroCustomer },
      item: { items: [{ item: { id: parties.service }, quantity: 1, rate: 100 }] },
    });
    expect(await status(id)).toMatchObject({ status: 'F' });
    const invoice = await client.transform('salesorder', id, 'invoice');
    expect(await client.read('invoice', invoice)).toMatchObject({
      currency: { id: '4' },
      exchangeRate: 1.08,
      total: 100,
    });
    expect(await postings(invoice)).toEqual([
      { account: 2, debit: '108.00', credit: null },
      { account: 14, debit: null, credit: '108.00' },
    ]);
    expect(await status(id)).toEqual({ status: 'G', name: 'Sales Order : Billed' });
  });
});

describe('an invoice created directly', () => {
  it('bills services with no order, and refuses inventory items', async () => {
    const invoice = await client.create('invoice', {
      entity: { id: parties.customer },
      memo: 'Call-out',
      item: { items: [{ item: { id: parties.service }, quantity: 3, rate: 90 }] },
    });
    expect(await client.read('invoice', invoice)).toMatchObject({ total: 270, amountRemaining: 270, memo: 'Call-out' });
    expect(await postings(invoice)).toEqual([
      { account: 2, debit: '270.00', credit: null },
      { account: 14, debit: null, credit: '270.00' },
    ]);
    const byAmount = await client.create('invoice', {
      entity: { id: parties.customer },
      item: { items: [{ item: { id: parties.service }, quantity: 3, amount: 100 }] },
    });
    expect(await client.read('invoice', `${byAmount}?expandSubResources=true`)).toMatchObject({
      total: 100,
      item: { items: [{ quantity: 3, rate: 33.33333333, amount: 100 }] },
    });
    const refused = await client.send('POST', '/invoice', {
      entity: { id: parties.customer },
      item: { items: [{ item: { id: parties.item }, quantity: 1 }] },
    });
    expect(await client.refusal(refused)).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item.items[0].item',
    });
    expect(await client.refusal(await client.send('DELETE', `/invoice/${invoice}`))).toMatchObject({
      'o:errorCode': 'USER_ERROR',
    });
  });
});
