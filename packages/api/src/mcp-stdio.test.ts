import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSandbox } from './test/agent-session.ts';
import { ADMIN, createTestServer, type TestServer } from './test/test-server.ts';

/** The stdio bridge as a desktop AI client runs it: a child process, speaking MCP on its stdio. */
const BRIDGE = fileURLToPath(new URL('./mcp-stdio.ts', import.meta.url));

let server: TestServer;
let listening: ServerType;
let url: string;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  await connectSandbox(await server.admin());
  await new Promise<void>((resolve) => {
    listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});
afterAll(async () => {
  listening.close();
  await server.close();
});

it('signs in with the email and password it is given and passes tools and calls to the server', async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=@erp-agent/source', BRIDGE],
    env: { ERP_AGENT_URL: url, ERP_AGENT_EMAIL: 'admin@example.com', ERP_AGENT_PASSWORD: ADMIN.password },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['ns_runCustomSuiteQL', 'confirm_action']));
    const result = await client.callTool({
      name: 'ns_runCustomSuiteQL',
      arguments: { query: 'SELECT COUNT(*) AS customers FROM customer' },
    });
    expect(Number((result.structuredContent as { rows: { customers: string }[] }).rows[0]?.customers)).toBeGreaterThan(
      0,
    );
  } finally {
    await client.close();
  }
});

it('stops with a message naming what is missing when it has no way to sign in', async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=@erp-agent/source', BRIDGE],
    env: { ERP_AGENT_URL: url },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await expect(client.connect(transport)).rejects.toThrow();
  await expect.poll(() => stderr).toContain('set ERP_AGENT_TOKEN, or ERP_AGENT_EMAIL and ERP_AGENT_PASSWORD');
});
