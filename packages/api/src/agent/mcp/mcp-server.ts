import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../../version.ts';
import type { McpTools } from './mcp-tools.ts';

/** An MCP server offering one caller's tools; the HTTP route makes one per request (stateless). */
export function createMcpServer(tools: McpTools): Server {
  const server = new Server(
    { name: 'erp-agent', title: 'ERP AI Agent', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'Tools for the connected NetSuite account, under your role. Reads run at once. Writes return a preview and a confirmation: show the preview to the user and call confirm_action only with their agreement.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.list() }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    tools.call(request.params.name, request.params.arguments ?? {}),
  );
  return server;
}
