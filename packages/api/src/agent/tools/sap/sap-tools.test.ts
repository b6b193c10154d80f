import type { SapDemoCredentials, TokenResponse } from '@erp-agent/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, type TestServer } from '../../../test/test-server.ts';

/**
 * The SAP Business One tools as an outside AI client reaches them: the MCP SDK's own client with
 * a bearer token, against the embedded Service Layer the admin connected. What the tools answer
 * is checked against Service Layer itself, asked directly with a login of its own.
 */
let server: TestServer;
let demo: SapDemoCredentials;

beforeAll(async () => {
  server = await createTestServer({ SAP_SANDBOX: 'true' });
  const admin = await server.admin();
  demo = (await admin.request<SapDemoCredentials>('GET', '/api/sap/demo-credentials')).body;
  expect((await admin.request('POST', '/api/sap/connect', { body: demo })).status).toBe(200);
});
afterAll(() => server?.close());

async function bearerFor(email: string, password: string): Promise<string> {
  const reply = await server.anonymous.request<TokenResponse>('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
}

async function mcpClient(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${token}`);
      return Promise.resolve(server.app.request(String(input), { ...init, headers }));
    },
  });
  const client = new Client({ name: 'mcp-sap-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** Service Layer asked directly, as SAP's documentation shows: POST Login, then the B1SESSION cookie. */
async function serviceLayer(path: string): Promise<unknown> {
  const root = '/sap-sandbox/b1s/v2/';
  const login = await server.app.request(`${root}Login`, {
    method: 'POST',
    body: JSON.stringify({ CompanyDB: demo.companyDb, UserName: demo.userName, Password: demo.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const answer = await server.app.request(`${root}${path}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return path.endsWith('$count') ? Number(await answer.text()) : answer.json();
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

describe('the SAP Business One tools', () => {
  it('are listed with the caller role: reads marked read-only, writes for a role that may write', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['sap_query', 'sap_getRecord', 'sap_createRecord', 'sap_updateRecord']),
    );
    expect(tools.find((tool) => tool.name === 'sap_query')?.annotations?.readOnlyHint).toBe(true);
    await client.close();

    const { user } = await server.userWithRole('operator');
    const operator = await mcpClient(await bearerFor(user.email, 'Chosen-Pass-456'));
    const offered = (await operator.listTools()).tools.map((tool) => tool.name);
    expect(offered).not.toContain('sap_createRecord');
    expect(offered).not.toContain('sap_updateRecord');
    await operator.close();
  });

  it('are refused to a user not given SAP Business One, whatever the role', async () => {
    const { user } = await server.userWithRole('admin', { platforms: ['netsuite'] });
    const client = await mcpClient(await bearerFor(user.email, 'Chosen-Pass-456'));
    expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain('sap_query');
    const refused = await client.callTool({ name: 'sap_query', arguments: { entitySet: 'Orders' } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain('Your access does not include SAP Business One.');
    await client.close();
  });

  it('queries open sales orders with OData options, counting as Service Layer counts', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const filter = "DocumentStatus eq 'bost_Open'";
    const result = await client.callTool({
      name: 'sap_query',
      arguments: {
        entitySet: 'Orders',
        select: ['DocEntry', 'DocNum', 'CardCode', 'DocTotal'],
        filter,
        orderBy: 'DocTotal desc',
        top: 5,
        count: true,
      },
    });
    expect(result.isError).toBeUndefined();
    const answer = result.structuredContent as { rows: { DocTotal: number }[]; count: number };
    expect(answer.count).toBe(await serviceLayer(`Orders/$count?$filter=${encodeURIComponent(filter)}`));
    expect(answer.rows).toHaveLength(Math.min(5, answer.count));
    const totals = answer.rows.map((row) => row.DocTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(Object.keys(answer.rows[0] ?? {}).sort()).toEqual(['CardCode', 'DocEntry', 'DocNum', 'DocTotal']);
    await client.close();
  });

  it("passes on Service Layer's refusal of an unknown property, in SAP's words", async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const result = await client.callTool({
      name: 'sap_query',
      arguments: { entitySet: 'BusinessPartners', select: ['CardCode', 'Balance'] },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain("Property 'Balance'");
    await client.close();
  });

  it('creates a business partner and updates it, each only after confirm_action', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const code = 'C-MCP-001';
    const exists = async () => {
      const read = await client.callTool({
        name: 'sap_getRecord',
        arguments: { entitySet: 'BusinessPartners', key: code },
      });
      return read.isError ? undefined : (read.structuredContent as { record: Record<string, unknown> }).record;
    };
    const proposed = await client.callTool({
      name: 'sap_createRecord',
      arguments: {
        entitySet: 'BusinessPartners',
        fields: { CardCode: code, CardName: 'Acme via MCP', CardType: 'cCustomer' },
      },
    });
    expect(text(proposed)).toMatch(/Nothing was changed yet/);
    expect(await exists()).toBeUndefined();
    const created = proposed.structuredContent as { confirmation: { id: string; token: string } };
    const done = await client.callTool({
      name: 'confirm_action',
      arguments: { id: created.confirmation.id, token: created.confirmation.token, decision: 'confirm' },
    });
    expect(text(done)).toContain('Created C-MCP-001 Acme via MCP (key C-MCP-001) in Business Partners');
    expect(await serviceLayer(`BusinessPartners('${code}')`)).toMatchObject({ CardName: 'Acme via MCP' });

    const update = await client.callTool({
      name: 'sap_updateRecord',
      arguments: { entitySet: 'BusinessPartners', key: code, fields: { City: 'Austin' } },
    });
    const preview = update.structuredContent as {
      confirmation: { id: string; token: string; preview: { changes: { name: string; to: unknown }[] } };
    };
    expect(preview.confirmation.preview.changes).toEqual([expect.objectContaining({ name: 'City', to: 'Austin' })]);
    expect((await exists())?.City).not.toBe('Austin');
    await client.callTool({
      name: 'confirm_action',
      arguments: { id: preview.confirmation.id, token: preview.confirmation.token, decision: 'confirm' },
    });
    expect(await serviceLayer(`BusinessPartners('${code}')`)).toMatchObject({ City: 'Austin' });
    await client.close();
  });
});
