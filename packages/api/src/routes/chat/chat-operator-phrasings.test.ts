import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Requests as operators phrase them that earlier versions answered wrong or not at all, each
 * through the chat endpoint against the embedded sandbox and checked against a reference query.
 */
let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true', NETSUITE_SANDBOX_SCALE: '600' });
  agent = await agentSession(server);
});
afterAll(() => server.close());

const rows = (reply: ChatReply) => reply.result?.results ?? [];
const ids = (reply: ChatReply) => new Set(rows(reply).map((row) => String(row.id)));
const text = (reply: ChatReply) => String(reply.message ?? reply.response ?? '');

async function fresh(...prompts: string[]): Promise<ChatReply> {
  agent.reset();
  let reply: ChatReply = {};
  for (const prompt of prompts) reply = await agent.ask(prompt);
  return reply;
}

async function idsOf(sql: string): Promise<Set<string>> {
  return new Set((await agent.suiteql<{ id: string }>(sql)).map((row) => String(row.id)));
}

async function one<T extends Record<string, unknown>>(sql: string): Promise<T> {
  const [row] = await agent.suiteql<T>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

describe('trading said with a verb dates the transactions, never the entity', () => {
  it('"customers who bought from us last year" have invoices last year', async () => {
    const reply = await fresh('customers who bought from us last year');
    expect(ids(reply)).toEqual(
      await idsOf(
        "SELECT c.id FROM customer c WHERE EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.trandate >= TRUNC(ADD_MONTHS(TRUNC(SYSDATE, 'YYYY'), -12), 'YYYY') AND x.trandate < TRUNC(SYSDATE, 'YYYY'))",
      ),
    );
  });

  it('"clients that bought from us last year but not this year": some then, none since', async () => {
    const reply = await fresh('clients that bought from us last year but not this year');
    const expected = await idsOf(
      "SELECT c.id FROM customer c WHERE EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.trandate >= ADD_MONTHS(TRUNC(SYSDATE, 'YYYY'), -12) AND x.trandate < TRUNC(SYSDATE, 'YYYY')) AND NOT EXISTS (SELECT 1 FROM transaction y WHERE y.entity = c.id AND y.type = 'CustInvc' AND y.trandate >= TRUNC(SYSDATE, 'YYYY'))",
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(ids(reply)).toEqual(expected);
  });

  it.each([
    ['customers who paid us more than 5000 this year', 'CustPymt', 5000],
    ["vendors we've paid more than 10k to this year", 'VendPymt', 10000],
  ])('"%s" adds up the payments of the year, never what is still owed', async (said, type, over) => {
    const reply = await fresh(said);
    const expected = await idsOf(
      `SELECT t.entity AS id FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = '${type}' AND t.trandate >= TRUNC(SYSDATE, 'YYYY') GROUP BY t.entity HAVING SUM(t.foreigntotal * cu.exchangerate) > ${over}`,
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(ids(reply)).toEqual(expected);
  });

  it('asks about a period left out of the one the trading is in, rather than misapply it', async () => {
    const reply = await fresh('customers who bought this year except this month');
    expect(rows(reply)).toEqual([]);
    expect(reply.question?.text).toContain('except this month');
  });
});

describe('who did the most', () => {
  it('"who did we spend the most with last year?" is the one vendor with the largest bills', async () => {
    const reply = await fresh('who did we spend the most with last year?');
    const top = await one<{ id: string }>(
      "SELECT t.entity AS id FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = 'VendBill' AND t.trandate >= ADD_MONTHS(TRUNC(SYSDATE, 'YYYY'), -12) AND t.trandate < TRUNC(SYSDATE, 'YYYY') GROUP BY t.entity ORDER BY SUM(t.foreigntotal * cu.exchangerate) DESC, t.entity FETCH FIRST 1 ROWS ONLY",
    );
    expect([...ids(reply)]).toEqual([String(top.id)]);
  });

  it('"who bought the most from us this year" ranks customers: "from us" is no country', async () => {
    const reply = await fresh('who bought the most from us this year');
    expect(reply.caption).toMatch(/^Top customer by total amount of invoices dated this year/);
    expect(rows(reply)).toHaveLength(1);
  });
});

describe('one field of one record', () => {
  it("states a customer's credit limit, and a change of it follows as a preview", async () => {
    const customer = await one<{ id: string; companyname: string; creditlimit: string }>(
      'SELECT id, companyname, creditlimit FROM customer WHERE creditlimit IS NOT NULL ORDER BY id FETCH FIRST 1 ROWS ONLY',
    );
    const reply = await fresh(`what's ${customer.companyname}'s credit limit?`);
    const stated = Number(customer.creditlimit).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text(reply)).toContain(`${customer.companyname}'s credit limit is **`);
    expect(text(reply)).toContain(stated);
    const change = await agent.ask('raise it to 250000');
    expect(change.confirmation?.preview).toMatchObject({ recordType: 'customer' });
    expect(JSON.stringify(change.confirmation?.preview)).toContain('250');
  });

  it('states a phone number asked for with the name after the field', async () => {
    const customer = await one<{ companyname: string; phone: string }>(
      'SELECT companyname, phone FROM customer WHERE phone IS NOT NULL ORDER BY id FETCH FIRST 1 ROWS ONLY',
    );
    const reply = await fresh(`what's the phone number for ${customer.companyname}?`);
    expect(text(reply)).toContain(customer.phone);
  });

  it('reads news of a new value as a change to preview', async () => {
    const customer = await one<{ companyname: string }>(
      'SELECT companyname FROM customer ORDER BY id FETCH FIRST 1 ROWS ONLY',
    );
    const reply = await fresh(`customer ${customer.companyname} has a new phone number: (525) 308-9999`);
    expect(JSON.stringify(reply.confirmation?.preview)).toContain('(525) 308-9999');
  });
});

describe('names among other words, and follow-ups about the rows shown', () => {
  it('finds a vendor named inside a question and lists its purchase orders', async () => {
    const vendor = await one<{ id: string; companyname: string }>(
      "SELECT v.id, v.companyname FROM vendor v WHERE EXISTS (SELECT 1 FROM transaction t WHERE t.entity = v.id AND t.type = 'PurchOrd') ORDER BY v.id FETCH FIRST 1 ROWS ONLY",
    );
    const reply = await fresh(`what purchase orders have we placed with ${vendor.companyname}?`);
    expect(ids(reply)).toEqual(
      await idsOf(`SELECT id FROM transaction WHERE type = 'PurchOrd' AND entity = ${vendor.id}`),
    );
  });

  it('"which of them do we have open bills with?" keeps the place of the vendors shown', async () => {
    const reply = await fresh('vendors in the UK', 'which of them do we have open bills with?');
    const expected = await idsOf(
      "SELECT v.id FROM vendor v WHERE EXISTS (SELECT 1 FROM entityaddress ea WHERE ea.nkey = v.defaultbillingaddress AND ea.country = 'GB') AND EXISTS (SELECT 1 FROM transaction x WHERE x.entity = v.id AND x.type = 'VendBill' AND x.status = 'A')",
    );
    expect(ids(reply)).toEqual(expected);
  });

  it('"list everything still sitting in AR" lists the open invoices', async () => {
    const reply = await fresh('list everything still sitting in AR');
    expect(ids(reply)).toEqual(await idsOf("SELECT id FROM transaction WHERE type = 'CustInvc' AND status = 'A'"));
  });
});

describe('stock at a place, of an item by its name, and what follows', () => {
  it('"inventory at <warehouse>" lists that location\'s stock, without the word warehouse', async () => {
    const place = await one<{ id: string; name: string }>(
      'SELECT id, name FROM location ORDER BY id DESC FETCH FIRST 1 ROWS ONLY',
    );
    const word = place.name.replace(/\s*warehouse\s*/i, '');
    const reply = await fresh(`inventory at ${word}`);
    expect(rows(reply).length).toBeGreaterThan(0);
    expect(new Set(rows(reply).map((row) => row.location))).toEqual(new Set([place.name]));
  });

  it('states the units of an item named by its display name at one place', async () => {
    const stock = await one<{ displayname: string; name: string; quantityavailable: string }>(
      'SELECT i.displayname, l.name, il.quantityavailable FROM inventoryitemlocations il JOIN item i ON i.id = il.item JOIN location l ON l.id = il.location WHERE i.displayname IS NOT NULL ORDER BY il.quantityavailable DESC, i.id FETCH FIRST 1 ROWS ONLY',
    );
    const reply = await fresh(`how many ${stock.displayname} are available at ${stock.name}?`);
    expect(reply.caption).toContain(`**${Number(stock.quantityavailable)}** units of`);
  });

  it('"and how many are on order?" after one item\'s stock states its units on order', async () => {
    const item = await one<{ itemid: string; onorder: string }>(
      'SELECT i.itemid, SUM(il.quantityonorder) AS onorder FROM inventoryitemlocations il JOIN item i ON i.id = il.item GROUP BY i.itemid ORDER BY SUM(il.quantityonorder) DESC, i.itemid FETCH FIRST 1 ROWS ONLY',
    );
    const reply = await fresh(`stock levels for ${item.itemid}`, 'and how many are on order?');
    expect(reply.caption).toContain(`**${Number(item.onorder)}** units of ${item.itemid} on order`);
  });

  it('"at or under the reorder point that we don\'t have on order": low, with nothing on order', async () => {
    const reply = await fresh("items at or under the reorder point that we don't have on order");
    const expected = await idsOf(
      'SELECT i.id FROM inventoryitemlocations il JOIN item i ON i.id = il.item WHERE il.quantityavailable <= il.reorderpoint AND il.quantityonorder = 0',
    );
    expect(ids(reply)).toEqual(expected);
  });

  it('asks what "those" means when nothing was shown yet', async () => {
    const reply = await fresh('which of those have fewer than 3 available?');
    expect(rows(reply)).toEqual([]);
    expect(reply.question?.text).toContain('no list in this conversation');
  });
});

describe('writes said as operators say them', () => {
  it('a purchase order with its item named by name', async () => {
    const item = await one<{ itemid: string; displayname: string }>(
      "SELECT itemid, displayname FROM item WHERE displayname IS NOT NULL AND isinactive = 'F' AND itemtype = 'InvtPart' ORDER BY id FETCH FIRST 1 ROWS ONLY",
    );
    const vendor = await one<{ companyname: string }>(
      "SELECT companyname FROM vendor WHERE isinactive = 'F' ORDER BY id FETCH FIRST 1 ROWS ONLY",
    );
    const reply = await fresh(`PO to ${vendor.companyname}: 8 x ${item.displayname}`);
    const preview = JSON.stringify(reply.confirmation?.preview);
    expect(preview).toContain(item.itemid);
    expect(preview).toContain(vendor.companyname);
  });

  it('a sales order a customer called in, its item in the plural', async () => {
    const item = await one<{ itemid: string; displayname: string }>(
      "SELECT itemid, displayname FROM item WHERE displayname IS NOT NULL AND isinactive = 'F' AND itemtype = 'InvtPart' ORDER BY id DESC FETCH FIRST 1 ROWS ONLY",
    );
    const customer = await one<{ companyname: string }>(
      "SELECT companyname FROM customer WHERE isinactive = 'F' ORDER BY id FETCH FIRST 1 ROWS ONLY",
    );
    const reply = await fresh(`${customer.companyname} just called in an order - 6 ${item.displayname}s please`);
    const preview = JSON.stringify(reply.confirmation?.preview);
    expect(preview).toContain(item.itemid);
    expect(preview).toContain(customer.companyname);
  });

  it('a new customer named before "add them as a customer", with the phone said after', async () => {
    const reply = await fresh(
      'we just signed Bluewater Dental Group, can you add them as a customer? their phone is 416-555-0199',
    );
    const preview = JSON.stringify(reply.confirmation?.preview);
    expect(preview).toContain('Bluewater Dental Group');
    expect(preview).toContain('416-555-0199');
  });

  it("one bank account's balance, named by a word only it has", async () => {
    const reply = await fresh('cash position', 'and how much of that is in the money market account?');
    const account = await one<{ fullname: string }>(
      "SELECT fullname FROM account WHERE accttype = 'Bank' AND LOWER(fullname) LIKE '%money market%'",
    );
    expect(text(reply)).toMatch(new RegExp(`^${account.fullname} \\(\\d+\\) holds \\*\\*USD [\\d,.]+\\*\\*`));
  });
});

describe("a customer's sales rep", () => {
  it.each(['which customers does {rep} look after?', 'customers managed by {rep}', "{rep}'s customers"])(
    '"%s" lists the customers whose sales rep they are',
    async (said) => {
      const rep = await one<{ id: string; entityid: string }>(
        'SELECT e.id, e.entityid FROM employee e WHERE EXISTS (SELECT 1 FROM customer c WHERE c.salesrep = e.id) ORDER BY e.id FETCH FIRST 1 ROWS ONLY',
      );
      const reply = await fresh(said.replace('{rep}', rep.entityid));
      expect(ids(reply)).toEqual(await idsOf(`SELECT id FROM customer WHERE salesrep = ${rep.id}`));
    },
  );

  it.each(["open invoices of {rep}'s customers", 'invoices for customers whose sales rep is {rep}'])(
    '"%s" lists the invoices of the customers they look after',
    async (said) => {
      const rep = await one<{ id: string; entityid: string }>(
        "SELECT e.id, e.entityid FROM employee e WHERE EXISTS (SELECT 1 FROM customer c JOIN transaction t ON t.entity = c.id WHERE c.salesrep = e.id AND t.type = 'CustInvc' AND t.status = 'A') ORDER BY e.id FETCH FIRST 1 ROWS ONLY",
      );
      const reply = await fresh(said.replace('{rep}', rep.entityid));
      const open = said.startsWith('open') ? " AND t.status = 'A'" : '';
      expect(ids(reply)).toEqual(
        await idsOf(
          `SELECT t.id FROM transaction t JOIN customer c ON c.id = t.entity WHERE t.type = 'CustInvc'${open} AND c.salesrep = ${rep.id}`,
        ),
      );
    },
  );
});

describe("one item's stock at one place", () => {
  const stockAt = (code: string, location: string) =>
    one<{ on_hand: number; available: number }>(
      `SELECT SUM(il.quantityonhand) AS on_hand, SUM(il.quantityavailable) AS available FROM inventoryitemlocations il JOIN item i ON i.id = il.item JOIN location l ON l.id = il.location WHERE i.itemid = '${code}' AND l.name = '${location}'`,
    );

  it('answers whether there is more than a quantity with the quantity there', async () => {
    const { available } = await stockAt('NW-1005', 'Toronto Warehouse');
    const reply = await fresh('do we have more than 2 NW-1005 available at the Toronto Warehouse?');
    expect(text(reply)).toBe(
      `${Number(available) > 2 ? 'Yes' : 'No'}: NW-1005 has **${Number(available)}** available at Toronto Warehouse (you asked about more than 2).`,
    );
  });

  it('counts units, not rows, after the stock by warehouse', async () => {
    const { on_hand } = await stockAt('NW-1010', 'West Coast Warehouse');
    const reply = await fresh('NW-1010 stock by warehouse', 'how many of those are at the West Coast Warehouse?');
    expect(text(reply)).toContain(`**${Number(on_hand)}** unit`);
  });
});

describe('what is still open with one party', () => {
  it('states a vendor\'s open balance, asked as "do we owe X anything?"', async () => {
    const vendor = await one<{ companyname: string; open: number }>(
      "SELECT v.companyname, SUM(t.foreignamountunpaid) AS open FROM vendor v JOIN transaction t ON t.entity = v.id WHERE t.type = 'VendBill' AND t.status = 'A' AND NOT EXISTS (SELECT 1 FROM customer c WHERE LOWER(c.companyname) = LOWER(v.companyname)) GROUP BY v.id, v.companyname ORDER BY v.id FETCH FIRST 1 ROWS ONLY",
    );
    const reply = await fresh(`do we owe ${vendor.companyname} anything?`);
    const figure = Number(vendor.open).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // The figure as the answer, and the open bills that make it up beneath it.
    expect(reply.caption).toContain(`${vendor.companyname}'s open balance is **`);
    expect(reply.caption).toContain(`${figure}**`);
    expect(rows(reply).length).toBeGreaterThan(0);
  });
});

describe('one figure of one document, by its number', () => {
  it('states what is still owed on an invoice, and its due date', async () => {
    const invoice = await one<{ tranid: string; unpaid: number; due: string }>(
      "SELECT tranid, foreignamountunpaid AS unpaid, TO_CHAR(duedate, 'YYYY-MM-DD') AS due FROM transaction WHERE type = 'CustInvc' AND status = 'A' ORDER BY id FETCH FIRST 1 ROWS ONLY",
    );
    const owed = await fresh(`how much is still owed on ${invoice.tranid}?`);
    const figure = Number(invoice.unpaid).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text(owed)).toMatch(
      new RegExp(`^\\*\\*[A-Z]{3} ${figure.replace('.', '\\.')}\\*\\* is still owed on ${invoice.tranid}`),
    );
    const due = await fresh(`when is ${invoice.tranid} due`);
    expect(text(due)).toContain(`due on **${invoice.due}**`);
  });
});

describe('sales by rep', () => {
  it.each(['sales by rep this year', 'slaes per sales rep this year'])(
    '"%s" groups the invoices by their sales rep, never by customer',
    async (said) => {
      const reply = await fresh(said);
      const expected = await idsOf(
        "SELECT t.employee AS id FROM transaction t WHERE t.type = 'CustInvc' AND t.employee IS NOT NULL AND t.trandate >= TRUNC(SYSDATE, 'YYYY') GROUP BY t.employee",
      );
      expect(expected.size).toBeGreaterThan(1);
      expect(ids(reply)).toEqual(expected);
    },
  );
});

describe('words a figure or a report cannot take are asked about, not dropped', () => {
  it.each([
    ['is DSO on the last 30 days of sales better or worse than on the last 90?', 'better'],
    ['items where what we have available is under half the preferred stock level', 'half'],
  ])('"%s" asks about "%s"', async (said, word) => {
    const reply = await fresh(said);
    expect(rows(reply)).toEqual([]);
    expect(reply.question?.text).toContain(word);
  });
});

// Last in the file: it lowers a customer's credit limit, which the other cases would otherwise see.
describe('customers over their credit limit', () => {
  it('lists the customers whose open invoices add up to more than their limit, after one is lowered', async () => {
    const owing = await one<{ id: string; companyname: string }>(
      "SELECT c.id, c.companyname FROM customer c WHERE EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.status = 'A') ORDER BY c.id FETCH FIRST 1 ROWS ONLY",
    );
    const before = await fresh('which customers are over their credit limit?');
    expect(ids(before).has(owing.id)).toBe(false);

    const lowered = await fresh(`set the credit limit of customer ${owing.companyname} to 1`, 'yes');
    expect(lowered.confirmation).toBeUndefined();

    for (const said of [
      'which customers are over their credit limit?',
      'customers who have exceeded their credit limit',
    ]) {
      const reply = await fresh(said);
      const expected = await idsOf(
        "SELECT c.id FROM customer c WHERE c.creditlimit < (SELECT SUM(x.foreignamountunpaid) FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.status = 'A')",
      );
      expect(expected.has(owing.id)).toBe(true);
      expect(ids(reply)).toEqual(expected);
    }
  });
});
