import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowModelOptions {
  /** Words the model answers with, one streamed chunk each. */
  readonly words: readonly string[];
  /** The pause before each word: how long a turn stays open while the model "thinks". */
  readonly intervalMs: number;
}

export interface SlowModelServer {
  /** For LLM_BASE_URL. */
  readonly baseUrl: string;
  /** Completions asked for so far. */
  readonly requests: () => number;
  close(): Promise<void>;
}

function chunk(response: ServerResponse, delta: Record<string, string>, finish: string | null): void {
  const body = {
    id: 'slow',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'slow',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  response.write(`data: ${JSON.stringify(body)}\n\n`);
}

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 that streams a fixed answer slowly,
 * a word every `intervalMs`: a chat turn on it keeps its stream open for as long as a real model
 * takes to answer, which is what shutdown and load tests need. Every answer is plain text (no tool
 * calls), so the turn ends with the model's words.
 */
export async function startSlowModel(options: SlowModelOptions): Promise<SlowModelServer> {
  let requests = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    request.resume();
    requests += 1;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    chunk(response, { role: 'assistant', content: '' }, null);
    let sent = 0;
    const next = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (response.destroyed) return;
        const word = options.words[sent];
        if (word === undefined) {
          chunk(response, {}, 'stop');
          response.end('data: [DONE]\n\n');
          return;
        }
        chunk(response, { content: sent === 0 ? word : ` ${word}` }, null);
        sent += 1;
        next();
      }, options.intervalMs);
      timers.add(timer);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
