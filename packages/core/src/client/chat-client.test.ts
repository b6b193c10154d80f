import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolError } from '../protocol/index.ts';
import { createChatClient } from './chat-client.ts';
import { ChatClientError } from './chat-client-error.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in API: the prompt chooses how it answers. */
function answer(prompt: string, response: ServerResponse): void {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  switch (prompt) {
    case 'table':
      json(200, { result: { success: true, results: [{ id: 1 }] }, conversationId: 'c-9' });
      break;
    case 'server error':
      json(500, { code: 'internal', message: 'boom' });
      break;
    case 'unauthorised':
      json(401, { code: 'unauthenticated', message: 'Sign in first' });
      break;
    case 'bad gateway':
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html>proxy error</html>');
      break;
    case 'not json':
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>proxy error</html>');
      break;
    case 'wrong type':
      json(200, { result: { success: true, count: 'many' } });
      break;
    case 'slow':
      setTimeout(() => json(200, { response: 'late' }), 2_000);
      break;
    default:
      json(200, { response: `echo: ${prompt}` });
  }
}

let server: Server;
let baseUrl: string;
let lastRequest: Received | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as { prompt: string };
      lastRequest = { method: request.method, url: request.url, headers: request.headers, body };
      answer(body.prompt, response);
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

describe('createChatClient().send', () => {
  it('posts the request as JSON to /api/chatbot/process and returns the checked reply', async () => {
    const client = createChatClient({ baseUrl: `${baseUrl}/`, headers: { 'X-Site-Key': 'site-1' } });
    const reply = await client.send({ prompt: 'table', conversationId: 'c-1', process: 'o2c' });
    expect(reply).toEqual({ result: { success: true, results: [{ id: 1 }] }, conversationId: 'c-9' });
    expect(lastRequest).toMatchObject({
      method: 'POST',
      url: '/api/chatbot/process',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-site-key': 'site-1' },
      body: { prompt: 'table', conversationId: 'c-1', process: 'o2c' },
    });
  });

  it.each([
    ['server error', 500],
    ['unauthorised', 401],
  ])('throws "API error: {status}" for %s', async (prompt, status) => {
    const error = await failureOf(createChatClient({ baseUrl }).send({ prompt }));
    expect(error).toBeInstanceOf(ChatClientError);
    expect(error).toMatchObject({ code: 'api_error', status, message: `API error: ${status}` });
  });

  it("keeps the API's error envelope, whose code says why the request was refused", async () => {
    const error = await failureOf(createChatClient({ baseUrl }).send({ prompt: 'unauthorised' }));
    expect(error).toMatchObject({ envelope: { code: 'unauthenticated', message: 'Sign in first' } });
    const streamed = await failureOf(createChatClient({ baseUrl }).stream({ prompt: 'unauthorised' }));
    expect(streamed).toMatchObject({ code: 'api_error', status: 401, envelope: { code: 'unauthenticated' } });
  });

  it('has no envelope when the refusal is not the API speaking (a proxy page)', async () => {
    const error = await failureOf(createChatClient({ baseUrl }).send({ prompt: 'bad gateway' }));
    expect(error).toMatchObject({ code: 'api_error', status: 502, envelope: undefined });
  });

  it('throws a protocol error for a body that is not JSON', async () => {
    const error = await failureOf(createChatClient({ baseUrl }).send({ prompt: 'not json' }));
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'protocol_error', field: '(body)' });
  });

  it('throws a protocol error naming a field of the wrong type', async () => {
    const error = await failureOf(createChatClient({ baseUrl }).send({ prompt: 'wrong type' }));
    expect(error).toMatchObject({ code: 'protocol_error', field: 'result.count' });
  });

  it('gives up after the timeout', async () => {
    const error = await failureOf(createChatClient({ baseUrl, timeoutMs: 50 }).send({ prompt: 'slow' }));
    expect(error).toMatchObject({ code: 'timeout', message: 'The API did not answer within 0.05 s' });
    const longer = await failureOf(createChatClient({ baseUrl }).send({ prompt: 'slow' }, { timeoutMs: 1_200 }));
    expect(longer).toMatchObject({ code: 'timeout', message: 'The API did not answer within 1.2 s' });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createChatClient({ baseUrl }).send({ prompt: 'slow' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(pending)).toMatchObject({ code: 'aborted', message: 'The request was cancelled' });
  });

  it('passes on the message of a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(createChatClient({ baseUrl: `http://127.0.0.1:${port}` }).send({ prompt: 'hi' }));
    expect(error).toMatchObject({ code: 'network_error', message: 'fetch failed' });
  });

  it('says "Failed to communicate with the API" when the failure is not an Error', async () => {
    const fetch: typeof globalThis.fetch = () => Promise.reject('socket closed');
    const error = await failureOf(createChatClient({ fetch }).send({ prompt: 'hi' }));
    expect(error).toMatchObject({ code: 'network_error', message: 'Failed to communicate with the API' });
  });

  it('sends to the page origin when no base URL is given', async () => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(String(input));
      return Response.json({ response: 'ok' });
    };
    await createChatClient({ fetch }).send({ prompt: 'hi' });
    expect(urls).toEqual(['/api/chatbot/process']);
  });
});

describe('createChatClient conversations', () => {
  const summary = {
    id: 'c-1',
    title: 'list customers',
    process: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  };

  it('reads the list and one conversation with GET, carrying the same headers as a chat request', async () => {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      requests.push({ url: String(input), init });
      return String(input).endsWith('/c-1')
        ? Response.json({ ...summary, messages: [{ id: 'm', role: 'user', text: 'hi', createdAt: summary.createdAt }] })
        : Response.json({ conversations: [summary] });
    };
    const client = createChatClient({
      fetch,
      baseUrl: 'https://erp.example.com/',
      headers: { 'X-Erp-Site-Key': 'pk' },
      credentials: 'omit',
    });
    expect((await client.listConversations()).conversations).toEqual([summary]);
    expect((await client.getConversation('c-1')).messages).toHaveLength(1);
    expect(requests.map(({ url, init }) => [url, init?.method, init?.body, init?.credentials])).toEqual([
      ['https://erp.example.com/api/conversations', 'GET', undefined, 'omit'],
      ['https://erp.example.com/api/conversations/c-1', 'GET', undefined, 'omit'],
    ]);
    expect(new Headers(requests[0]?.init?.headers).get('x-erp-site-key')).toBe('pk');
  });

  it('refuses an answer that is not the documented one, and keeps a refusal’s envelope', async () => {
    const odd: typeof globalThis.fetch = async () => Response.json({ conversations: 'none' });
    expect(await failureOf(createChatClient({ fetch: odd }).listConversations())).toBeInstanceOf(ProtocolError);
    const refused: typeof globalThis.fetch = async () =>
      Response.json({ code: 'identity_invalid', message: 'Not valid.' }, { status: 401 });
    expect(await failureOf(createChatClient({ fetch: refused }).listConversations())).toMatchObject({
      status: 401,
      envelope: { code: 'identity_invalid' },
    });
  });
});
