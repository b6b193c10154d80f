import type { DynamicsDemoCredentials, TokenResponse } from '@erp-agent/core';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

/** The Dataverse tools as an outside AI client reaches them: the MCP SDK's client, a bearer token. */
let server: TestServer;
let demo: DynamicsDemoCredentials;

const connectDynamics = async (client: Client) => {
  const reply = await client.request('POST', '/api/dynamics/connect', { body: { ...demo, authMethod: 'secret' } });
  expect(reply.status).toBe(200);
};

beforeAll(async () => {
  server = await createTestServer();
  const admin = await server.admin();
  demo = (await admin.request<DynamicsDemoCredentials>('GET', '/api/dynamics/demo-credentials')).body;
  await connectDynamics(admin);
});
afterAll(() => server.close());

async function mcpAs(email: string, password: string): Promise<McpClient> {
  const token = await server.anonymous.request<TokenResponse>('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  expect(token.status).toBe(200);
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${token.body.access_token}`);
      return Promise.resolve(server.app.request(String(input), { ...init, headers }));
    },
  });
  const client = new McpClient({ name: 'mcp-dynamics-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const admin = () => mcpAs('admin@example.com', ADMIN.password);
const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
type Rows = { rows: Record<string, unknown>[]; count: number | null };

describe('Dataverse tools over MCP', () => {
  it('lists the dv_ tools, reads marked read-only', async () => {
    const client = await admin();
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['dv_queryRows', 'dv_getRow', 'dv_createRow', 'dv_updateRow']));
    expect(tools.find((tool) => tool.name === 'dv_queryRows')?.annotations?.readOnlyHint).toBe(true);
    await client.close();
  });

  it('queries with OData options, and the count is what the filter matches', async () => {
    const client = await admin();
    const all = await client.callTool({
      name: 'dv_queryRows',
      arguments: { entitySet: 'accounts', select: ['name', 'address1_stateorprovince'], top: 500 },
    });
    const everyAccount = (all.structuredContent as Rows).rows;
    const state = String(everyAccount[0]?.address1_stateorprovince);
    const result = await client.callTool({
      name: 'dv_queryRows',
      arguments: {
        entitySet: 'accounts',
        select: ['name', 'address1_stateorprovince'],
        filter: `address1_stateorprovince eq '${state}'`,
        orderBy: ['name'],
        top: 5,
      },
    });
    expect(result.isError).toBeUndefined();
    const { rows, count } = result.structuredContent as Rows;
    const expected = everyAccount.filter((row) => row.address1_stateorprovince === state).length;
    expect(count).toBe(expected);
    expect(rows.length).toBe(Math.min(5, expected));
    expect(rows.every((row) => row.address1_stateorprovince === state)).toBe(true);
    await client.close();
  });

  it("refuses an unknown column in Dataverse's own words", async () => {
    const client = await admin();
    const result = await client.callTool({
      name: 'dv_queryRows',
      arguments: { entitySet: 'accounts', select: ['nosuchcolumn'] },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/nosuchcolumn/);
    await client.close();
  });

  it('creates a lead only after confirm_action, and updates it from its current values', async () => {
    const client = await admin();
    const leads = async () => {
      const found = await client.callTool({
        name: 'dv_queryRows',
        arguments: {
          entitySet: 'leads',
          select: ['leadid', 'subject', 'companyname'],
          filter: "companyname eq 'Acme MCP'",
        },
      });
      return (found.structuredContent as Rows).rows;
    };
    const proposed = await client.callTool({
      name: 'dv_createRow',
      arguments: {
        entitySet: 'leads',
        values: { subject: 'Interested in 20 units', companyname: 'Acme MCP', lastname: 'Ortiz' },
      },
    });
    expect(text(proposed)).toMatch(/Nothing was changed yet/);
    expect(await leads()).toEqual([]);
    const { confirmation } = proposed.structuredContent as { confirmation: { id: string; token: string } };
    const done = await client.callTool({
      name: 'confirm_action',
      arguments: { id: confirmation.id, token: confirmation.token, decision: 'confirm' },
    });
    expect(text(done)).toMatch(/^Done\. Created lead/);
    const [lead] = await leads();
    expect(lead?.subject).toBe('Interested in 20 units');

    const update = await client.callTool({
      name: 'dv_updateRow',
      arguments: { entitySet: 'leads', id: String(lead?.leadid), values: { subject: 'Interested in 40 units' } },
    });
    const pending = update.structuredContent as {
      confirmation: { id: string; token: string; preview: { changes: { from: unknown; to: unknown }[] } };
    };
    expect(pending.confirmation.preview.changes).toEqual([
      expect.objectContaining({ from: 'Interested in 20 units', to: 'Interested in 40 units' }),
    ]);
    await client.callTool({
      name: 'confirm_action',
      arguments: { id: pending.confirmation.id, token: pending.confirmation.token, decision: 'confirm' },
    });
    const read = await client.callTool({
      name: 'dv_getRow',
      arguments: { entitySet: 'leads', id: String(lead?.leadid), select: ['subject'] },
    });
    expect((read.structuredContent as { row: { subject: string } }).row.subject).toBe('Interested in 40 units');
    await client.close();
  });

  it('refuses a user without Dynamics 365, and serves one with Dynamics 365 only in their own environment', async () => {
    await server.userWithRole('analyst', { username: 'netsuite.only' });
    const netsuiteOnly = await mcpAs('netsuite.only@example.com', 'Chosen-Pass-456');
    const refused = await netsuiteOnly.callTool({ name: 'dv_queryRows', arguments: { entitySet: 'accounts' } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/does not include Dynamics 365/);
    await netsuiteOnly.close();

    const { client: dynamicsUser } = await server.userWithRole('analyst', {
      username: 'dynamics.only',
      platforms: ['dynamics'],
    });
    const unconnected = await mcpAs('dynamics.only@example.com', 'Chosen-Pass-456');
    const notYet = await unconnected.callTool({ name: 'dv_queryRows', arguments: { entitySet: 'accounts' } });
    expect(text(notYet)).toMatch(/Not connected to Dynamics 365/);
    await connectDynamics(dynamicsUser);
    const rows = await unconnected.callTool({ name: 'dv_queryRows', arguments: { entitySet: 'accounts', top: 1 } });
    expect(rows.isError).toBeUndefined();
    expect((rows.structuredContent as Rows).rows).toHaveLength(1);
    const writes = await unconnected.callTool({
      name: 'dv_createRow',
      arguments: { entitySet: 'leads', values: { lastname: 'Refused' } },
    });
    expect(writes.isError).toBe(true);
    await unconnected.close();
  });
});
