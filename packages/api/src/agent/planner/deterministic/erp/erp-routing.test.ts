import type { ChatReply, DynamicsDemoCredentials, SapDemoCredentials } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestServer, type TestServer } from '../../../../test/test-server.ts';

/**
 * Routing between Dynamics 365 and SAP Business One through the chat API, against the embedded
 * Dataverse and Service Layer sandboxes; expected rows are read from the sandboxes directly.
 */
let server: TestServer;
let dynamicsDemo: DynamicsDemoCredentials;
let sapDemo: SapDemoCredentials;

beforeAll(async () => {
  server = await createTestServer({ SAP_SANDBOX: 'true', DYNAMICS_SANDBOX: 'true' });
  const admin = await server.admin();
  dynamicsDemo = (await admin.request<DynamicsDemoCredentials>('GET', '/api/dynamics/demo-credentials')).body;
  sapDemo = (await admin.request<SapDemoCredentials>('GET', '/api/sap/demo-credentials')).body;
});
afterAll(() => server?.close());

async function userConnectedTo(systems: readonly ('dynamics' | 'sap')[]): Promise<Client> {
  const { client } = await server.userWithRole('admin', { platforms: ['netsuite', ...systems] });
  for (const system of systems) {
    const body = system === 'dynamics' ? { ...dynamicsDemo, authMethod: 'secret' } : sapDemo;
    expect((await client.request('POST', `/api/${system}/connect`, { body })).status).toBe(200);
  }
  return client;
}

async function ask(client: Client, prompt: string, conversationId?: string | null): Promise<ChatReply> {
  const reply = await client.request<ChatReply>('POST', '/api/chatbot/process', {
    body: { prompt, ...(conversationId ? { conversationId } : {}) },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function dataverse<T>(path: string): Promise<T> {
  const token = await server.app.request(`/dynamics-sandbox/${dynamicsDemo.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: dynamicsDemo.clientId,
      client_secret: dynamicsDemo.clientSecret,
      scope: `${dynamicsDemo.environmentUrl}/.default`,
    }).toString(),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const answer = await server.app.request(`/dynamics-sandbox/api/data/v9.2/${path}`, {
    headers: { authorization: `Bearer ${access_token}`, prefer: 'odata.maxpagesize=500' },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

const column = (reply: ChatReply, key: string) =>
  ((reply.result?.results ?? []) as Record<string, unknown>[]).map((row) => row[key]);

describe('the deterministic planner on Dynamics 365 and SAP Business One', () => {
  it("answers from the user's only connection: Dynamics accounts in Texas, every one Dataverse holds", async () => {
    const client = await userConnectedTo(['dynamics']);
    const reply = await ask(client, 'accounts in Texas');
    const expected = await dataverse<{ value: { name: string }[] }>(
      `accounts?$select=name&$filter=${encodeURIComponent("address1_stateorprovince eq 'TX'")}`,
    );
    expect(reply.caption).toBe('Accounts in Texas in Dynamics 365');
    expect(column(reply, 'name').toSorted()).toEqual(expected.value.map((row) => row.name).toSorted());
  });

  it('asks which system when two connected could answer, and answers in the one chosen', async () => {
    const client = await userConnectedTo(['dynamics', 'sap']);
    const asked = await ask(client, 'open sales orders');
    expect(asked.question?.options?.map((option) => option.label)).toEqual(['Dynamics 365', 'SAP Business One']);
    const answered = await ask(client, 'SAP', asked.conversationId);
    expect(answered.caption).toBe('Open sales orders in SAP Business One');
    expect(answered.result?.count).toBeGreaterThan(0);
  });

  it('asks about a state with only SAP connected, rather than listing every customer', async () => {
    const client = await userConnectedTo(['sap']);
    const reply = await ask(client, 'customers in Texas');
    expect(reply.result).toBeUndefined();
    expect(reply.question?.text ?? reply.message).toContain('"texas"');
    expect(reply.question?.text ?? reply.message).toContain('no state');
  });

  it('creates a lead only after the user confirms', async () => {
    const client = await userConnectedTo(['dynamics']);
    const proposed = await ask(client, 'create a lead for Routing Test Co, contact Ada Lovelace');
    expect(proposed).toMatchObject({ intent: 'create_record', confirmation: { tool: 'dv_createRow' } });
    const filter = encodeURIComponent("companyname eq 'Routing Test Co'");
    expect((await dataverse<{ value: unknown[] }>(`leads?$select=lastname&$filter=${filter}`)).value).toEqual([]);
    await ask(client, 'yes', proposed.conversationId);
    expect((await dataverse<{ value: unknown[] }>(`leads?$select=lastname&$filter=${filter}`)).value).toEqual([
      expect.objectContaining({ lastname: 'Lovelace' }),
    ]);
  });
});
