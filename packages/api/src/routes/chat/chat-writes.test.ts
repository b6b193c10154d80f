import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/** Writes only after confirmation: previews, decisions, forged and stale answers. */
let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  agent = await agentSession(server);
});
afterAll(() => server.close());

async function customersNamed(name: string) {
  return agent.suiteql<{ id: string; email: string | null }>(
    `SELECT id, email FROM customer WHERE companyname = '${name.replaceAll("'", "''")}'`,
  );
}

async function preview(prompt: string): Promise<ChatReply> {
  agent.reset();
  const reply = await agent.ask(prompt);
  if (!reply.confirmation) throw new Error(`no preview for "${prompt}": ${JSON.stringify(reply)}`);
  return reply;
}

describe('a write', () => {
  it('is previewed and nothing is written until it is confirmed', async () => {
    const reply = await preview('create a customer named Preview Only Co with email ap@preview.test');
    expect(reply).toMatchObject({
      intent: 'create_record',
      confirmation: {
        tool: 'ns_createRecord',
        risk: 'write',
        title: 'Create customer Preview Only Co',
        preview: { action: 'create', recordType: 'customer' },
      },
      message: expect.stringContaining('Reply **yes**'),
    });
    const fields = reply.confirmation?.preview.fields?.map((field) => [field.label, field.value]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['Company Name', 'Preview Only Co'],
        ['Email', 'ap@preview.test'],
      ]),
    );
    expect(await customersNamed('Preview Only Co')).toEqual([]);
  });

  it('is carried out once when confirmed with the buttons (id and token)', async () => {
    const reply = await preview('create a customer named Confirmed Co');
    const { id, token } = reply.confirmation ?? { id: '', token: '' };
    const done = await agent.ask('Confirm', { confirmation: { id, token, decision: 'confirm' } });
    expect(done).toMatchObject({
      intent: 'decision',
      message: expect.stringMatching(/^Done\. Created customer \*\*Confirmed Co\*\*/),
    });
    expect(await customersNamed('Confirmed Co')).toHaveLength(1);
    const again = await agent.ask('Confirm', { confirmation: { id, token, decision: 'confirm' } });
    expect(again).toMatchObject({ error: 'confirmation_stale' });
    expect(await customersNamed('Confirmed Co')).toHaveLength(1);
  });

  it('is carried out when "yes" answers the preview, and cancelled by "no"', async () => {
    await preview('add a customer called Typed Yes Co');
    expect((await agent.ask('yes')).message).toMatch(/^Done\./);
    expect(await customersNamed('Typed Yes Co')).toHaveLength(1);
    await preview('add a customer called Typed No Co');
    expect((await agent.ask('no')).message).toMatch(/^Cancelled/);
    expect(await customersNamed('Typed No Co')).toEqual([]);
  });

  it('refuses a forged token, a confirmation from another conversation and one for another user', async () => {
    const reply = await preview('create a customer named Forged Co');
    const { id, token } = reply.confirmation ?? { id: '', token: '' };
    const forged = await agent.ask('Confirm', {
      confirmation: { id, token: `${token.slice(0, -2)}xx`, decision: 'confirm' },
    });
    expect(forged).toMatchObject({ error: 'confirmation_invalid' });
    const conversationId = agent.conversationId;
    agent.reset();
    const elsewhere = await agent.ask('Confirm', { confirmation: { id, token, decision: 'confirm' } });
    expect(elsewhere).toMatchObject({ error: 'confirmation_invalid' });
    const analyst = await server.userWithRole('admin');
    const other = await analyst.client.request<ChatReply>('POST', '/api/chatbot/process', {
      body: { prompt: 'Confirm', conversationId, confirmation: { id, token, decision: 'confirm' } },
    });
    expect(other.body).toMatchObject({ error: 'confirmation_invalid' });
    expect(await customersNamed('Forged Co')).toEqual([]);
  });

  it('refuses a preview superseded by a newer one as stale', async () => {
    const first = await preview('create a customer named Superseded Co');
    await agent.ask('create a customer named Newer Co');
    const { id, token } = first.confirmation ?? { id: '', token: '' };
    expect(await agent.ask('Confirm', { confirmation: { id, token, decision: 'confirm' } })).toMatchObject({
      error: 'confirmation_stale',
    });
    expect(await customersNamed('Superseded Co')).toEqual([]);
  });

  it('is previewed again, not carried out, when the record changed since the preview', async () => {
    await preview('create a customer named Changing Co');
    await agent.ask('yes');
    const update = await preview('change the email of customer Changing Co to first@changing.test');
    expect(update.confirmation?.preview.changes).toEqual([
      { name: 'email', label: 'Email', from: null, to: 'first@changing.test' },
    ]);
    const elsewhere = agent.conversationId;
    await preview('change the email of customer Changing Co to meanwhile@changing.test');
    await agent.ask('yes');
    const { id, token } = update.confirmation ?? { id: '', token: '' };
    const changed = await agent.client.request<ChatReply>('POST', '/api/chatbot/process', {
      body: { prompt: 'Confirm', conversationId: elsewhere, confirmation: { id, token, decision: 'confirm' } },
    });
    expect(changed.body.confirmation?.preview.changes).toEqual([
      { name: 'email', label: 'Email', from: 'meanwhile@changing.test', to: 'first@changing.test' },
    ]);
    expect(changed.body.message).toMatch(/changed since I showed you the preview/);
    expect((await customersNamed('Changing Co'))[0]?.email).toBe('meanwhile@changing.test');
  });

  it('updates and deletes a record after confirmation', async () => {
    await preview('create a vendor named Short Lived Supplies');
    await agent.ask('yes');
    const update = await preview('update vendor Short Lived Supplies phone to 555-0100');
    expect(update.confirmation?.preview.changes?.[0]).toMatchObject({ label: 'Phone', to: '555-0100' });
    await agent.ask('yes');
    const [vendor] = await agent.suiteql<{ phone: string }>(
      "SELECT phone FROM vendor WHERE companyname = 'Short Lived Supplies'",
    );
    expect(vendor?.phone).toBe('555-0100');
    const removal = await preview('delete vendor Short Lived Supplies');
    expect(removal.confirmation).toMatchObject({ risk: 'destructive', preview: { action: 'delete' } });
    expect(removal.message).toContain('cannot be undone');
    await agent.ask('yes');
    expect(await agent.suiteql("SELECT id FROM vendor WHERE companyname = 'Short Lived Supplies'")).toEqual([]);
  });
});

