import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from './graceful-shutdown.ts';

/** A server whose one route streams `parts` pieces 50 ms apart, or forever when `parts` is 0. */
function streamingServer(parts: number): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      response.write(`data: ${sent}\n\n`);
      if (parts > 0 && sent === parts) {
        clearInterval(timer);
        response.end();
      }
    }, 50);
    response.on('close', () => clearInterval(timer));
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens the stream and resolves once its first piece has arrived; `body` resolves with all it got. */
function openStream(port: number) {
  return new Promise<{ body: Promise<string> }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/' }, (response) => {
      let text = '';
      const body = new Promise<string>((done) => {
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          resolve({ body });
        });
        response.on('end', () => done(text));
        response.on('close', () => done(text));
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe('drainServer', () => {
  it('lets a stream in flight finish, refuses new connections meanwhile, then reports drained', async () => {
    const server = streamingServer(6);
    servers.push(server);
    const port = await listen(server);
    const stream = await openStream(port);

    const outcome = new Promise<string>((resolve) => drainServer(server, { deadlineMs: 5000, onClosed: resolve }));
    await expect(openStream(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(await stream.body).toBe([1, 2, 3, 4, 5, 6].map((part) => `data: ${part}\n\n`).join(''));
    expect(await outcome).toBe('drained');
  });

  it('closes a stream that outlives the deadline, so the stop cannot hang', async () => {
    const server = streamingServer(0);
    servers.push(server);
    const port = await listen(server);
    const stream = await openStream(port);

    const outcome = new Promise<string>((resolve) => drainServer(server, { deadlineMs: 200, onClosed: resolve }));
    expect(await outcome).toBe('cut');
    expect(await stream.body).toMatch(/^data: 1\n\n/);
  });

  it('asks what is still open at the deadline to end, and lets it end whole before closing', async () => {
    const ends: (() => void)[] = [];
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('data: 1\n\n');
      ends.push(() => response.end('data: stopped\n\n'));
    });
    servers.push(server);
    const port = await listen(server);
    const stream = await openStream(port);

    const outcome = new Promise<string>((resolve) =>
      drainServer(server, {
        deadlineMs: 200,
        endGraceMs: 5000,
        onDeadline: () => {
          for (const end of ends) end();
        },
        onClosed: resolve,
      }),
    );
    expect(await stream.body).toBe('data: 1\n\ndata: stopped\n\n');
    expect(await outcome).toBe('cut');
  });
});
