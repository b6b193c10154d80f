import { readFile } from 'node:fs/promises';
import type { ScriptList } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

// In order, in one worker: the review finds the project the round trip wrote instead of writing it at the same time.
test.describe.configure({ mode: 'default', timeout: 150_000 });

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastReply = (page: Page) => log(page).locator('li[data-sender="bot"]:not([data-draft])').last();

async function ask(page: Page, prompt: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
}

test('the round trip: a user event script asked for, shown as code, reviewed file by file, deployed after Confirm, then listed in NETSUITE.SCRIPTS', async ({
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
  const project = lastReply(page);
  await expect(project).toContainText('src/FileCabinet/SuiteScripts/ue_memo_salesorder.js');
  // The project reply: its message all in bold with the name's markdown marks gone, the script as code.
  await expect(project.locator('strong').first()).toHaveText(
    /^Done\. Created SuiteCloud project ue_memo_salesorder with/,
  );
  await expect(project.locator('pre').filter({ hasText: '@NScriptType UserEventScript' })).toHaveCount(1);
  const review = project.getByRole('link', { name: 'REVIEW.FILES' });
  await expect(review).toHaveAttribute('href', '/netsuite/scripts?view=projects&project=ue_memo_salesorder');
  await expect(project.getByRole('link', { name: 'DOWNLOAD.ZIP' })).toHaveAttribute(
    'href',
    '/api/projects/ue_memo_salesorder/zip',
  );

  await ask(page, 'deploy ue_memo_salesorder');
  const preview = lastReply(page);
  await expect(preview.getByText('Create object').first()).toBeVisible({ timeout: 30_000 });
  const asked = await replies.count();
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(replies).toHaveCount(asked + 1, { timeout: 30_000 });
  await expect(lastReply(page)).toContainText('Success. Deployed successfully.');
  await expect(lastReply(page).locator('strong')).toHaveText('ue_memo_salesorder');

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

test('SUITECLOUD.PROJECTS: a written project reviewed file by file, highlighted, and downloaded as a zip', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const listed = await page.request.get('/api/projects');
  const before = ((await listed.json()) as { projects: { name: string }[] }).projects;
  if (!before.some((project) => project.name === 'ue_memo_salesorder')) {
    await page.goto('/chatbot');
    await ask(page, 'write a user event script that sets the memo to Checked by ops on new sales orders');
    const written = lastReply(page);
    await written.getByRole('button', { name: 'Confirm' }).click({ timeout: 30_000 });
    await expect(lastReply(page).getByRole('link', { name: 'REVIEW.FILES' })).toBeVisible({ timeout: 30_000 });
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/netsuite/scripts?view=projects');
    await expect(page.getByRole('tab', { name: 'SUITECLOUD.PROJECTS' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('SEARCH.PROJECTS').fill('ue_memo_salesorder');
    await expect(page.getByRole('region', { name: 'SuiteCloud projects' }).locator('.list-count')).toHaveText(
      /^1 of \d+ projects?$/,
    );
    await page.getByRole('button', { name: 'REVIEW ue_memo_salesorder' }).click();
    await expect(page).toHaveURL(/project=ue_memo_salesorder/);
    const opened = page.getByRole('region', { name: 'PROJECT: ue_memo_salesorder' });
    await expect(opened.getByRole('heading', { name: 'PROJECT: ue_memo_salesorder' })).toBeFocused();
    const files = opened.getByRole('navigation', { name: 'Files of ue_memo_salesorder' });
    // The script opens first, highlighted by the console's highlighter.
    await expect(files.getByRole('button', { name: 'ue_memo_salesorder.js' })).toHaveAttribute('aria-current', 'true');
    await expect(opened.locator('pre')).toContainText('@NScriptType UserEventScript');
    await expect(opened.locator('pre .hljs-keyword').first()).toBeVisible();
    await files.getByRole('button', { name: 'manifest.xml' }).click();
    await expect(opened.locator('figcaption')).toHaveText('src/manifest.xml');
    await expect(opened.locator('pre')).toContainText('<manifest');
    await expect(opened.locator('pre .hljs-tag').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'DOWNLOAD.ZIP' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('ue_memo_salesorder.zip');
  const path = await zip.path();
  const bytes = await readFile(path);
  // A zip's local file header, and the project's folder inside it.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.includes(Buffer.from('ue_memo_salesorder/src/manifest.xml'))).toBe(true);
  await page.getByRole('button', { name: 'CLOSE' }).click();
  await expect(page).not.toHaveURL(/project=/);
});