describe('the procure to pay and order to cash steps', () => {
  it('orders, receives, bills and pays, each after its own confirmation', async () => {
    const [item] = await agent.suiteql<{ itemid: string; displayname: string }>(
      "SELECT itemid, displayname FROM item WHERE itemtype = 'InvtPart' AND isinactive = 'F' ORDER BY id FETCH FIRST 1 ROWS ONLY",
    );
    const [vendor] = await agent.suiteql<{ companyname: string }>(
      "SELECT v.companyname FROM vendor v JOIN currency cu ON cu.id = v.currency WHERE v.subsidiary = 1 AND cu.symbol = 'USD' AND INSTR(v.companyname, ',') = 0 ORDER BY v.id FETCH FIRST 1 ROWS ONLY",
    );
    const order = await preview(
      `create a purchase order from ${vendor?.companyname} for 7 units of ${item?.itemid} at $2.50`,
    );
    expect(order.confirmation?.preview.rows).toEqual([
      { item: item?.itemid, item_name: item?.displayname, quantity: 7, rate: 2.5, amount: 17.5 },
    ]);
    expect(order.confirmation?.preview.columns?.map((column) => column.label)).toEqual([
      'Item',
      'Item name',
      'Quantity',
      'Unit price',
      'Amount',
    ]);
    expect(order.confirmation?.preview.fields).toContainEqual({
      name: 'total',
      label: 'Total',
      value: 17.5,
      kind: 'currency',
      currency: 'USD',
    });
    expect(order.message).toContain('| Item | Item name | Quantity | Unit price | Amount |');

    const ordered = await agent.ask('yes');
    const [made] = await agent.suiteql<{ id: string; tranid: string }>(
      "SELECT id, tranid FROM transaction WHERE type = 'PurchOrd' ORDER BY id DESC FETCH FIRST 1 ROWS ONLY",
    );
    expect(ordered.message).toBe(
      `Done. Created purchase order **${made?.tranid}** (id ${made?.id}) for ${vendor?.companyname} with 1 line, total $17.50.`,
    );
    await agent.ask('receive it');
    await agent.ask('yes');
    const bill = await agent.ask('bill it');
    expect(bill.confirmation?.preview.rows).toEqual([
      { line: 1, item: item?.itemid, item_name: item?.displayname, to_bill: 7, rate: 2.5, amount: 17.5 },
    ]);
    expect(bill.confirmation?.preview.fields).toContainEqual(expect.objectContaining({ label: 'Total', value: 17.5 }));
    expect((await agent.ask('yes')).message).toMatch(
      /^Done\. Created vendor bill \*\*[^*]+\*\* \(id \d+\) from Purchase Order /,
    );
    const pay = await agent.ask('pay it');
    expect(pay.confirmation?.preview.fields).toContainEqual(
      expect.objectContaining({ label: 'Payment', value: 17.5, kind: 'currency', currency: 'USD' }),
    );
    const paid = await agent.ask('yes');
    expect(paid.message).toMatch(/^Done\. Created bill payment/);
  });
});
