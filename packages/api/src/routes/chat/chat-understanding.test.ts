import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The examples of issue 16's Why list, through the chat endpoint against the embedded sandbox:
 * each answered right (the rows a reference query returns) or abstained with a precise question
 * or refusal, never answered from the words it did understand alone.
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

async function fresh(prompt: string): Promise<ChatReply> {
  agent.reset();
  return agent.ask(prompt);
}

async function idsOf(sql: string): Promise<Set<string>> {
  return new Set((await agent.suiteql<{ id: string }>(sql)).map((row) => String(row.id)));
}

describe('negation and absence', () => {
  it('"which invoices haven\'t been paid yet?" lists the open invoices, not those paid in full', async () => {
    const reply = await fresh("which invoices haven't been paid yet?");
    expect(ids(reply)).toEqual(await idsOf("SELECT id FROM transaction WHERE type = 'CustInvc' AND status = 'A'"));
  });

  it('"purchase orders we haven\'t received yet" lists those pending receipt, not every one', async () => {
    const reply = await fresh("purchase orders we haven't received yet");
    const expected = await idsOf("SELECT id FROM transaction WHERE type = 'PurchOrd' AND status IN ('B', 'D', 'E')");
    expect(reply.intent).toBe('query');
    expect(ids(reply)).toEqual(expected);
  });

  it('"which customers haven\'t bought anything in the last 6 months?" finds those with no invoice then', async () => {
    const reply = await fresh("which customers haven't bought anything in the last 6 months?");
    const expected = await idsOf(
      "SELECT c.id FROM customer c WHERE NOT EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.trandate >= ADD_MONTHS(TRUNC(SYSDATE), -6))",
    );
    expect(reply.count ?? rows(reply).length).toBe(expected.size);
    expect(ids(reply)).toEqual(expected);
  });

  it('asks about a negation it cannot place instead of answering the opposite', async () => {
    const reply = await fresh('customers not on hold');
    expect(rows(reply)).toEqual([]);
    expect(reply.question?.text).toContain('"not on hold"');
  });

  it('"customers outside the US" are every customer whose address is elsewhere', async () => {
    const reply = await fresh('customers outside the US');
    const expected = await idsOf(
      "SELECT c.id FROM customer c WHERE NOT EXISTS (SELECT 1 FROM entityaddress ea WHERE ea.nkey = c.defaultbillingaddress AND ea.country = 'US')",
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(ids(reply)).toEqual(expected);
  });
});

describe('fields: days overdue, due dates, quantities', () => {
  it('"customers with overdue invoices over 30 days" counts days past the due date', async () => {
    const reply = await fresh('customers with overdue invoices over 30 days');
    const expected = await idsOf(
      "SELECT c.id FROM customer c WHERE EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.duedate < TRUNC(SYSDATE) - 30 AND x.foreignamountunpaid > 0)",
    );
    expect(ids(reply)).toEqual(expected);
  });

  it('"invoices past their due date" lists the overdue ones, not every invoice', async () => {
    const reply = await fresh('invoices past their due date');
    const expected = await idsOf(
      "SELECT id FROM transaction WHERE type = 'CustInvc' AND duedate < TRUNC(SYSDATE) AND foreignamountunpaid > 0",
    );
    expect(ids(reply)).toEqual(expected);
  });

  it('"items with less than 5 available" filters the quantity available, not the price', async () => {
    const reply = await fresh('items with less than 5 available');
    const expected = await idsOf(
      "SELECT i.id FROM item i WHERE i.itemtype = 'InvtPart' AND NVL((SELECT SUM(l.quantityavailable) FROM inventoryitemlocations l WHERE l.item = i.id), 0) < 5",
    );
    expect(ids(reply)).toEqual(expected);
    expect(rows(reply).every((row) => Number(row.available) < 5)).toBe(true);
  });

  it('"which inventory items are low on stock?" lists the item locations at or below their reorder point', async () => {
    const reply = await fresh('which inventory items are low on stock?');
    const [count] = await agent.suiteql<{ n: string }>(
      'SELECT COUNT(*) AS n FROM inventoryitemlocations WHERE reorderpoint > 0 AND quantityavailable <= reorderpoint',
    );
    expect(reply.intent).toBe('query');
    expect(rows(reply).length).toBe(Number(count?.n));
    expect(rows(reply).every((row) => Number(row.available) <= Number(row.reorder_point))).toBe(true);
  });

  it('"invoices greater than 2000" compares the amount (greater is never spell-corrected)', async () => {
    const reply = await fresh('invoices greater than 2000');
    expect(ids(reply)).toEqual(
      await idsOf("SELECT id FROM transaction WHERE type = 'CustInvc' AND foreigntotal > 2000"),
    );
  });
});

describe('actions no tool can do', () => {
  it('refuses to create a journal entry, saying why, and lists nothing', async () => {
    const reply = await fresh('create a journal entry moving 500 from Rent to Utilities');
    expect(reply).toMatchObject({ intent: 'out_of_scope', error: 'unsupported' });
    expect(reply.message).toMatch(/no tool that creates journal entries/);
    expect(rows(reply)).toEqual([]);
  });

  it('says plainly that no email was sent', async () => {
    const reply = await fresh('email all customers with overdue invoices a payment reminder');
    expect(reply).toMatchObject({ intent: 'out_of_scope', error: 'unsupported' });
    expect(reply.message).toMatch(/nothing was sent/);
    expect(rows(reply)).toEqual([]);
  });
});

describe('money questions', () => {
  it('"what\'s our cash balance?" sums the bank accounts in the base currency', async () => {
    const reply = await fresh("what's our cash balance?");
    // Each line is in its subsidiary's currency: converted before it is added up.
    const [expected] = await agent.suiteql<{ total: string }>(
      "SELECT SUM(tal.amount * cu.exchangerate) AS total FROM account a JOIN transactionaccountingline tal ON tal.account = a.id JOIN transaction t ON t.id = tal.transaction JOIN subsidiary s ON s.id = t.subsidiary JOIN currency cu ON cu.id = s.currency WHERE a.accttype = 'Bank' AND tal.posting = 'T'",
    );
    expect(reply.intent).toBe('aggregate');
    expect(reply.caption?.replaceAll(',', '')).toContain(Number(expected?.total).toFixed(2));
  });

  it('"what is our DSO?" states the days and what they are computed from', async () => {
    const reply = await fresh('what is our DSO?');
    expect(reply.intent).toBe('aggregate');
    expect(reply.message).toMatch(/Days sales outstanding \(DSO\) is \*\*[\d.]+ days\*\*/);
    expect(reply.message).toMatch(/Open receivables now/);
  });

  it('"who owes us the most money?" ranks customers by their open balance', async () => {
    const reply = await fresh('who owes us the most money?');
    const [top] = await agent.suiteql<{ id: string }>(
      "SELECT t.entity AS id FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = 'CustInvc' AND t.status = 'A' GROUP BY t.entity ORDER BY SUM(t.foreignamountunpaid * cu.exchangerate) DESC FETCH FIRST 1 ROWS ONLY",
    );
    expect(reply.intent).toBe('aggregate');
    expect(String(rows(reply)[0]?.id)).toBe(top?.id);
  });

  it('"what did <customer> buy" lists the lines of their invoices', async () => {
    const [buyer] = await agent.suiteql<{ id: string; name: string }>(
      "SELECT c.id, c.companyname AS name FROM customer c WHERE EXISTS (SELECT 1 FROM transaction t JOIN transactionline tl ON tl.transaction = t.id WHERE t.entity = c.id AND t.type = 'CustInvc' AND tl.item IS NOT NULL AND t.trandate >= TRUNC(SYSDATE, 'YYYY')) ORDER BY c.id FETCH FIRST 1 ROWS ONLY",
    );
    const reply = await fresh(`what did ${buyer?.name} buy this year?`);
    const [count] = await agent.suiteql<{ n: string }>(
      `SELECT COUNT(*) AS n FROM transaction t JOIN transactionline tl ON tl.transaction = t.id WHERE t.type = 'CustInvc' AND t.entity = ${buyer?.id} AND tl.mainline = 'F' AND tl.taxline = 'F' AND tl.item IS NOT NULL AND t.trandate >= TRUNC(SYSDATE, 'YYYY')`,
    );
    expect(reply.intent).toBe('query');
    expect(rows(reply).length).toBe(Number(count?.n));
    expect(Object.keys(rows(reply)[0] ?? {})).toEqual(expect.arrayContaining(['item', 'quantity', 'amount']));
    expect(rows(reply).every((row) => row.customer === buyer?.name)).toBe(true);
  });

  it('"compare total sales this year with last year" states both totals and the change', async () => {
    const reply = await fresh('compare total sales this year with last year');
    const [totals] = await agent.suiteql<{ now: string; before: string }>(
      "SELECT ROUND(SUM(CASE WHEN t.trandate >= TRUNC(SYSDATE, 'YYYY') THEN t.foreigntotal * cu.exchangerate ELSE 0 END), 2) AS now, ROUND(SUM(CASE WHEN t.trandate < TRUNC(SYSDATE, 'YYYY') THEN t.foreigntotal * cu.exchangerate ELSE 0 END), 2) AS before FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = 'CustInvc' AND t.trandate >= ADD_MONTHS(TRUNC(SYSDATE, 'YYYY'), -12)",
    );
    const text = reply.message?.replaceAll(',', '') ?? '';
    expect(reply.intent).toBe('aggregate');
    expect(text).toContain(Number(totals?.now).toFixed(2));
    expect(text).toContain(Number(totals?.before).toFixed(2));
    expect(text).toContain(Math.abs(Number(totals?.now) - Number(totals?.before)).toFixed(2));
  });
});

describe('a question keeps the request', () => {
  it('"show me everything over 5000", then "invoices": the answer completes the request', async () => {
    const asked = await fresh('show me everything over 5000');
    expect(asked.question).toBeDefined();
    const answered = await agent.ask('invoices');
    expect(ids(answered)).toEqual(
      await idsOf("SELECT id FROM transaction WHERE type = 'CustInvc' AND foreigntotal > 5000"),
    );
  });

  it('asks which amount "items under 5" means, and the answer takes its place in the request', async () => {
    const asked = await fresh('items under 5');
    expect(asked.question?.text).toMatch(/price .* quantity available/);
    const answered = await agent.ask('under 5 available');
    expect(answered.intent).toBe('clarification');
    expect(rows(answered).every((row) => Number(row.available) < 5)).toBe(true);
  });

  it('names words it did not understand, and "ignore it" answers the rest', async () => {
    const asked = await fresh('open invoices flagged for review');
    expect(asked.question?.text).toContain('"flagged review"');
    const answered = await agent.ask('ignore it');
    expect(ids(answered)).toEqual(await idsOf("SELECT id FROM transaction WHERE type = 'CustInvc' AND status = 'A'"));
  });

  it('takes a new request after a question as new', async () => {
    await fresh('open invoices flagged for review');
    const next = await agent.ask('vendor bills over 2000');
    expect(ids(next)).toEqual(
      await idsOf("SELECT id FROM transaction WHERE type = 'VendBill' AND foreigntotal > 2000"),
    );
  });
});
