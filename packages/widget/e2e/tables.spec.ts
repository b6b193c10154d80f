import AxeBuilder from '@axe-core/playwright';
import type { ChatReply } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { openHostPage } from './host-page.ts';
import { expectReportReadsWhole, MONTHLY_REPORT, OPEN_INVOICES, wordsBrokenInCells } from './table-replies.ts';

/**
 * Wide and long tables in the panel at a phone's width and a desktop's: the replies are made up
 * (table-replies.ts, served for `/api/chatbot/process`, the JSON endpoint) so the layout is tested
 * on a known shape; the widget, its styles and Chromium's layout are the real ones.
 */
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const lastReply = (page: Page) => panel(page).locator('[data-sender="bot"]:not([data-draft])').last();

async function askFor(page: Page, reply: ChatReply) {
  await page.route('**/api/chatbot/process', (route) => route.fulfill({ json: reply }));
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill('show me the table');
  await input.press('Enter');
  await expect(lastReply(page).locator('table')).toBeVisible({ timeout: 15_000 });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 720 });
      await openHostPage(page, `/e2e-tables-${width}.html`, {
        scriptAttributes: 'data-storage="memory" data-streaming="false"',
      });
      await page.getByRole('button', { name: 'Open the ERP assistant' }).click();
    });

    test('a twelve-column report reads whole: no word broken, figures aligned, the account kept in view', async ({
      page,
    }) => {
      await askFor(page, MONTHLY_REPORT);
      await expectReportReadsWhole(lastReply(page).locator('table'), lastReply(page).locator('.table-wrap'));

      const { violations } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
      expect(violations).toEqual([]);
    });

    test('a 500-row list shows a page at a time with the count, and every page reads whole', async ({ page }) => {
      await askFor(page, OPEN_INVOICES);
      const reply = lastReply(page);
      const table = reply.locator('table');
      await expect(reply.locator('tbody tr')).toHaveCount(25);
      await expect(reply.getByText('Rows 1–25 of 500')).toBeVisible();
      expect(await wordsBrokenInCells(table)).toEqual([]);

      await reply.getByRole('button', { name: 'Next rows' }).click();
      await expect(reply.getByText('Rows 26–50 of 500')).toBeVisible();
      await expect(reply.locator('tbody tr').first().locator('td').first()).toHaveText('INV100025');
      expect(await wordsBrokenInCells(table)).toEqual([]);

      const send = panel(page).getByRole('button', { name: 'Send' }).locator('svg');
      await panel(page).getByRole('textbox', { name: 'Message' }).fill('next');
      const icon = await send.boundingBox();
      expect(icon?.width).toBeGreaterThan(0);
      expect(icon?.height).toBeGreaterThan(0);

      const { violations } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
      expect(violations).toEqual([]);
    });
  });
}
