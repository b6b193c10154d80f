import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatStreamPart, ProtocolError } from '../protocol/index.ts';
import { createChatClient } from './chat-client.ts';
import { ChatClientError } from './chat-client-error.ts';

const REPLY = { result: { success: true, results: [{ id: '7', name: 'Acme' }] }, conversationId: 'c-1' };

/** Server-sent events as the API writes them: one JSON part a `data:` line, then `[DONE]`. */
function sse(response: ServerResponse, frames: readonly string[], delayMs = 0): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' });
  let index = 0;
  const next = () => {
    const frame = frames[index++];
    if (frame === undefined) return response.end();
    response.write(frame);
    setTimeout(next, delayMs);
  };
  next();
}

const part = (value: object) => `data: ${JSON.stringify(value)}\n\n`;

interface Script {
  readonly frames: readonly string[];
  readonly delayMs?: number;
}

/** The stand-in streaming endpoint: the prompt chooses the stream, or a refusal. */
function scriptFor(prompt: string): Script | undefined {
  switch (prompt) {
    case 'whole':
      return {
        frames: [
          part({ type: 'start', messageId: 'm-1' }),
          part({ type: 'data-conversation', data: { conversationId: 'c-1' } }),
          part({ type: 'text-start', id: 't-1' }),
          part({ type: 'text-delta', id: 't-1', delta: 'Looking up ' }),
          part({ type: 'text-delta', id: 't-1', delta: 'customers…' }),
          part({ type: 'text-end', id: 't-1' }),
          part({
            type: 'tool-input-available',
            toolCallId: 'call-1',
            toolName: 'ns_runCustomSuiteQL',
            input: { q: 'x' },
          }),
          part({ type: 'tool-output-available', toolCallId: 'call-1', output: { count: 1 } }),
          part({ type: 'some-future-part', anything: true }),
          part({ type: 'data-reply', data: REPLY }),
          part({ type: 'finish' }),
          'data: [DONE]\n\n',
        ],
      };
    case 'split':
      // One part cut across network chunks, and two parts in one chunk.
      return {
        frames: [
          'data: {"type":"text-del',
          'ta","id":"t","delta":"Hi"}\n',
          `\n${part({ type: 'data-reply', data: { response: 'Hi' } })}${part({ type: 'finish' })}`,
        ],
        delayMs: 5,
      };
    case 'error part':
      return { frames: [part({ type: 'start' }), part({ type: 'error', errorText: 'NetSuite is unreachable' })] };
    case 'no reply':
      return { frames: [part({ type: 'start' }), part({ type: 'finish' }), 'data: [DONE]\n\n'] };
    case 'bad reply':
      return { frames: [part({ type: 'data-reply', data: { result: { count: 'many' } } })] };
    case 'slow':
      return {
        frames: [part({ type: 'start' }), part({ type: 'data-reply', data: { response: 'late' } })],
        delayMs: 2_000,
      };
    default:
      return undefined;
  }
}

function answer(prompt: string, response: ServerResponse): void {
  const script = scriptFor(prompt);
  if (script) {
    sse(response, script.frames, script.delayMs);
    return;
  }
  response.writeHead(503, { 'Content-Type': 'application/json' });
  response.end('{}');
}

let server: Server;
let baseUrl: string;
let lastAccept: string | undefined;
let lastUrl: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      lastAccept = request.headers.accept;
      lastUrl = request.url;
      answer((JSON.parse(raw) as { prompt: string }).prompt, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('createChatClient().stream', () => {
  it('posts to /api/chat, hands over each known part in order and resolves with the reply', async () => {
    const parts: ChatStreamPart[] = [];
    const reply = await createChatClient({ baseUrl }).stream({ prompt: 'whole' }, { onPart: (p) => parts.push(p) });
    expect(reply).toEqual(REPLY);
    expect(lastUrl).toBe('/api/chat');
    expect(lastAccept).toBe('text/event-stream');
    expect(parts.map((p) => p.type)).toEqual([
      'start',
      'data-conversation',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'tool-input-available',
      'tool-output-available',
      'data-reply',
      'finish',
    ]);
    const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : [])).join('');
    expect(text).toBe('Looking up customers…');
  });

  it('reads parts split across chunks and several parts in one chunk', async () => {
    const parts: string[] = [];
    const reply = await createChatClient({ baseUrl }).stream(
      { prompt: 'split' },
      { onPart: (p) => parts.push(p.type) },
    );
    expect(reply).toEqual({ response: 'Hi' });
    expect(parts).toEqual(['text-delta', 'data-reply', 'finish']);
  });

  it('rejects with the text of an error part', async () => {
    const error = await failureOf(createChatClient({ baseUrl }).stream({ prompt: 'error part' }));
    expect(error).toBeInstanceOf(ChatClientError);
    expect(error).toMatchObject({ code: 'stream_error', message: 'NetSuite is unreachable' });
  });

  it('is a protocol error when the stream ends without a reply, or the reply has a field of the wrong type', async () => {
    expect(await failureOf(createChatClient({ baseUrl }).stream({ prompt: 'no reply' }))).toMatchObject({
      code: 'protocol_error',
      field: '(stream)',
    });
    const wrong = await failureOf(createChatClient({ baseUrl }).stream({ prompt: 'bad reply' }));
    expect(wrong).toBeInstanceOf(ProtocolError);
    expect((wrong as ProtocolError).field).toContain('data-reply');
  });

  it('throws "API error: {status}" for a refused request', async () => {
    expect(await failureOf(createChatClient({ baseUrl }).stream({ prompt: 'refused' }))).toMatchObject({
      code: 'api_error',
      message: 'API error: 503',
    });
  });

  it('stops reading when the caller aborts mid-stream', async () => {
    const controller = new AbortController();
    const parts: string[] = [];
    const pending = createChatClient({ baseUrl }).stream(
      { prompt: 'slow' },
      { signal: controller.signal, onPart: (p) => parts.push(p.type) },
    );
    setTimeout(() => controller.abort(), 100);
    expect(await failureOf(pending)).toMatchObject({ code: 'aborted' });
    expect(parts).toEqual(['start']);
  });
});
