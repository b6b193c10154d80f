import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-e2e.ts';

/** Every ERP page is shown on a phone and on a desktop; issue #21 asks for both. */
export const WIDTHS = [375, 1280] as const;

/** The generic list's counter: `3 of 12 entities`. */
export const countLine = (page: Page | Locator) => page.locator('.list-count');

/** The counter's words for `matching` records of `total`, as the generic list writes them. */
export function counted(matching: number, total: number, noun: { one: string; other: string }): string {
  return `${matching} of ${total} ${total === 1 ? noun.one : noun.other}`;
}

/** A figure under a list (or a dashboard's count tile), by its label. */
export function tile(page: Page, label: string): Locator {
  return page
    .locator('.list-tile')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replaceAll('.', '\\.')}$`) }) })
    .locator('dd')
    .first();
}

/** A card of a card list, by its heading. */
export function card(page: Page, title: string): Locator {
  return page.locator('.resource-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Whether a case-insensitive `needle` is in any of the fields, as the list's search matches (001 section 5). */
export function matches(fields: readonly (string | null | undefined)[], needle: string): boolean {
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle.toLowerCase()));
}

/** Nothing wider than the window, and nothing axe finds wrong, with a screenshot to look at. */
export async function expectFitsAndAccessible(page: Page, name: string): Promise<void> {
  const { overflow, widest } = await page.evaluate(() => {
    // The elements reaching past the window's right edge outside any scrolling box, named so a
    // failure says where to look.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return parent !== document.body;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element),
    );
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      widest: past
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
        .join(', '),
    };
  });
  expect(overflow, `${name} is no wider than the window (past its edge: ${widest})`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
}

/** Clicks what starts a download and answers the CSV's lines (the header first). */
export async function downloadedCsv(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await start();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  return {
    name: file.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}
