import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { openHostPage } from './host-page.ts';

/**
 * A stand-in API that writes its reply slowly, a word every 400 ms, as a UI message stream: the
 * real agent answers too fast to see a stream arrive. The widget must show each piece as it comes.
 */
const WORDS = ['Here ', 'is ', 'a ', 'slowly ', 'streamed ', 'answer.'];
let server: Server;
let apiUrl: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': 'content-type, x-erp-site-key, x-erp-visitor',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    response.writeHead(200, {
      ...cors,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      // As the real API sends it: without it Chromium holds a cross-origin stream back to sniff it.
      'x-content-type-options': 'nosniff',
    });
    const send = (part: unknown) => response.write(`data: ${JSON.stringify(part)}\n\n`);
    send({ type: 'start' });
    send({ type: 'text-start', id: 'reply' });
    let index = 0;
    const timer = setInterval(() => {
      const word = WORDS[index];
      index += 1;
      if (word !== undefined) {
        send({ type: 'text-delta', id: 'reply', delta: word });
        return;
      }
      clearInterval(timer);
      send({ type: 'text-end', id: 'reply' });
      send({ type: 'data-reply', data: { response: WORDS.join('') } });
      send({ type: 'finish' });
      response.end('data: [DONE]\n\n');
    }, 400);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The host page comes from `page.route`, which Chromium files under no address space, so the
// stand-in on 127.0.0.1 counts as a local network target that needs the visitor's permission.
test.use({ permissions: ['local-network-access'] });

test('a streamed reply appears piece by piece, with a stop button while it comes', async ({ page }) => {
  await openHostPage(page, '/e2e-slow-stream.html', {
    scriptAttributes: `data-api-url="${apiUrl}" data-site-key="pk_stand_in" data-storage="memory"`,
  });
  await page.getByRole('button', { name: 'Open the ERP assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'ERP AI assistant' });
  await panel.getByRole('textbox', { name: 'Message' }).fill('tell me slowly');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');

  const draft = panel.locator('[data-draft]');
  await expect(draft).toContainText('Here is');
  await expect(draft).not.toContainText('answer.');
  await expect(panel.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(draft).toContainText('Here is a slowly');
  await expect(draft).toHaveCount(0, { timeout: 10_000 });
  await expect(panel.locator('[data-sender="bot"]').last()).toHaveText(/Here is a slowly streamed answer\./);
});
