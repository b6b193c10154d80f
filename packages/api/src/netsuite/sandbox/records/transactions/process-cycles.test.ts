import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSuiteqlSandbox, type SuiteqlSandbox } from '../../suiteql/suiteql-client.fixture.ts';
import { type Parties, type TransactionClient, transactionClient } from './transaction-client.testing.ts';

/**
 * Procure to Pay and Order to Cash end to end through the record service, on new documents and
 * on the generated company's open ones, and then the generator's own invariants over the whole
 * account, asked through SuiteQL: what the API wrote is as consistent as what was generated.
 */

let sandbox: SuiteqlSandbox;
let client: TransactionClient;
let parties: Parties;

beforeAll(async () => {
  sandbox = await openSuiteqlSandbox({ scale: 300 });
  client = transactionClient(sandbox);
  parties = await client.parties('CYCLE');
});

afterAll(() => sandbox?.close());

async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await sandbox.rows(`SELECT BUILTIN.DF(status) AS status FROM transaction WHERE id = ${id}`);
  return row?.status as string | undefined;
}

async function firstGenerated(type: string, status: string): Promise<number> {
  const [row] = await sandbox.rows(
    `SELECT id FROM transaction WHERE type = '${type}' AND status = '${status}' ORDER BY id FETCH FIRST 1 ROWS ONLY`,
  );
  if (!row) throw new Error(`The generated company has no ${type} in status ${status}.`);
  return Number(row.id);
}

describe('Procure to Pay', () => {
  it('orders, receives in two deliveries, is billed twice and pays, until the order is fully billed', async () => {
    const [nonInventory] = await client.rows<{ id: number }>(
      `select id from item where itemtype = 'NonInvtPart' and isinactive = 'F' order by id limit 1`,
    );
    const order = await client.create('purchaseorder', {
      entity: { id: parties.vendor },
      location: { id: 1 },
      externalId: 'CYCLE-PO',
      item: {
        items: [
          { item: { id: parties.item }, quantity: 12, rate: 3.35 },
          { item: { id: nonInventory?.id }, quantity: 3, rate: 19.99 },
        ],
      },
    });
    expect(await statusOf(order)).toBe('Purchase Order : Pending Receipt');
    await client.transform('purchaseorder', order, 'itemreceipt', {
      item: {
        items: [
          { orderLine: 1, quantity: 7 },
          { orderLine: 2, itemReceive: false },
        ],
      },
    });
    expect(await statusOf(order)).toBe('Purchase Order : Pending Billing/Partially Received');
    const firstBill = await client.transform('purchaseorder', order, 'vendorbill', { tranId: 'CYC-1' });
    expect(await statusOf(order)).toBe('Purchase Order : Partially Received');
    await client.transform('purchaseorder', order, 'itemreceipt');
    expect(await statusOf(order)).toBe('Purchase Order : Pending Bill');
    const secondBill = await client.transform('purchaseorder', order, 'vendorbill', { tranId: 'CYC-2' });
    expect(await statusOf(order)).toBe('Purchase Order : Fully Billed');

    await client.transform('vendorbill', firstBill, 'vendorpayment');
    await client.transform('vendorbill', secondBill, 'vendorpayment', { apply: { items: [{ amount: 20 }] } });
    expect(await statusOf(secondBill)).toBe('Bill : Open');
    await client.transform('vendorbill', secondBill, 'vendorpayment');
    expect(await statusOf(firstBill)).toBe('Bill : Paid In Full');
    expect(await statusOf(secondBill)).toBe('Bill : Paid In Full');
    const [billed] = await sandbox.rows(
      `SELECT SUM(foreigntotal) AS billed FROM transaction WHERE type = 'VendBill' AND createdfrom = ${order}`,
    );
    // 12 x 3.35 + 3 x 19.99, split across two bills without losing a cent.
    expect(billed?.billed).toBe('100.17');
  });

  it('pays a generated open bill, in two payments', async () => {
    const bill = await firstGenerated('VendBill', 'A');
    await client.transform('vendorbill', bill, 'vendorpayment', {
      apply: { items: [{ doc: { id: bill }, amount: 1 }] },
    });
    expect(await statusOf(bill)).toBe('Bill : Open');
    await client.transform('vendorbill', bill, 'vendorpayment');
    expect(await statusOf(bill)).toBe('Bill : Paid In Full');
  });
});

