import type { ChatReply } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The role table of the API holds inside the agent: each role reaches only its tools, and the
 * answer says so instead of doing it.
 */
let server: TestServer;
const sessions: Record<string, AgentSession> = {};

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  for (const role of ['analyst', 'operator'] as const) {
    sessions[role] = await agentSession(server, (await server.userWithRole(role)).client);
  }
  sessions.admin = await agentSession(server);
});
afterAll(() => server.close());

const PROMPTS = {
  query: 'list open invoices',
  report: 'run the AP aging report',
  metadata: 'what fields does a vendor have?',
  savedSearch: 'create a saved search of open invoices',
  write: 'create a customer named Role Test Co',
} as const;

type Outcome = 'answered' | 'previewed' | 'refused';

function outcomeOf(reply: ChatReply): Outcome {
  if (reply.error === 'forbidden') return 'refused';
  if (reply.confirmation) return 'previewed';
  return 'answered';
}

const MATRIX: Record<string, Record<keyof typeof PROMPTS, Outcome>> = {
  admin: { query: 'answered', report: 'answered', metadata: 'answered', savedSearch: 'previewed', write: 'previewed' },
  analyst: { query: 'answered', report: 'answered', metadata: 'answered', savedSearch: 'previewed', write: 'refused' },
  operator: { query: 'answered', report: 'refused', metadata: 'refused', savedSearch: 'refused', write: 'refused' },
};

describe.each(Object.entries(MATRIX))('as %s', (role, expected) => {
  it.each(Object.entries(PROMPTS))('%s', async (what, prompt) => {
    const session = sessions[role] as AgentSession;
    session.reset();
    const reply = await session.ask(prompt);
    expect(outcomeOf(reply)).toBe(expected[what as keyof typeof PROMPTS]);
    if (outcomeOf(reply) === 'refused') expect(reply.message).toMatch(/Your role does not allow/);
  });
});

describe('a user without the NetSuite platform', () => {
  it('hears what the agent can do but reaches none of its NetSuite tools', async () => {
    const { client } = await server.userWithRole('admin', { platforms: ['dynamics'] });
    const ask = async (prompt: string) =>
      (await client.request<ChatReply>('POST', '/api/chatbot/process', { body: { prompt } })).body;
    expect((await ask('help')).intent).toBe('help');
    expect(await ask('list open invoices')).toMatchObject({ error: 'forbidden' });
  });
});
