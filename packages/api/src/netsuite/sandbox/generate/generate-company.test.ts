import { beforeAll, describe, expect, it } from 'vitest';
import { type Company, generateCompany } from './generate-company.ts';
import { STATUS_CODES } from './status-codes.ts';
import type { TransactionRow } from './transaction-rows.ts';

const TODAY = '2025-06-30';
const cents = (value: number | null) => Math.round((value ?? 0) * 100);

let company: Company;
let byId: Map<number, TransactionRow>;

beforeAll(() => {
  company = generateCompany({ seed: 42, today: TODAY });
  byId = new Map(company.transaction.map((row) => [row.id, row]));
});

function children(type: string): Map<number, TransactionRow[]> {
  const map = new Map<number, TransactionRow[]>();
  for (const row of company.transaction) {
    if (row.type !== type || row.createdfrom === null) continue;
    map.set(row.createdfrom, [...(map.get(row.createdfrom) ?? []), row]);
  }
  return map;
}

function paymentsFor(document: number): number {
  return company.previoustransactionlinelink
    .filter((link) => link.previousdoc === document && link.linktype === 'Payment')
    .reduce((sum, link) => sum + cents(link.foreignamount), 0);
}

describe('generateCompany', () => {
  it('replays the same company for the same seed and day, and another for another seed', () => {
    const again = generateCompany({ seed: 42, scale: 500, today: TODAY });
    expect(generateCompany({ seed: 42, scale: 500, today: TODAY })).toEqual(again);
    const other = generateCompany({ seed: 43, scale: 500, today: TODAY });
    expect(other.customer.map((row) => row.companyname)).not.toEqual(again.customer.map((row) => row.companyname));
    expect(other.transaction).not.toEqual(again.transaction);
  });

  it('is a mid-size company by default, and scale moves the volumes', () => {
    expect(company.transaction.length).toBeGreaterThan(2500);
    expect(company.transaction.length).toBeLessThan(3600);
    expect(company.customer.length).toBeGreaterThanOrEqual(200);
    expect(company.vendor.length).toBeGreaterThanOrEqual(100);
    const small = generateCompany({ seed: 42, scale: 600, today: TODAY });
    expect(small.transaction.length).toBeLessThan(company.transaction.length / 3);
    expect(small.customer.length).toBeLessThan(company.customer.length);
  });

  it('gives every transaction type, and only status letters NetSuite has for that type', () => {
    const types = new Set(company.transaction.map((row) => row.type));
    expect([...types].sort()).toEqual(Object.keys(STATUS_CODES).sort());
    for (const row of company.transaction) {
      const letters: Readonly<Record<string, string>> = STATUS_CODES[row.type];
      if (row.status === null) expect(Object.keys(letters)).toEqual([]);
      else expect(letters[row.status], `${row.type}:${row.status}`).toBeDefined();
    }
  });

  it('bills only billed orders, and billed orders have an invoice for their total', () => {
    const invoices = children('CustInvc');
    const shipments = children('ItemShip');
    for (const order of company.transaction.filter((row) => row.type === 'SalesOrd')) {
      const billed = invoices.get(order.id) ?? [];
      expect(billed.length, order.tranid).toBe(order.status === 'G' ? 1 : 0);
      for (const invoice of billed) expect(invoice.foreigntotal).toBe(order.foreigntotal);
      if (['A', 'B', 'C', 'H'].includes(order.status ?? '')) expect(shipments.has(order.id)).toBe(false);
    }
  });

  it('makes invoice totals equal their lines (sales lines are negative, as NetSuite signs them)', () => {
    const sums = new Map<number, number>();
    for (const line of company.transactionline) {
      if (line.mainline === 'F')
        sums.set(line.transaction, (sums.get(line.transaction) ?? 0) + cents(line.foreignamount));
    }
    const invoices = company.transaction.filter((row) => row.type === 'CustInvc');
    expect(invoices.length).toBeGreaterThan(100);
    for (const invoice of invoices)
      expect(-(sums.get(invoice.id) ?? 0), invoice.tranid).toBe(cents(invoice.foreigntotal));
  });

  it('marks invoices and bills paid in full only when payments cover them', () => {
    for (const row of company.transaction.filter((r) => r.type === 'CustInvc' || r.type === 'VendBill')) {
      const paid = paymentsFor(row.id);
      if (row.status === 'B') expect(paid, row.tranid).toBe(cents(row.foreigntotal));
      else expect(paid, row.tranid).toBe(0);
      expect(cents(row.foreignamountpaid)).toBe(paid);
    }
  });

  it('follows purchase orders through receipt and bill', () => {
    const receipts = children('ItemRcpt');
    const bills = children('VendBill');
    for (const order of company.transaction.filter((row) => row.type === 'PurchOrd')) {
      expect(receipts.has(order.id), order.tranid).toBe(order.status !== 'B');
      expect(bills.has(order.id), order.tranid).toBe(order.status === 'G');
    }
  });

  it('links every line made from an order to the order line, which counts what was shipped and billed', () => {
    const lines = new Map(company.transactionline.map((line) => [`${line.transaction}/${line.id}`, line]));
    const done = new Map<string, { ShipRcpt: number; OrdBill: number }>();
    for (const link of company.previoustransactionlinelink) {
      if (link.linktype === 'Payment') continue;
      const next = lines.get(`${link.nextdoc}/${link.nextline}`);
      expect(next?.createdfrom, `${link.nextdoc}`).toBe(link.previousdoc);
      const key = `${link.previousdoc}/${link.previousline}`;
      const counted = done.get(key) ?? { ShipRcpt: 0, OrdBill: 0 };
      counted[link.linktype as 'ShipRcpt' | 'OrdBill'] += next?.quantity ?? 0;
      done.set(key, counted);
    }
    let followed = 0;
    for (const line of company.transactionline) {
      const type = byId.get(line.transaction)?.type;
      if (type !== 'SalesOrd' && type !== 'PurchOrd') {
        expect(line.quantityshiprecv).toBeNull();
        continue;
      }
      if (line.mainline === 'T') continue;
      const counted = done.get(`${line.transaction}/${line.id}`) ?? { ShipRcpt: 0, OrdBill: 0 };
      // Fulfilment and invoice lines carry the sales order's sign; receipt and bill lines the purchase order's.
      expect(line.quantityshiprecv, `${line.transaction}/${line.id}`).toBe(counted.ShipRcpt);
      expect(line.quantitybilled, `${line.transaction}/${line.id}`).toBe(counted.OrdBill);
      if (counted.OrdBill !== 0) followed += 1;
    }
    expect(followed).toBeGreaterThan(100);
  });

  it('keeps on-hand equal to receipts minus shipments, never negative', () => {
    const moved = new Map<string, number>();
    for (const line of company.transactionline) {
      const type = byId.get(line.transaction)?.type;
      if (line.mainline === 'T' || (type !== 'ItemRcpt' && type !== 'ItemShip')) continue;
      const key = `${line.item}@${line.location}`;
      // Receipt quantities are positive and shipment quantities negative in NetSuite.
      moved.set(key, (moved.get(key) ?? 0) + (line.quantity ?? 0));
    }
    let stocked = 0;
    for (const row of company.inventoryitemlocations) {
      expect(row.quantityonhand).toBeGreaterThanOrEqual(0);
      expect(row.quantityonhand, `${row.item}@${row.location}`).toBe(moved.get(`${row.item}@${row.location}`) ?? 0);
      expect(row.quantityavailable + row.quantitycommitted).toBe(row.quantityonhand);
      stocked += row.quantityonhand;
    }
    expect(stocked).toBeGreaterThan(0);
  });

  it('balances debits and credits in every transaction', () => {
    const totals = new Map<number, { debit: number; credit: number; amount: number }>();
    for (const line of company.transactionaccountingline) {
      const total = totals.get(line.transaction) ?? { debit: 0, credit: 0, amount: 0 };
      total.debit += cents(line.debit);
      total.credit += cents(line.credit);
      total.amount += cents(line.amount);
      totals.set(line.transaction, total);
    }
    for (const row of company.transaction) {
      const total = totals.get(row.id);
      if (row.type === 'SalesOrd' || row.type === 'PurchOrd') {
        expect(total).toBeUndefined();
        continue;
      }
      expect(total, row.tranid).toBeDefined();
      expect(total?.debit, row.tranid).toBe(total?.credit);
      expect(total?.amount).toBe(0);
    }
  });

  it('posts invoices to receivables and income, and payments to the bank', () => {
    const typeOf = new Map(company.account.map((row) => [row.id, row.accttype]));
    const accountTypes = (transactionType: string) => {
      const ids = new Set(company.transaction.filter((row) => row.type === transactionType).map((row) => row.id));
      return new Set(
        company.transactionaccountingline.filter((l) => ids.has(l.transaction)).map((l) => typeOf.get(l.account)),
      );
    };
    expect([...accountTypes('CustInvc')].sort()).toEqual(['AcctRec', 'Income']);
    expect([...accountTypes('CustPymt')].sort()).toEqual(['AcctRec', 'Bank']);
    expect([...accountTypes('VendPymt')].sort()).toEqual(['AcctPay', 'Bank']);
    expect(accountTypes('VendBill')).toContain('AcctPay');
    expect(accountTypes('VendBill')).toContain('Expense');
    expect([...accountTypes('ItemShip')].sort()).toEqual(['COGS', 'OthCurrAsset']);
  });

  it('keeps a bank account per subsidiary and a savings account, funded so none is ever overdrawn', () => {
    const banks = company.account.filter((row) => row.accttype === 'Bank');
    expect(banks.map((row) => row.acctnumber).sort()).toEqual(['1000', '1010', '1020', '1030']);
    const dayOf = new Map(company.transaction.map((row) => [row.id, row.trandate]));
    const subsidiaryOf = new Map(company.transaction.map((row) => [row.id, row.subsidiary]));
    for (const bank of banks) {
      const lines = company.transactionaccountingline.filter(
        (line) => line.account === bank.id && line.posting === 'T',
      );
      const byDay = new Map<string, number>();
      for (const line of lines) {
        const day = String(dayOf.get(line.transaction));
        byDay.set(day, (byDay.get(day) ?? 0) + cents(line.amount));
      }
      let balance = 0;
      for (const day of [...byDay.keys()].sort()) {
        balance += byDay.get(day) ?? 0;
        expect(balance, `${bank.fullname} on ${day}`).toBeGreaterThanOrEqual(0);
      }
      // Each subsidiary's payments go through its own bank account.
      expect(new Set(lines.map((line) => subsidiaryOf.get(line.transaction))).size).toBe(1);
    }
    const opening = company.transaction.filter((row) => row.type === 'Journal' && row.memo === 'Opening balance');
    expect(opening).toHaveLength(banks.length);
    expect(new Set(opening.map((row) => row.trandate)).size).toBe(1);
  });

  it('dates every transaction within the 24 months ending today, after what it follows', () => {
    for (const row of company.transaction) {
      expect(row.trandate >= '2023-07-01' && row.trandate <= TODAY, row.trandate).toBe(true);
      const parent = row.createdfrom === null ? undefined : byId.get(row.createdfrom);
      if (parent) expect(row.trandate >= parent.trandate).toBe(true);
    }
    const dates = company.transaction.map((row) => row.trandate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[dates.length - 1] ?? '').toBe(TODAY);
  });

  it('leaves recent sales more often open than old ones', () => {
    const orders = company.transaction.filter((row) => row.type === 'SalesOrd');
    const openShare = (rows: TransactionRow[]) => rows.filter((r) => r.status !== 'G').length / rows.length;
    expect(openShare(orders.filter((r) => r.trandate >= '2025-06-15'))).toBeGreaterThan(
      openShare(orders.filter((r) => r.trandate < '2025-01-01')),
    );
  });

  it('points every foreign key at an existing row', () => {
    const ids = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));
    const entities = new Set([...ids(company.customer), ...ids(company.vendor), ...ids(company.employee)]);
    expect(entities.size).toBe(company.customer.length + company.vendor.length + company.employee.length);
    const keys = {
      subsidiary: ids(company.subsidiary),
      currency: ids(company.currency),
      department: ids(company.department),
      location: ids(company.location),
      account: ids(company.account),
      term: ids(company.term),
      item: ids(company.item),
      employee: ids(company.employee),
      transaction: ids(company.transaction),
      address: new Set(company.entityaddress.map((row) => row.nkey)),
      customercategory: ids(company.customercategory),
      vendorcategory: ids(company.vendorcategory),
    };
    const check = (set: Set<number>, value: number | null, what: string) => {
      if (value !== null) expect(set.has(value), `${what} ${value}`).toBe(true);
    };
    for (const row of company.subsidiary) check(keys.currency, row.currency, 'subsidiary.currency');
    for (const row of company.location) check(keys.subsidiary, row.subsidiary, 'location.subsidiary');
    for (const row of company.employee) {
      check(keys.department, row.department, 'employee.department');
      check(keys.location, row.location, 'employee.location');
      check(keys.subsidiary, row.subsidiary, 'employee.subsidiary');
      check(keys.employee, row.supervisor, 'employee.supervisor');
    }
    for (const row of [...company.customer, ...company.vendor]) {
      check(keys.subsidiary, row.subsidiary, 'entity.subsidiary');
      check(keys.currency, row.currency, 'entity.currency');
      check(keys.term, row.terms, 'entity.terms');
      check(keys.address, row.defaultbillingaddress, 'entity.defaultbillingaddress');
    }
    for (const row of company.customer) {
      check(keys.employee, row.salesrep, 'customer.salesrep');
      check(keys.customercategory, row.category, 'customer.category');
    }
    for (const row of company.vendor) check(keys.vendorcategory, row.category, 'vendor.category');
    for (const row of company.item) {
      for (const account of [row.incomeaccount, row.cogsaccount, row.assetaccount, row.expenseaccount]) {
        check(keys.account, account, 'item account');
      }
    }
    for (const row of company.inventoryitemlocations) {
      check(keys.item, row.item, 'inventoryitemlocations.item');
      check(keys.location, row.location, 'inventoryitemlocations.location');
    }
    for (const row of company.transaction) {
      check(entities, row.entity, 'transaction.entity');
      check(keys.currency, row.currency, 'transaction.currency');
      check(keys.subsidiary, row.subsidiary, 'transaction.subsidiary');
      check(keys.employee, row.employee, 'transaction.employee');
      check(keys.transaction, row.createdfrom, 'transaction.createdfrom');
    }
    for (const row of company.transactionline) {
      check(keys.transaction, row.transaction, 'transactionline.transaction');
      check(keys.item, row.item, 'transactionline.item');
      check(keys.location, row.location, 'transactionline.location');
      check(keys.department, row.department, 'transactionline.department');
      check(keys.account, row.expenseaccount, 'transactionline.expenseaccount');
    }
    const lineKeys = new Set(company.transactionline.map((row) => `${row.transaction}/${row.id}`));
    for (const row of company.transactionaccountingline) {
      check(keys.account, row.account, 'transactionaccountingline.account');
      expect(lineKeys.has(`${row.transaction}/${row.transactionline}`)).toBe(true);
    }
    for (const row of company.previoustransactionlinelink) {
      expect(lineKeys.has(`${row.previousdoc}/${row.previousline}`)).toBe(true);
      expect(lineKeys.has(`${row.nextdoc}/${row.nextline}`)).toBe(true);
    }
  });

  it('refuses a malformed today rather than guessing', () => {
    expect(() => generateCompany({ today: '2025-02-30' })).toThrow(RangeError);
  });
});
