import { expect, type Page, test } from '@playwright/test';
import { openHostPage } from './host-page.ts';

/** One visitor, two tabs of the partner's site: one conversation, asked once. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });

test('a message sent in one tab appears in the other at once, and only one request is made', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const chatRequests: string[] = [];
  for (const [name, page] of [
    ['first', first],
    ['second', second],
  ] as const) {
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/chat'))
        chatRequests.push(name);
    });
    await openHostPage(page, '/e2e-two-tabs.html');
  }
  for (const page of [first, second]) await page.getByRole('button', { name: 'Open the ERP assistant' }).click();

  const input = panel(first).getByRole('textbox', { name: 'Message' });
  await input.fill('what can you do?');
  await input.press('Enter');
  await expect(panel(second).locator('[data-sender="user"]')).toHaveText(/what can you do\?/);
  await expect(panel(second).locator('[data-sender="bot"]').last()).toContainText(/find records/i, { timeout: 15_000 });
  await expect(panel(first).locator('[data-sender="bot"]').last()).toContainText(/find records/i);
  expect(chatRequests).toEqual(['first']);

  // The other tab carries the same conversation on.
  const other = panel(second).getByRole('textbox', { name: 'Message' });
  await other.fill('and how do I sign in?');
  await other.press('Enter');
  await expect(panel(first).locator('[data-sender="user"]').last()).toHaveText(/how do I sign in\?/);
  expect(chatRequests).toEqual(['first', 'second']);
});
