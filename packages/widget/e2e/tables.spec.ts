import AxeBuilder from '@axe-core/playwright';
import type { ChatReply } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { openHostPage } from './host-page.ts';

/**
 * Wide and long tables in the panel at a phone's width and a desktop's: the reply is made up here
 * (served for `/api/chatbot/process`, the JSON endpoint) so the layout is tested on a known shape; the widget, its styles and
 * Chromium's layout are the real ones.
 */
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const lastReply = (page: Page) => panel(page).locator('[data-sender="bot"]:not([data-draft])').last();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

/** An income statement by month: the account and eleven months of amounts, twelve columns. */
const monthlyReport: ChatReply = {
  caption: 'Income statement by month',
  result: {
    success: true,
    results: Array.from({ length: 8 }, (_, row) => ({
      account: `${4000 + row * 100} Professional Services Revenue`,
      ...Object.fromEntries(MONTHS.map((month, column) => [month, 123456.78 * (row + 1) + column * 1000.5])),
    })),
  },
  table: {
    columns: [
      { key: 'account', label: 'Account', kind: 'text' },
      ...MONTHS.map((month) => ({ key: month, label: `${month} 2026`, kind: 'currency' as const, currency: 'USD' })),
    ],
  },
};

/** Five hundred open invoices: document numbers, names with spaces, dates, amounts. */
const openInvoices: ChatReply = {
  caption: 'Open invoices',
  result: {
    success: true,
    results: Array.from({ length: 500 }, (_, row) => ({
      tranid: `INV${100000 + row}`,
      customer: `Northwind Wholesale Distribution ${row}`,
      trandate: '2026-10-31',
      amountremaining: 1000 + row * 17.35,
    })),
    count: 500,
  },
  table: {
    columns: [
      { key: 'tranid', label: 'Invoice', kind: 'document' },
      { key: 'customer', label: 'Customer', kind: 'text' },
      { key: 'trandate', label: 'Date', kind: 'date' },
      { key: 'amountremaining', label: 'Amount remaining', kind: 'currency', currency: 'USD' },
    ],
  },
};

async function askFor(page: Page, reply: ChatReply) {
  await page.route('**/api/chatbot/process', (route) => route.fulfill({ json: reply }));
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill('show me the table');
  await input.press('Enter');
  await expect(lastReply(page).locator('table')).toBeVisible({ timeout: 15_000 });
}

/** Every word of every cell sits on one line: a word broken in two draws as two boxes. */
function wordsBrokenInCells(page: Page): Promise<string[]> {
  return lastReply(page).evaluate((reply) => {
    const broken: string[] = [];
    for (const cell of reply.querySelectorAll('th, td')) {
      const text = cell.firstChild;
      if (!(text instanceof Text)) continue;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
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
      await askFor(page, monthlyReport);
      const table = lastReply(page).locator('table');
      await expect(table.locator('th')).toHaveCount(12);
      expect(await wordsBrokenInCells(page)).toEqual([]);
      await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveCSS('text-align', 'right');

      // Scrolled sideways, the first column stays where it was (to the pixel) while the others move.
      const firstRow = table.locator('tbody tr').first();
      const xOf = async (column: number) => (await firstRow.locator('td').nth(column).boundingBox())?.x ?? Number.NaN;
      const [accountBefore, januaryBefore] = [await xOf(0), await xOf(1)];
      const scrolled = await lastReply(page)
        .locator('.table-wrap')
        .evaluate((wrap) => {
          wrap.scrollBy(400, 0);
          return wrap.scrollLeft;
        });
      expect(scrolled).toBeGreaterThan(0);
      await expect.poll(() => xOf(1)).toBeLessThan(januaryBefore);
      expect(Math.abs((await xOf(0)) - accountBefore)).toBeLessThanOrEqual(1);

      const { violations } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
      expect(violations).toEqual([]);
    });

    test('a 500-row list shows a page at a time with the count, and every page reads whole', async ({ page }) => {
      await askFor(page, openInvoices);
      const reply = lastReply(page);
      await expect(reply.locator('tbody tr')).toHaveCount(25);
      await expect(reply.getByText('Rows 1–25 of 500')).toBeVisible();
      expect(await wordsBrokenInCells(page)).toEqual([]);

      await reply.getByRole('button', { name: 'Next rows' }).click();
      await expect(reply.getByText('Rows 26–50 of 500')).toBeVisible();
      await expect(reply.locator('tbody tr').first().locator('td').first()).toHaveText('INV100025');
      expect(await wordsBrokenInCells(page)).toEqual([]);

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
