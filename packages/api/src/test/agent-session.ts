import type { ChatReply, ChatRequest } from '@erp-agent/core';
import type { Client, TestServer } from './test-server.ts';

/** A client signed in and connected to the embedded sandbox, talking to the agent. */
export interface AgentSession {
  readonly client: Client;
  /** One turn through `POST /api/chatbot/process`, carrying the conversation on. */
  ask(prompt: string, extra?: Partial<ChatRequest>): Promise<ChatReply>;
  /** Starts a new conversation for the next `ask`. */
  reset(): void;
  readonly conversationId: string | undefined;
  /** A SuiteQL query against the sandbox, through the agent's own tool, for checking results. */
  suiteql<T extends Record<string, unknown>>(query: string): Promise<T[]>;
}

/** Connects `client` to the server's sandbox with its demo credentials. */
export async function connectSandbox(client: Client): Promise<void> {
  const demo = await client.request('GET', '/functions/v1/netsuite/demo-credentials');
  if (demo.status !== 200) throw new Error(`no demo credentials: ${demo.status}`);
  const connected = await client.request('POST', '/functions/v1/netsuite/connect', { body: demo.body });
  if (connected.status !== 200) throw new Error(`connecting the sandbox failed: ${JSON.stringify(connected.body)}`);
}

export async function agentSession(server: TestServer, client?: Client): Promise<AgentSession> {
  const session = client ?? (await server.admin());
  await connectSandbox(session);
  let conversationId: string | undefined;
  return {
    client: session,
    get conversationId() {
      return conversationId;
    },
    async ask(prompt, extra = {}) {
      const reply = await session.request<ChatReply>('POST', '/api/chatbot/process', {
        body: { prompt, ...(conversationId ? { conversationId } : {}), ...extra },
      });
      if (reply.status !== 200) throw new Error(`the agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      conversationId = reply.body.conversationId ?? conversationId;
      return reply.body;
    },
    reset() {
      conversationId = undefined;
    },
    async suiteql<T extends Record<string, unknown>>(query: string) {
      const reply = await session.request<ChatReply>('POST', '/api/chatbot/process', { body: { prompt: query } });
      return (reply.body.result?.results ?? []) as T[];
    },
  };
}
