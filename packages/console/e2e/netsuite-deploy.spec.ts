import type { ScriptList } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';

test.describe.configure({ timeout: 150_000 });

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastReply = (page: Page) => log(page).locator('li[data-sender="bot"]:not([data-draft])').last();

async function ask(page: Page, prompt: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
}

test('the round trip: a user event script asked for, shown as code, deployed after Confirm, then listed in NETSUITE.SCRIPTS', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/chatbot');
  await ask(page, 'write a user event script that sets the memo to Checked by ops on new sales orders');
  const replies = log(page).locator('li[data-sender="bot"]:not([data-draft])');
  const written = lastReply(page);
  await expect(written.getByRole('button', { name: 'Confirm' })).toBeVisible({ timeout: 30_000 });
  // The files to be written are code, never markdown: the script's JSDoc tags are no list items.
  await expect(written.locator('pre').filter({ hasText: '@NScriptType UserEventScript' })).toHaveCount(1);
  await expect(written.getByRole('listitem').filter({ hasText: /^@NApiVersion/ })).toHaveCount(0);
  const before = await replies.count();
  await written.getByRole('button', { name: 'Confirm' }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(lastReply(page)).toContainText('src/FileCabinet/SuiteScripts/ue_memo_salesorder.js');

  await ask(page, 'deploy ue_memo_salesorder');
  const preview = lastReply(page);
  await expect(preview.getByText('Create object').first()).toBeVisible({ timeout: 30_000 });
  const asked = await replies.count();
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(replies).toHaveCount(asked + 1, { timeout: 30_000 });
  await expect(lastReply(page)).toContainText('Deployed successfully');

  const listed = (await (await page.request.get('/api/netsuite/scripts')).json()) as ScriptList;
  const deployed = listed.scripts.find((script) => script.scriptId === 'customscript_ue_memo_salesorder');
  expect(deployed?.type).toBe('UserEvent');
  await page.goto('/netsuite/scripts?q=customscript_ue_memo_salesorder');
  await expect(page.getByRole('region', { name: 'Deployed scripts' }).locator('.list-count')).toHaveText(
    `1 of ${listed.scripts.length} scripts`,
  );
  await expect(page.locator('.resource-card')).toContainText('customscript_ue_memo_salesorder');
  await expect(page.locator('.resource-card')).toContainText('Sales Order');
});
