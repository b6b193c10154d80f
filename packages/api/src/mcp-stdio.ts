#!/usr/bin/env node
/**
 * The agent's MCP tools over stdio, for AI clients that launch a local command (Claude Desktop,
 * editors): a bridge that passes every message to a running server's /api/mcp, so the tools run
 * there, under the signed-in user's role, exactly as over HTTP.
 *
 *   ERP_AGENT_URL=http://localhost:8787 ERP_AGENT_EMAIL=... ERP_AGENT_PASSWORD=... node dist/mcp-stdio.js
 *
 * ERP_AGENT_TOKEN (a bearer token from /auth/v1/token) may replace the email and password; with
 * them, the bridge signs in again whenever its token is about to expire.
 */

import { type TokenResponse, tokenResponseSchema } from '@erp-agent/core';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const DEFAULT_URL = 'http://localhost:8787';
/** Sign in again this long before the token expires, so no request goes out with a stale one. */
const RENEW_BEFORE_SECONDS = 60;

function fail(message: string): never {
  process.stderr.write(`erp-agent-mcp: ${message}\n`);
  process.exit(1);
}

const base = new URL(process.env.ERP_AGENT_URL || DEFAULT_URL);
const { ERP_AGENT_TOKEN: fixedToken, ERP_AGENT_EMAIL: email, ERP_AGENT_PASSWORD: password } = process.env;
if (!fixedToken && !(email && password)) fail('set ERP_AGENT_TOKEN, or ERP_AGENT_EMAIL and ERP_AGENT_PASSWORD');

let session: TokenResponse | undefined;

async function bearer(): Promise<string> {
  if (fixedToken) return fixedToken;
  if (session && session.expires_at - RENEW_BEFORE_SECONDS > Date.now() / 1000) return session.access_token;
  const response = await fetch(new URL('/auth/v1/token?grant_type=password', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) fail(`signing in to ${base.origin} failed (${response.status}): ${await response.text()}`);
  session = tokenResponseSchema.parse(await response.json());
  return session.access_token;
}

const remote = new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
  fetch: async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${await bearer()}`);
    return fetch(input, { ...init, headers });
  },
});
const local = new StdioServerTransport();

const report = (error: unknown) =>
  process.stderr.write(`erp-agent-mcp: ${error instanceof Error ? error.message : String(error)}\n`);

// A request the server never saw still gets an answer, or the client would wait for it forever.
local.onmessage = (message) => {
  remote.send(message).catch((error: unknown) => {
    report(error);
    if ('method' in message && 'id' in message) {
      const reason = error instanceof Error ? error.message : String(error);
      local
        .send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: `The ERP agent server: ${reason}` } })
        .catch(report);
    }
  });
};
remote.onmessage = (message) => {
  local.send(message).catch(report);
};
remote.onerror = report;
local.onclose = () => {
  void remote.close();
};

await bearer();
await remote.start();
await local.start();
