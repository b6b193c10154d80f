import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let http: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

/** Sends `head` and `body` as they are, on a socket of its own, and answers the status line's code. */
function rawStatus(head: string[], body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${[...head, `Host: 127.0.0.1:${port}`, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
    socket.on('error', reject);
  });
}

describe('the body check of mutations, over HTTP', () => {
  it('lets a POST with no body and no length through, as curl -X POST sends it', async () => {
    await server.admin();
    const session = await server.signIn(ADMIN.username, ADMIN.password);
    expect(await rawStatus(['POST /api/auth/logout HTTP/1.1', `Cookie: ${session.cookie}`])).toBe(204);
    expect((await session.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('still refuses a body that is not JSON, framed by length or in chunks', async () => {
    const form = 'username=admin&password=x';
    const contentType = 'Content-Type: application/x-www-form-urlencoded';
    expect(
      await rawStatus(['POST /api/auth/login HTTP/1.1', contentType, `Content-Length: ${form.length}`], form),
    ).toBe(415);
    const chunked = `${form.length.toString(16)}\r\n${form}\r\n0\r\n\r\n`;
    expect(await rawStatus(['POST /api/auth/login HTTP/1.1', contentType, 'Transfer-Encoding: chunked'], chunked)).toBe(
      415,
    );
  });
});
