import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import type { TokenResponse } from '@erp-agent/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PendingActionStore } from '../../agent/confirmations/pending-action-store.ts';
import { pendingActions } from '../../db/schema.ts';
import { connectSandbox } from '../../test/agent-session.ts';
import { ADMIN, createTestServer, type TestServer } from '../../test/test-server.ts';

/** A runner name on this host whose process has ended, as a `kill -9` leaves one. */
const DEAD_RUNNER = `${hostname()}:${spawnSync(process.execPath, ['-e', '0']).pid}`;

/** The MCP endpoint as an outside AI client uses it: the SDK's own client, a bearer token. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  await connectSandbox(await server.admin());
});
afterAll(() => server.close());

async function bearerFor(email: string, password: string): Promise<string> {
  const reply = await server.anonymous.request<TokenResponse>('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
}

/** An MCP client sending `token` as a bearer token, or `cookie` as the console does. */
async function mcpClient(token: string | undefined, cookie?: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (cookie) headers.set('cookie', cookie);
      return Promise.resolve(server.app.request(String(input), { ...init, headers }));
    },
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

describe('/api/mcp', () => {
  it("lists the caller's tools, with confirm_action for writes", async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['ns_runCustomSuiteQL', 'ns_createRecord', 'confirm_action']));
    const suiteql = tools.find((tool) => tool.name === 'ns_runCustomSuiteQL');
    expect(suiteql?.annotations?.readOnlyHint).toBe(true);
    expect(suiteql?.inputSchema.properties).toHaveProperty('query');
    await client.close();
  });

  it('runs a read tool and records the call as an MCP call', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const result = await client.callTool({
      name: 'ns_runCustomSuiteQL',
      arguments: { query: 'SELECT id, companyname FROM customer ORDER BY id', maxRows: 2 },
    });
    expect(result.isError).toBeUndefined();
    expect((result.structuredContent as { rows: unknown[] }).rows).toHaveLength(2);
    const recorded = await (await server.admin()).request<{ toolCalls: { tool: string; channel: string }[] }>(
      'GET',
      '/api/tool-calls',
    );
    expect(recorded.body.toolCalls[0]).toMatchObject({ tool: 'ns_runCustomSuiteQL', channel: 'mcp' });
    await client.close();
  });

  it('previews a write, writes nothing until confirm_action, and refuses a forged token', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const count = async () => {
      const result = await client.callTool({
        name: 'ns_runCustomSuiteQL',
        arguments: { query: "SELECT COUNT(*) AS n FROM customer WHERE companyname = 'Via MCP Ltd'" },
      });
      return Number((result.structuredContent as { rows: { n: string }[] }).rows[0]?.n);
    };
    const proposed = await client.callTool({
      name: 'ns_createRecord',
      arguments: { recordType: 'customer', fields: { companyName: 'Via MCP Ltd', subsidiary: { id: '1' } } },
    });
    expect(text(proposed)).toMatch(/Nothing was changed yet/);
    const { confirmation } = proposed.structuredContent as { confirmation: { id: string; token: string } };
    expect(await count()).toBe(0);

    const forged = await client.callTool({
      name: 'confirm_action',
      arguments: { id: confirmation.id, token: `${confirmation.token}x`, decision: 'confirm' },
    });
    expect(forged.isError).toBe(true);
    expect(await count()).toBe(0);

    const done = await client.callTool({
      name: 'confirm_action',
      arguments: { id: confirmation.id, token: confirmation.token, decision: 'confirm' },
    });
    expect(text(done)).toMatch(/^Done\. Created customer/);
    expect(await count()).toBe(1);
    await client.close();
  });

  it('cancels a write through confirm_action, after which the same confirmation is stale', async () => {
    const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
    const first = await client.callTool({
      name: 'ns_runCustomSuiteQL',
      arguments: { query: 'SELECT id, companyname FROM customer ORDER BY id', maxRows: 1 },
    });
    const [customer] = (first.structuredContent as { rows: { id: string; companyname: string }[] }).rows;
    const proposed = await client.callTool({
      name: 'ns_deleteRecord',
      arguments: { recordType: 'customer', id: String(customer?.id) },
    });
    const { confirmation } = proposed.structuredContent as { confirmation: { id: string; token: string } };

    const cancelled = await client.callTool({
      name: 'confirm_action',
      arguments: { id: confirmation.id, token: confirmation.token, decision: 'cancel' },
    });
    expect(text(cancelled)).toMatch(/^Cancelled: /);
    const again = await client.callTool({
      name: 'confirm_action',
      arguments: { id: confirmation.id, token: confirmation.token, decision: 'confirm' },
    });
    expect(again.isError).toBe(true);
    expect(again.structuredContent).toMatchObject({ error: 'confirmation_stale' });

    const still = await client.callTool({
      name: 'ns_getRecord',
      arguments: { recordType: 'customer', id: String(customer?.id) },
    });
    expect(still.isError).toBeUndefined();
    expect(JSON.stringify(still.structuredContent)).toContain(String(customer?.companyname));
    await client.close();
  });

  describe('a confirm_action after the server died carrying out the write', () => {
    /** A customer create proposed through MCP, as a client would, and its confirmation. */
    async function proposeCustomer(client: Client, companyName: string) {
      const proposed = await client.callTool({
        name: 'ns_createRecord',
        arguments: { recordType: 'customer', fields: { companyName, subsidiary: { id: '1' } } },
      });
      return (proposed.structuredContent as { confirmation: { id: string; token: string } }).confirmation;
    }
    const customers = async (client: Client, companyName: string) => {
      const result = await client.callTool({
        name: 'ns_runCustomSuiteQL',
        arguments: { query: `SELECT COUNT(*) AS n FROM customer WHERE companyname = '${companyName}'` },
      });
      return Number((result.structuredContent as { rows: { n: string }[] }).rows[0]?.n);
    };
    const confirm = (client: Client, confirmation: { id: string; token: string }) =>
      client.callTool({ name: 'confirm_action', arguments: { ...confirmation, decision: 'confirm' } });
    const statusOf = async (id: string) =>
      (await server.database.db.select().from(pendingActions).where(eq(pendingActions.id, id)))[0]?.status;

    it('says NetSuite had made the record, settles the write, and makes no second', async () => {
      const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
      const confirmation = await proposeCustomer(client, 'Crashed Via MCP Ltd');
      expect(text(await confirm(client, confirmation))).toMatch(/^Done\. Created customer/);
      // What a kill -9 after NetSuite's answer and before the database heard of it leaves behind.
      await server.database.db
        .update(pendingActions)
        .set({ status: 'running', outcome: { runner: DEAD_RUNNER } })
        .where(eq(pendingActions.id, confirmation.id));

      const replayed = await confirm(client, confirmation);
      expect(text(replayed)).toMatch(
        /^The server stopped while carrying out "Create customer Crashed Via MCP Ltd"\. It had been done: Created customer \*\*Crashed Via MCP Ltd\*\* \(id \d+\)\.\n\n"Create customer Crashed Via MCP Ltd" was already confirmed\. Nothing was done\.$/,
      );
      expect(replayed.structuredContent).toMatchObject({
        error: 'confirmation_stale',
        interrupted: [expect.any(String)],
      });
      expect(await statusOf(confirmation.id)).toBe('done');
      expect(await customers(client, 'Crashed Via MCP Ltd')).toBe(1);
      await client.close();
    });

    it('says nothing was made when the create never reached NetSuite, and leaves the write settled', async () => {
      const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
      const confirmation = await proposeCustomer(client, 'Never Made Via MCP Ltd');
      expect(await new PendingActionStore(server.database.db).claim(confirmation.id, 'running', DEAD_RUNNER)).toBe(
        true,
      );

      const replayed = await confirm(client, confirmation);
      expect(text(replayed)).toMatch(
        /^The server stopped while carrying out "Create customer Never Made Via MCP Ltd"\. It was not done, so nothing was created; ask again if you still want it\.\n\n/,
      );
      expect(await statusOf(confirmation.id)).toBe('failed');
      expect(await customers(client, 'Never Made Via MCP Ltd')).toBe(0);
      await client.close();
    });

    /** A customer made through MCP to delete, and the confirmation of its delete. */
    async function proposeDeleting(client: Client, companyName: string) {
      expect(text(await confirm(client, await proposeCustomer(client, companyName)))).toMatch(/^Done\./);
      const found = await client.callTool({
        name: 'ns_runCustomSuiteQL',
        arguments: { query: `SELECT id FROM customer WHERE companyname = '${companyName}'` },
      });
      const id = String((found.structuredContent as { rows: { id: string }[] }).rows[0]?.id);
      const proposed = await client.callTool({ name: 'ns_deleteRecord', arguments: { recordType: 'customer', id } });
      return {
        id,
        confirmation: (proposed.structuredContent as { confirmation: { id: string; token: string } }).confirmation,
      };
    }

    it('says a delete cut short had been done when the record is gone', async () => {
      const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
      const { id, confirmation } = await proposeDeleting(client, 'Deleted Then Crashed Ltd');
      expect(text(await confirm(client, confirmation))).toMatch(/^Done\. Deleted customer/);
      await server.database.db
        .update(pendingActions)
        .set({ status: 'running', outcome: { runner: DEAD_RUNNER } })
        .where(eq(pendingActions.id, confirmation.id));

      const replayed = await confirm(client, confirmation);
      expect(text(replayed)).toMatch(
        new RegExp(
          `^The server stopped while carrying out "Delete customer Deleted Then Crashed Ltd"\\. It had been done: Deleted customer \\(id ${id}\\)\\.\n\n`,
        ),
      );
      expect(await statusOf(confirmation.id)).toBe('done');
      await client.close();
    });

    it('says a delete cut short was not done while the record is still there', async () => {
      const client = await mcpClient(await bearerFor('admin@example.com', ADMIN.password));
      const { confirmation } = await proposeDeleting(client, 'Still Here After Crash Ltd');
      expect(await new PendingActionStore(server.database.db).claim(confirmation.id, 'running', DEAD_RUNNER)).toBe(
        true,
      );

      const replayed = await confirm(client, confirmation);
      expect(text(replayed)).toMatch(
        /^The server stopped while carrying out "Delete customer Still Here After Crash Ltd"\. It was not done: the record is still there; ask again if you still want it deleted\.\n\n/,
      );
      expect(await statusOf(confirmation.id)).toBe('failed');
      expect(await customers(client, 'Still Here After Crash Ltd')).toBe(1);
      await client.close();
    });
  });

  it('offers an operator only the queries, and refuses a write by name', async () => {
    const { user } = await server.userWithRole('operator');
    const client = await mcpClient(await bearerFor(user.email, 'Chosen-Pass-456'));
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('ns_runCustomSuiteQL');
    expect(names).not.toContain('ns_createRecord');
    expect(names).not.toContain('ns_createSavedSearch');
    expect(names).not.toContain('confirm_action');
    const refused = await client.callTool({
      name: 'ns_deleteRecord',
      arguments: { recordType: 'customer', id: '1' },
    });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/role does not allow/);
    await client.close();
  });

  it("accepts the console's session cookie as well", async () => {
    const client = await mcpClient(undefined, (await server.admin()).cookie);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('ns_runCustomSuiteQL');
    await client.close();
  });

  it('answers GET and DELETE with 405, so clients open no event stream and keep no session', async () => {
    const client = await server.admin();
    for (const method of ['GET', 'DELETE']) {
      const reply = await client.request(method, '/api/mcp', { headers: { accept: 'text/event-stream' } });
      expect(reply.status).toBe(405);
      expect(reply.headers.get('allow')).toBe('POST');
      expect(reply.body).toMatchObject({ code: 'method_not_allowed' });
    }
  });

  it('refuses a caller without a token', async () => {
    const reply = await server.anonymous.request('POST', '/api/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'unauthenticated' });
  });
});
