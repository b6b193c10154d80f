import type { ChatReply } from '@erp-agent/core';
import { expect, type Locator } from '@playwright/test';

/**
 * The two tables issue #20 asks to read well at a phone's width and a desktop's, in the widget
 * (tables.spec.ts) and the console's chat (packages/console/e2e/chat-tables.spec.ts): replies made
 * up here, so the layout is tested on a known shape.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

/** An income statement by month: the account and eleven months of amounts, twelve columns. */
export const MONTHLY_REPORT: ChatReply = {
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

export const OPEN_INVOICE_COUNT = 500;

/** Five hundred open invoices: document numbers, names with spaces, dates, amounts. */
export const OPEN_INVOICES: ChatReply = {
  caption: 'Open invoices',
  result: {
    success: true,
    results: Array.from({ length: OPEN_INVOICE_COUNT }, (_, row) => ({
      tranid: `INV${100000 + row}`,
      customer: `Northwind Wholesale Distribution ${row}`,
      trandate: '2026-10-31',
      amountremaining: 1000 + row * 17.35,
    })),
    count: OPEN_INVOICE_COUNT,
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

/** The words of the table's cells drawn on more than one line: a word broken in two draws as two boxes. */
export function wordsBrokenInCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    for (const cell of element.querySelectorAll('th, td')) {
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

/**
 * Scrolled sideways, the table's first column stays where it was (to the pixel) while the others
 * move: what each row is stays in view. It takes at most half the box, so the columns scrolled
 * past it are read beside it rather than hidden under it.
 */
export async function expectFirstColumnKept(scrollBox: Locator, table: Locator): Promise<void> {
  const firstRow = table.locator('tbody tr').first();
  const xOf = async (column: number) => (await firstRow.locator('td').nth(column).boundingBox())?.x ?? Number.NaN;
  const [box, first] = [await scrollBox.boundingBox(), await firstRow.locator('td').first().boundingBox()];
  expect(first?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual((box?.width ?? 0) / 2);
  const [firstBefore, secondBefore] = [await xOf(0), await xOf(1)];
  const scrolled = await scrollBox.evaluate((box) => {
    box.scrollBy(400, 0);
    return box.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(() => xOf(1)).toBeLessThan(secondBefore);
  expect(Math.abs((await xOf(0)) - firstBefore)).toBeLessThanOrEqual(1);
}

/**
 * MONTHLY_REPORT as it must read wherever it is shown: twelve headings, no word broken in a cell,
 * the amounts right-aligned, the account kept in view when the box is scrolled sideways.
 */
export async function expectReportReadsWhole(table: Locator, scrollBox: Locator): Promise<void> {
  await expect(table.locator('th')).toHaveCount(12);
  expect(await wordsBrokenInCells(table)).toEqual([]);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveCSS('text-align', 'right');
  await expectFirstColumnKept(scrollBox, table);
}
