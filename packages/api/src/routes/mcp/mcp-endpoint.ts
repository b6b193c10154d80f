import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'hono';
import { createMcpServer, McpTools } from '../../agent/mcp/index.ts';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { agentFor } from '../chat/agent-for.ts';
import { turnCaller } from '../chat/turn-caller.ts';

/**
 * One MCP request, answered by a server made for it with the caller's tools (stateless). The
 * router loads this module at the first MCP request: the SDK and its JSON schema validator are
 * some 150 modules a server that no MCP client calls never needs, and a restart does not load.
 */
export async function answerMcp(c: Context<AppEnv>): Promise<Response> {
  const principal = requirePrincipal(c);
  const server = createMcpServer(new McpTools(agentFor(c.var.deps), turnCaller(principal)));
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(c.req.raw);
  } finally {
    await server.close();
  }
}