describe('Order to Cash', () => {
  it('orders, fulfils in two shipments, invoices and collects, until the order is billed and paid', async () => {
    const purchase = await client.create('purchaseorder', {
      entity: { id: parties.vendor },
      location: { id: 2 },
      item: { items: [{ item: { id: parties.item }, quantity: 6 }] },
    });
    await client.transform('purchaseorder', purchase, 'itemreceipt');
    const order = await client.create('salesorder', {
      entity: { id: parties.customer },
      location: { id: 2 },
      item: {
        items: [
          { item: { id: parties.item }, quantity: 6, rate: 24.99 },
          { item: { id: parties.service }, quantity: 1, rate: 150 },
        ],
      },
    });
    expect(await statusOf(order)).toBe('Sales Order : Pending Fulfillment');
    await client.transform('salesorder', order, 'itemfulfillment', {
      item: { items: [{ orderLine: 1, quantity: 4 }] },
    });
    expect(await statusOf(order)).toBe('Sales Order : Pending Billing/Partially Fulfilled');
    const firstInvoice = await client.transform('salesorder', order, 'invoice');
    expect(await statusOf(order)).toBe('Sales Order : Partially Fulfilled');
    await client.transform('salesorder', order, 'itemfulfillment');
    expect(await statusOf(order)).toBe('Sales Order : Pending Billing');
    const secondInvoice = await client.transform('salesorder', order, 'invoice');
    expect(await statusOf(order)).toBe('Sales Order : Billed');

    await client.transform('invoice', firstInvoice, 'customerpayment', { payment: 100 });
    await client.transform('invoice', firstInvoice, 'customerpayment');
    await client.transform('invoice', secondInvoice, 'customerpayment');
    expect(await statusOf(firstInvoice)).toBe('Invoice : Paid In Full');
    expect(await statusOf(secondInvoice)).toBe('Invoice : Paid In Full');
    const [onHand] = await sandbox.rows(
      `SELECT quantityonhand FROM inventoryitemlocations WHERE item = ${parties.item} AND location = 2`,
    );
    expect(onHand?.quantityonhand).toBe('0');
  });

  it('invoices a generated order pending billing and collects a generated open invoice', async () => {
    const order = await firstGenerated('SalesOrd', 'F');
    const invoice = await client.transform('salesorder', order, 'invoice');
    expect(await statusOf(order)).toBe('Sales Order : Billed');
    await client.transform('invoice', invoice, 'customerpayment');
    expect(await statusOf(invoice)).toBe('Invoice : Paid In Full');
    const open = await firstGenerated('CustInvc', 'A');
    await client.transform('invoice', open, 'customerpayment');
    expect(await statusOf(open)).toBe('Invoice : Paid In Full');
  });
});

