import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { HOSTILE_CSS, openHostPage, signInWithSandbox } from './host-page.ts';

const GREETING = "Hello! I'm your ERP AI assistant. How can I help you today?";
const launcher = (page: Page) => page.getByRole('button', { name: 'Open the ERP assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });

test('keyboard only: open, type, send, read the answer, Escape, focus back on the launcher', async ({
  page,
  baseURL,
}) => {
  await signInWithSandbox(page, baseURL ?? '');
  await openHostPage(page, '/e2e-keyboard.html', { scriptAttributes: 'data-storage="memory"' });
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toContainText(GREETING);
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('how many customers do we have?');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('listitem').last()).toContainText(/There are \*?\*?\d+/, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('a table reply downloads as CSV with the rows shown', async ({ page, baseURL }) => {
  await signInWithSandbox(page, baseURL ?? '');
  await openHostPage(page, '/e2e-table.html', { scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await input(page).fill('list open invoices');
  await input(page).press('Enter');
  const table = panel(page).getByRole('table').last();
  await expect(table).toBeVisible({ timeout: 15_000 });
  const firstNumber = await table.locator('tbody tr').first().locator('td').nth(1).textContent();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download as CSV' }).last().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^table-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\n')[0]).toMatch(/number/i);
  expect(csv).toContain(firstNumber ?? 'missing');
});

test('the conversation and open panel survive a reload', async ({ page, baseURL }) => {
  await signInWithSandbox(page, baseURL ?? '');
  await openHostPage(page, '/e2e-reload.html', { scriptAttributes: 'data-id="reload"' });
  await launcher(page).click();
  await input(page).fill('how many vendors do we have?');
  await input(page).press('Enter');
  await expect(panel(page).getByRole('listitem').last()).toContainText(/vendors/, { timeout: 15_000 });
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('how many vendors do we have?');
});

test('two assistants on one page keep separate conversations', async ({ page, baseURL }) => {
  await signInWithSandbox(page, baseURL ?? '');
  await openHostPage(page, '/e2e-two.html', {
    scriptAttributes: 'data-manual="true"',
    body: '<erp-assistant data-id="left" data-position="bottom-left" data-storage="memory"></erp-assistant><erp-assistant data-id="right" data-storage="memory"></erp-assistant>',
  });
  await expect(launcher(page)).toHaveCount(2);
  const left = page.locator('erp-assistant[data-id="left"]');
  const right = page.locator('erp-assistant[data-id="right"]');
  await left.getByRole('button', { name: 'Open the ERP assistant' }).click();
  await left.getByRole('textbox', { name: 'Message' }).fill('how many customers do we have?');
  await left.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(left.getByRole('dialog')).toContainText(/customers/, { timeout: 15_000 });
  await right.getByRole('button', { name: 'Open the ERP assistant' }).click();
  await expect(right.getByRole('dialog')).toContainText(GREETING);
  await expect(right.getByRole('dialog')).not.toContainText('how many customers');
});

test('renders the same on a page with hostile CSS and a huge rem', async ({ page }) => {
  await openHostPage(page, '/e2e-plain.html', { scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  const plainBox = await panel(page).boundingBox();
  const plainTitle = await panel(page)
    .getByRole('heading')
    .evaluate((node) => getComputedStyle(node).fontSize);

  await openHostPage(page, '/e2e-hostile.html', { css: HOSTILE_CSS, scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  const hostileBox = await panel(page).boundingBox();
  expect(hostileBox?.width).toBeCloseTo(384, 1);
  expect(hostileBox?.height).toBeCloseTo(600, 1);
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(hostileBox?.[side]).toBeCloseTo(plainBox?.[side] ?? 0, 1);
  expect(
    await panel(page)
      .getByRole('heading')
      .evaluate((node) => getComputedStyle(node).fontSize),
  ).toBe(plainTitle);
});

test('works under a strict CSP with no violation, and the open panel has no accessibility violation', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await openHostPage(page, '/e2e-csp.html', { csp: true, scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await expect(panel(page)).toContainText(GREETING);
  await expect(panel(page).getByRole('button', { name: 'Close' })).toHaveCSS('cursor', 'pointer');
  expect(violations).toEqual([]);
  const { violations: axe } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
  expect(axe.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
});

test('the unread dot appears when the panel is not opened within 30 s, and opening clears it', async ({ page }) => {
  await page.clock.install();
  await openHostPage(page, '/e2e-unread.html', { scriptAttributes: 'data-storage="memory"' });
  const dot = page.getByRole('img', { name: 'New message' });
  await expect(dot).toHaveCount(0);
  await page.clock.runFor(31_000);
  await expect(dot).toBeVisible();
  await launcher(page).click();
  await expect(dot).toHaveCount(0);
});
