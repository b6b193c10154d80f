import type { ChatReply, SapDemoCredentials } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox } from '../../../../test/agent-session.ts';
import { type Client, createTestServer, type TestServer } from '../../../../test/test-server.ts';

/**
 * The deterministic planner on SAP Business One, through the chat API against the embedded
 * Service Layer; every expected figure is Service Layer's own, asked directly.
 */
let server: TestServer;
let demo: SapDemoCredentials;

beforeAll(async () => {
  server = await createTestServer({ SAP_SANDBOX: 'true', NETSUITE_SANDBOX: 'true' });
  const admin = await server.admin();
  demo = (await admin.request<SapDemoCredentials>('GET', '/api/sap/demo-credentials')).body;
});
afterAll(() => server?.close());

async function connectedToSap(client: Client): Promise<Client> {
  expect((await client.request('POST', '/api/sap/connect', { body: demo })).status).toBe(200);
  return client;
}

async function ask(client: Client, prompt: string, conversationId?: string): Promise<ChatReply> {
  const reply = await client.request<ChatReply>('POST', '/api/chatbot/process', {
    body: { prompt, ...(conversationId ? { conversationId } : {}) },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function serviceLayer<T>(path: string): Promise<T> {
  const root = '/sap-sandbox/b1s/v2/';
  const login = await server.app.request(`${root}Login`, {
    method: 'POST',
    body: JSON.stringify({ CompanyDB: demo.companyDb, UserName: demo.userName, Password: demo.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const answer = await server.app.request(`${root}${path}`, { headers: { cookie, Prefer: 'odata.maxpagesize=500' } });
  expect(answer.status).toBe(200);
  return (path.includes('$count') ? Number(await answer.text()) : await answer.json()) as T;
}

const rowsOf = (reply: ChatReply) => (reply.result?.results ?? []) as Record<string, unknown>[];
const openOrders = `Orders/$count?$filter=${encodeURIComponent("DocumentStatus eq 'bost_Open'")}`;

describe('SAP Business One in the deterministic planner', () => {
  it('answers open sales orders in SAP with every open order Service Layer holds', async () => {
    const { client } = await server.userWithRole('admin', { platforms: ['netsuite', 'sap'] });
    await connectedToSap(client);
    const reply = await ask(client, 'open sales orders in SAP');
    expect(reply.intent).toBe('query');
    expect(reply.result?.count).toBe(await serviceLayer<number>(openOrders));
    expect(reply.caption).toBe('Open sales orders in SAP Business One');
  });

  it('counts, and ranks business partners by balance', async () => {
    const { client } = await server.userWithRole('admin', { platforms: ['netsuite', 'sap'] });
    await connectedToSap(client);
    const counted = await ask(client, 'how many open purchase orders in SAP?');
    const expected = await serviceLayer<number>(
      `PurchaseOrders/$count?$filter=${encodeURIComponent("DocumentStatus eq 'bost_Open'")}`,
    );
    expect(counted.intent).toBe('count');
    expect(counted.message).toContain(`**${expected}** open purchase orders`);

    const ranked = await ask(client, 'top 5 business partners by open balance');
    const top = await serviceLayer<{ value: { CardCode: string }[] }>(
      'BusinessPartners?$select=CardCode&$orderby=CurrentAccountBalance%20desc&$top=5',
    );
    expect(rowsOf(ranked).map((row) => row.CardCode)).toEqual(top.value.map((row) => row.CardCode));
  });

  it("answers through SAP when it is the user's only connection, and NetSuite when that is", async () => {
    const { client: sapOnly } = await server.userWithRole('admin', { platforms: ['netsuite', 'sap'] });
    await connectedToSap(sapOnly);
    const reply = await ask(sapOnly, 'open sales orders');
    expect(reply.result?.count).toBe(await serviceLayer<number>(openOrders));

    const { client: netsuiteOnly } = await server.userWithRole('admin', { platforms: ['netsuite', 'sap'] });
    await connectSandbox(netsuiteOnly);
    const netsuite = await ask(netsuiteOnly, 'open sales orders');
    expect(netsuite.intent).toBe('query');
    expect(netsuite.caption ?? '').not.toContain('SAP');
    expect(netsuite.result?.count).toBeGreaterThan(0);
  });

  it('creates a customer only after the user confirms, and refuses a user not given SAP', async () => {
    const { client } = await server.userWithRole('admin', { platforms: ['netsuite', 'sap'] });
    await connectedToSap(client);
    const proposed = await ask(client, 'create a customer Acme Rockets in SAP');
    expect(proposed).toMatchObject({ intent: 'create_record', confirmation: { tool: 'sap_createRecord' } });
    const before = await serviceLayer<{ value: unknown[] }>(
      `BusinessPartners?$filter=${encodeURIComponent("CardName eq 'Acme Rockets'")}`,
    );
    expect(before.value).toEqual([]);
    const done = await ask(client, 'yes', proposed.conversationId ?? undefined);
    expect(done.message).toContain('Created CACMEROCKETS Acme Rockets');
    const after = await serviceLayer<{ value: { CardType: string }[] }>(
      `BusinessPartners?$filter=${encodeURIComponent("CardName eq 'Acme Rockets'")}`,
    );
    expect(after.value).toEqual([expect.objectContaining({ CardType: 'cCustomer' })]);

    const { client: netsuiteUser } = await server.userWithRole('admin', { platforms: ['netsuite'] });
    const refused = await ask(netsuiteUser, 'open sales orders in SAP');
    expect(refused.error).toBe('forbidden');
    expect(refused.message).toContain('Your access does not include SAP Business One.');
  });
});