describe("the generator's invariants, after both processes", () => {
  it('bills billed orders in full: their invoices, or bills, add up to the order', async () => {
    for (const [order, billing] of [
      ['SalesOrd', 'CustInvc'],
      ['PurchOrd', 'VendBill'],
    ]) {
      const short = await sandbox.rows(
        `SELECT o.id FROM transaction o
          WHERE o.type = '${order}' AND o.status = 'G'
            AND o.foreigntotal <> (SELECT NVL(SUM(b.foreigntotal), 0) FROM transaction b
                                    WHERE b.type = '${billing}' AND b.createdfrom = o.id)`,
      );
      expect(short, order).toEqual([]);
    }
  });

  it('makes every invoice and bill total the sum of its lines', async () => {
    const off = await sandbox.rows(
      `SELECT t.id FROM transaction t
        WHERE t.type IN ('CustInvc', 'VendBill')
          AND t.foreigntotal <> ABS((SELECT SUM(l.foreignamount) FROM transactionline l
                                      WHERE l.transaction = t.id AND l.mainline = 'F'))`,
    );
    expect(off).toEqual([]);
  });

  it('keeps on hand equal to receipts minus shipments, and on order and demand equal to open order lines', async () => {
    const off = await sandbox.rows(
      `SELECT il.item, il.location FROM inventoryitemlocations il
        WHERE il.quantityonhand <> (SELECT NVL(SUM(l.quantity), 0) FROM transactionline l
                                      JOIN transaction t ON t.id = l.transaction
                                     WHERE t.type IN ('ItemRcpt', 'ItemShip') AND l.mainline = 'F'
                                       AND l.item = il.item AND l.location = il.location)
           OR il.quantityonorder <> (SELECT NVL(SUM(l.quantity - l.quantityshiprecv), 0) FROM transactionline l
                                       JOIN transaction t ON t.id = l.transaction
                                      WHERE t.type = 'PurchOrd' AND l.mainline = 'F' AND l.isclosed = 'F'
                                        AND l.item = il.item AND l.location = il.location)
           OR il.quantitycommitted + il.quantitybackordered <>
              (SELECT NVL(SUM(l.quantityshiprecv - l.quantity), 0) FROM transactionline l
                 JOIN transaction t ON t.id = l.transaction
                WHERE t.type = 'SalesOrd' AND t.status NOT IN ('A', 'C', 'H') AND l.mainline = 'F'
                  AND l.isclosed = 'F' AND l.item = il.item AND l.location = il.location)
           OR il.quantityavailable + il.quantitycommitted <> il.quantityonhand
           OR il.quantityonhand < 0`,
    );
    expect(off).toEqual([]);
    const [moved] = await sandbox.rows(
      `SELECT COUNT(*) AS n FROM inventoryitemlocations WHERE item = ${parties.item} AND quantityonhand > 0`,
    );
    expect(moved?.n).toBe('1');
  });

  it('balances debits and credits in every transaction, and posts every posting transaction', async () => {
    const unbalanced = await sandbox.rows(
      `SELECT transaction FROM transactionaccountingline GROUP BY transaction
       HAVING NVL(SUM(debit), 0) <> NVL(SUM(credit), 0) OR SUM(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const unposted = await sandbox.rows(
      `SELECT t.id FROM transaction t WHERE t.posting = 'T'
          AND NOT EXISTS (SELECT 1 FROM transactionaccountingline a WHERE a.transaction = t.id)`,
    );
    expect(unposted).toEqual([]);
  });

  it('records payments against what they pay, and order lines count what followed them', async () => {
    const unpaid = await sandbox.rows(
      `SELECT t.id FROM transaction t
        WHERE t.type IN ('CustInvc', 'VendBill')
          AND (t.foreignamountpaid <> (SELECT NVL(SUM(k.foreignamount), 0) FROM previoustransactionlinelink k
                                        WHERE k.previousdoc = t.id AND k.linktype = 'Payment')
               OR t.foreignamountpaid + t.foreignamountunpaid <> t.foreigntotal
               OR CASE WHEN t.status = 'B' THEN 0 ELSE 1 END <> CASE WHEN t.foreignamountunpaid = 0 THEN 0 ELSE 1 END)`,
    );
    expect(unpaid).toEqual([]);
    const miscounted = await sandbox.rows(
      `SELECT l.transaction, l.id FROM transactionline l JOIN transaction t ON t.id = l.transaction
        WHERE t.type IN ('SalesOrd', 'PurchOrd') AND l.mainline = 'F'
          AND (l.quantityshiprecv <> (SELECT NVL(SUM(n.quantity), 0) FROM previoustransactionlinelink k
                                        JOIN transactionline n ON n.transaction = k.nextdoc AND n.id = k.nextline
                                       WHERE k.previousdoc = l.transaction AND k.previousline = l.id
                                         AND k.linktype = 'ShipRcpt')
               OR l.quantitybilled <> (SELECT NVL(SUM(n.quantity), 0) FROM previoustransactionlinelink k
                                         JOIN transactionline n ON n.transaction = k.nextdoc AND n.id = k.nextline
                                        WHERE k.previousdoc = l.transaction AND k.previousline = l.id
                                          AND k.linktype = 'OrdBill'))`,
    );
    expect(miscounted).toEqual([]);
  });
});
