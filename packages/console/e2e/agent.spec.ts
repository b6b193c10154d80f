import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The chat screens against the real agent and the embedded NetSuite sandbox: a table and its CSV,
 * a guided process's example, and a write that waits for confirmation.
 */
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastReply = (page: Page) => log(page).locator('li[data-sender="bot"]:not([data-draft])').last();

async function ask(page: Page, prompt: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
}

test('a chatbot conversation returns a table, downloads its CSV and reopens', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/chatbot');
  await ask(page, 'List open purchase orders');

  const table = lastReply(page).getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  const headings = await table.getByRole('columnheader').allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  expect(headings).toEqual(headings.map((heading) => heading.toUpperCase()));
  await expect(page).toHaveURL(/\/chatbot\?conversation=/);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    lastReply(page).getByRole('button', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^table-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header?.toUpperCase()).toBe(headings.join(','));

  await page.reload();
  await expect(log(page).getByText('List open purchase orders')).toBeVisible();
  await expect(lastReply(page).getByRole('table')).toBeVisible();
});

test('a guided process runs its example prompt', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/chat');
  await page.getByRole('button', { name: /Get Report/ }).click();
  await expect(page).toHaveURL('/chat?process=get-report');
  await page.getByRole('button', { name: 'Run the A/R aging report' }).click();

  await expect(lastReply(page).getByText('A/R Aging as of today')).toBeVisible({ timeout: 30_000 });
  await expect(lastReply(page).getByRole('table')).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?process=get-report&conversation=/);
});

test('a write waits for Confirm, and a cancelled one writes nothing', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const customer = `Confirmed Traders ${Date.now()}`;
  await page.goto('/chat?process=create-record');
  await ask(page, `Create a customer named ${customer}`);

  const replies = log(page).locator('li[data-sender="bot"]:not([data-draft])');
  await expect(lastReply(page).getByText(`Create customer ${customer}`, { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  // Pinned by position: once confirmed, the result is the last reply and the preview the one before.
  const preview = replies.nth((await replies.count()) - 1);
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(preview.getByText('CONFIRMED', { exact: true })).toBeVisible();
  await expect(replies).toHaveCount(3, { timeout: 30_000 });

  // The customer exists now: deleting it is previewed, and cancelling leaves it there.
  await ask(page, `Delete the customer ${customer}`);
  await expect(replies).toHaveCount(4, { timeout: 30_000 });
  const deletion = replies.nth(3);
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  await expect(deletion.getByText('CANCELLED', { exact: true })).toBeVisible();
  await ask(page, `Delete the customer ${customer}`);
  await expect(lastReply(page).getByRole('button', { name: 'Confirm' })).toBeVisible({ timeout: 30_000 });
});
