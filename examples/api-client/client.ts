/**
 * The ERP agent from a script: sign in, then ask through each of its three doors.
 *
 *   npm start                                   # in one terminal: the whole product on :8787
 *   ERP_AGENT_NEW_PASSWORD='Choose-A-Strong-1' npm start -w @erp-agent/example-api-client
 *
 * ERP_AGENT_URL (default http://localhost:8787), ERP_AGENT_EMAIL and ERP_AGENT_PASSWORD (default
 * the first admin the server seeds: admin@example.com / admin) say where and who. That admin must
 * choose a new password before the API serves them: ERP_AGENT_NEW_PASSWORD does it here, as the
 * console's first sign-in does; afterwards pass the chosen one as ERP_AGENT_PASSWORD.
 */
import { type ChatReply, createChatClient, tokenResponseSchema, toView, viewToText } from '@erp-agent/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const baseUrl = process.env.ERP_AGENT_URL || 'http://localhost:8787';
const email = process.env.ERP_AGENT_EMAIL || 'admin@example.com';
const password = process.env.ERP_AGENT_PASSWORD || 'admin';
const newPassword = process.env.ERP_AGENT_NEW_PASSWORD;

// 1. Sign in. The token endpoint answers Supabase's session shape; the access token is a bearer
//    token every endpoint accepts (a username works in place of the email).
const tokenResponse = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (!tokenResponse.ok) {
  console.error('Signing in as %s failed (%d): %s', email, tokenResponse.status, await tokenResponse.text());
  process.exit(1);
}
const { access_token: token, user } = tokenResponseSchema.parse(await tokenResponse.json());
const authorization = { authorization: `Bearer ${token}` };
console.log(`Signed in to ${baseUrl} as ${user.email} (${user.role}).`);

/** A JSON call to the API; its error envelope (`code`, `message`) becomes the thrown error. */
async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...authorization, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${body.message} (${body.code})`);
  return body as T;
}

// A password someone else set (the seeded admin's, an admin's reset) must be replaced before any
// other endpoint answers (they say 403 password_change_required until then).
if (user.mustChangePassword) {
  if (!newPassword) {
    console.error(
      '%s must choose a new password first: set ERP_AGENT_NEW_PASSWORD (12+ characters, upper and lower case and a number), or choose one at %s/login.',
      user.email,
      baseUrl,
    );
    process.exit(1);
  }
  await api('/api/auth/password', {
    method: 'POST',
    body: JSON.stringify({ currentPassword: password, newPassword }),
  });
  console.log('Chose the new password; next time run with ERP_AGENT_PASSWORD set to it.');
}

// 2. The agent works on the user's connected NetSuite account. On `npm start` that can be the
//    embedded sandbox, whose demo credentials the server hands out; a real account is connected
//    once on the console's Credentials page instead.
const connection = await api<{ connected: boolean }>('/functions/v1/netsuite/connection');
if (!connection.connected) {
  const demo = await api<unknown>('/functions/v1/netsuite/demo-credentials');
  await api('/functions/v1/netsuite/connect', { method: 'POST', body: JSON.stringify(demo) });
  console.log('Connected the embedded NetSuite sandbox.');
}

// core's client speaks both chat endpoints and checks every reply against the wire schemas.
const chat = createChatClient({ baseUrl, headers: authorization });

/** A reply as the widget would show it, in words: toView picks text, table, summary or failure. */
function show(reply: ChatReply): string {
  return viewToText(toView(reply)).split('\n').slice(0, 8).join('\n');
}

// 3. The JSON endpoint: one request, one reply envelope. Send conversationId back to follow up.
console.log('\n── POST /api/chatbot/process');
const first = await chat.send({ prompt: 'list open invoices over 1,000' });
console.log(show(first));
const followUp = await chat.send({
  prompt: 'just the top 3 by amount',
  conversationId: first.conversationId ?? undefined,
});
console.log(`\nFollow-up "just the top 3 by amount": ${followUp.result?.results?.length ?? 0} rows.`);

// 4. The stream: the same turn as server-sent events (the AI SDK's UI message stream). Tool
//    progress and text arrive as they happen; the promise resolves with the same envelope.
console.log('\n── POST /api/chat (streamed)');
const streamed = await chat.stream(
  { prompt: 'how many customers do we have?' },
  {
    onPart(part) {
      if (part.type === 'tool-input-available') console.log(`  [tool] ${part.toolName}`);
      if (part.type === 'text-delta') process.stdout.write(part.delta);
    },
  },
);
console.log(`\n(the reply envelope shows as: ${toView(streamed).kind})`);

// 5. MCP: the same tools for any AI client, under the same role. Reads run at once.
console.log('\n── /api/mcp (Model Context Protocol)');
const mcp = new Client({ name: 'erp-agent-example', version: '1.0.0' });
await mcp.connect(
  new StreamableHTTPClientTransport(new URL('/api/mcp', baseUrl), { requestInit: { headers: authorization } }),
);
const { tools } = await mcp.listTools();
console.log(`${tools.length} tools: ${tools.map((tool) => tool.name).join(', ')}`);
const result = await mcp.callTool({
  name: 'ns_runCustomSuiteQL',
  arguments: { query: 'SELECT entityid, companyname FROM customer ORDER BY id DESC', maxRows: 3 },
});
// A tool's output is in structuredContent; its text content says the same, or why it failed.
const [content] = result.content as { type: string; text: string }[];
console.log(result.isError ? `Failed: ${content?.text}` : `Newest customers: ${content?.text}`);

// A write only previews: it answers with a confirmation that `confirm_action` carries out once
// the user agrees. This script cancels it, so nothing is ever written.
const proposed = await mcp.callTool({
  name: 'ns_createRecord',
  arguments: { recordType: 'customer', fields: { companyName: 'Example Client Ltd' } },
});
const pending = proposed.structuredContent as { confirmation?: { id: string; token: string; title: string } };
if (pending.confirmation) {
  console.log(`Previewed, not written: ${pending.confirmation.title}`);
  const { id, token } = pending.confirmation;
  const cancelled = await mcp.callTool({ name: 'confirm_action', arguments: { id, token, decision: 'cancel' } });
  console.log((cancelled.content as { text: string }[])[0]?.text);
} else {
  console.log(`No preview: ${(proposed.content as { text: string }[])[0]?.text}`);
}
await mcp.close();
