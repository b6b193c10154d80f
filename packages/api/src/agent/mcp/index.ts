export { createMcpServer } from './mcp-server.ts';
export { CONFIRM_TOOL, McpTools } from './mcp-tools.ts';
