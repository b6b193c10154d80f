import type { ChatReply } from '@erp-agent/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectFirstColumnKept,
  expectReportReadsWhole,
  MONTHLY_REPORT,
  OPEN_INVOICE_COUNT,
  OPEN_INVOICES,
  wordsBrokenInCells,
} from '../../widget/e2e/table-replies.ts';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The console's chat tables at a phone's width and a desktop's (issue #20): a twelve-column
 * report and a 500-row list, the same replies the widget's tables.spec.ts shows, answered here for
 * `/api/chat` as the streaming endpoint sends them; the chat screen, its styles and Chromium's
 * layout are the real ones.
 */
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastReply = (page: Page) => log(page).locator('li[data-sender="bot"]:not([data-draft])').last();

/** A reply as `/api/chat` streams it: server-sent events of UI message stream parts, then `[DONE]`. */
function streamOf(reply: ChatReply): string {
  const parts = [{ type: 'start' }, { type: 'data-reply', data: reply }, { type: 'finish' }];
  return `${parts.map((part) => `data: ${JSON.stringify(part)}\n\n`).join('')}data: [DONE]\n\n`;
}

async function askFor(page: Page, reply: ChatReply) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      contentType: 'text/event-stream',
      headers: { 'x-vercel-ai-ui-message-stream': 'v1' },
      body: streamOf(reply),
    }),
  );
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('show me the table');
  await input.press('Enter');
  await expect(lastReply(page).locator('table')).toBeVisible({ timeout: 30_000 });
}

/** Nothing but the table's own box scrolls sideways: the page keeps the window's width. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth);

/**
 * Scrolls the box to its end, as a reader does until it stops moving (rows are measured as they
 * are drawn, so the end moves once), and says which row is last and whether it is drawn whole
 * within the box, under the header that stays on top.
 */
const lastRowAtEnd = (scrollBox: Locator) =>
  scrollBox.evaluate((box) => {
    box.scrollTo(0, box.scrollHeight);
    const last = Array.from(box.querySelectorAll('tbody tr[aria-rowindex]')).at(-1);
    const area = box.getBoundingClientRect();
    const drawn = last?.getBoundingClientRect();
    const header = box.querySelector('th')?.getBoundingClientRect();
    return {
      first: last?.firstElementChild?.textContent,
      inside: drawn !== undefined && drawn.bottom <= area.top + box.clientHeight + 1,
      headerOnTop:
        header !== undefined &&
        Math.abs(header.top - area.top) <= 1 &&
        drawn !== undefined &&
        drawn.top >= header.bottom - 1,
    };
  });

/** The SEND button is drawn, at a size one can press, inside the window. */
async function expectSendVisible(page: Page, width: number) {
  await page.getByRole('textbox', { name: 'Message' }).fill('next');
  const send = await page.getByRole('button', { name: 'SEND' }).boundingBox();
  expect(send?.width).toBeGreaterThan(0);
  expect(send?.height).toBeGreaterThan(0);
  expect((send?.x ?? Number.POSITIVE_INFINITY) + (send?.width ?? 0)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await signInAsAgentUser(page, baseURL ?? '');
      await page.goto('/chatbot');
    });

    test('a twelve-column report reads whole: no word broken, figures aligned, the account kept in view', async ({
      page,
    }) => {
      await askFor(page, MONTHLY_REPORT);
      await expectReportReadsWhole(lastReply(page).locator('table'), lastReply(page).locator('.table-scroll'));
      await page.screenshot({ path: test.info().outputPath(`report-${viewport.width}.png`) });
      expect(await pageScrollsSideways(page)).toBe(false);
      await expectSendVisible(page, viewport.width);
      await expectNoAxeViolations(page);
    });

    test('a 500-row list shows its count, renders the rows in view, and every row read reads whole', async ({
      page,
    }) => {
      await askFor(page, OPEN_INVOICES);
      const reply = lastReply(page);
      const table = reply.locator('table');
      await expect(reply.getByText(`${OPEN_INVOICE_COUNT} rows`, { exact: true })).toBeVisible();
      await expect(table).toHaveAttribute('aria-rowcount', String(OPEN_INVOICE_COUNT + 1));
      expect(await wordsBrokenInCells(table)).toEqual([]);
      const scrollBox = reply.locator('.table-scroll');
      await expectFirstColumnKept(scrollBox, table);

      // Scrolled to its end, the last invoice is drawn inside the box, still whole, and no more rows
      // than fit are in the page.
      await expect
        .poll(() => lastRowAtEnd(scrollBox))
        .toEqual({ first: `INV${100000 + OPEN_INVOICE_COUNT - 1}`, inside: true, headerOnTop: true });
      expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(100);
      await page.screenshot({ path: test.info().outputPath(`list-${viewport.width}.png`) });
      expect(await wordsBrokenInCells(table)).toEqual([]);

      expect(await pageScrollsSideways(page)).toBe(false);
      await expectSendVisible(page, viewport.width);
      await expectNoAxeViolations(page);
    });
  });
}
