import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChatStreamPart, createChatClient } from '@erp-agent/core';
import { afterEach, describe, expect, it } from 'vitest';
import { languageModelFromEnv } from '../../agent/planner/llm/index.ts';
import { loadEnv } from '../../env.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The LLM planner against a real OpenAI-compatible endpoint, played by a fake chat completions
 * server over HTTP: the AI SDK's provider, `streamText` and the UI message stream all run for real.
 * The fake model says the first words of its answer, then holds the rest until the client has
 * shown them: tokens that reach the client only once the model is done would never release it.
 */

/** How long the fake model holds its last words before giving up on the client, so a broken stream fails the test instead of hanging it. */
const HOLD_LIMIT_MS = 20_000;

const ANSWER = ['Three ', 'customers ', 'joined ', 'this ', 'week.'];

interface FakeModel {
  readonly baseUrl: string;
  /** What happened, in order, on both sides: the model's words sent, the client's words shown. */
  readonly log: string[];
  /** Lets the model finish its answer. */
  release(): void;
  readonly requests: unknown[];
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_800_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const piece of request) text += String(piece);
  return JSON.parse(text);
}

async function fakeModel(): Promise<FakeModel> {
  const log: string[] = [];
  const requests: unknown[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((request, response) => {
    void (async () => {
      requests.push(await bodyOf(request));
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      const [first, ...rest] = ANSWER;
      response.write(chunk({ content: first }));
      log.push('model: first words sent');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([released, new Promise((resolve) => (timer = setTimeout(resolve, HOLD_LIMIT_MS)))]);
      clearTimeout(timer);
      for (const words of rest) response.write(chunk({ content: words }));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
      log.push('model: answer complete');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    log,
    requests,
    release: () => release(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer | undefined;
let model: FakeModel | undefined;
afterEach(async () => {
  model?.release();
  await server?.close();
  await model?.close();
  server = undefined;
  model = undefined;
});

describe('POST /api/chat with a language model', () => {
  it("streams the model's tokens to the client as they come, before the model's answer is complete", async () => {
    model = await fakeModel();
    const llm = { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' };
    const languageModel = languageModelFromEnv(loadEnv(llm));
    server = await createTestServer(llm, languageModel ? { languageModel } : {});
    const admin = await server.admin();
    const { app } = server;
    const fake = model;
    const chat = createChatClient({
      fetch: (input, init) =>
        Promise.resolve(
          app.request(String(input), {
            ...init,
            headers: { ...(init?.headers as Record<string, string>), cookie: admin.cookie ?? '' },
          }),
        ),
    });

    const parts: ChatStreamPart[] = [];
    const reply = await chat.stream(
      { prompt: 'who joined this week?' },
      {
        onPart: (part) => {
          parts.push(part);
          if (part.type === 'text-delta' && !fake.log.includes('client: first words shown')) {
            fake.log.push('client: first words shown');
            fake.release();
          }
        },
      },
    );

    expect(fake.log).toEqual(['model: first words sent', 'client: first words shown', 'model: answer complete']);
    expect(fake.requests[0]).toMatchObject({ model: 'fake-model', stream: true });
    const deltas = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []));
    expect(deltas.join('')).toBe(ANSWER.join(''));
    // One passage: the answer streamed once, not told again from the reply afterwards.
    expect(parts.filter((part) => part.type === 'text-start')).toHaveLength(1);
    expect(reply.message).toBe(ANSWER.join(''));
    expect(parts.at(-2)?.type).toBe('data-reply');
  });
});
