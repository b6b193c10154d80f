import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { animationsDone, createPartnerSite, HOSTILE_CSS, openHostPage, watchCspViolations } from './host-page.ts';

/**
 * The widget against the real API with the demo site key (`pk_examples_demo`), on the examples
 * and on host pages served from the server's own origin. Visitors are anonymous, so they ask
 * what the assistant can do; the table needs a partner's signed user with ERP data.
 */
const GREETING = "Hello! I'm your ERP AI assistant. How can I help you today?";
const HELP_PROMPT = 'what can you do?';
/** Words of the anonymous visitor's capability answer. */
const HELP_ANSWER = /find records/i;
const launcher = (page: Page) => page.getByRole('button', { name: 'Open the ERP assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const lastReply = (page: Page) => panel(page).locator('[data-sender="bot"]:not([data-draft])').last();

async function ask(page: Page, prompt: string) {
  await input(page).fill(prompt);
  await input(page).press('Enter');
  await expect(panel(page).locator('[data-draft]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every element of the assistant's shadow tree: its box and the text styles a page could sway. */
function widgetLayout(page: Page): Promise<string[]> {
  return page.locator('[data-erp-assistant]').evaluate((host) =>
    Array.from(host.shadowRoot?.querySelectorAll('*') ?? [], (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const round = (value: number) => Math.round(value * 10) / 10;
      return [
        element.tagName,
        element.getAttribute('part') ?? '',
        [box.x, box.y, box.width, box.height].map(round).join(','),
        style.fontFamily,
        style.fontSize,
        style.lineHeight,
        style.color,
        style.backgroundColor,
        style.padding,
        style.borderWidth,
      ].join(' | ');
    }),
  );
}

for (const width of [375, 1280]) {
  test(`at ${width} px the Send button's icon is drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await openHostPage(page, `/e2e-send-icon-${width}.html`, { scriptAttributes: 'data-storage="memory"' });
    await launcher(page).click();
    await input(page).fill(HELP_PROMPT);
    const icon = panel(page).getByRole('button', { name: 'Send' }).locator('svg');
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(16);
    expect(box?.height).toBeGreaterThanOrEqual(16);
  });
}

test('keyboard only: open, type, send, read the answer, Escape, focus back on the launcher', async ({ page }) => {
  await openHostPage(page, '/e2e-keyboard.html', { scriptAttributes: 'data-storage="memory"' });
  await page.keyboard.press('Tab');
  await expect(launcher(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toContainText(GREETING);
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(HELP_PROMPT);
  await page.keyboard.press('Enter');
  await expect(lastReply(page)).toContainText(HELP_ANSWER, { timeout: 15_000 });
  await expect(panel(page).getByRole('status')).toContainText(HELP_ANSWER);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
});

/** The fields of one RFC 4180 CSV line (no line breaks inside fields). */
function csvFields(line: string): string[] {
  const fields = [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((match) => match[1] ?? '');
  return fields.map((field) => (field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field));
}

test("a table reply downloads as CSV with every row of the reply (a partner's signed user)", async ({
  page,
  baseURL,
}) => {
  const partner = await createPartnerSite(page, baseURL ?? '');
  await openHostPage(page, '/e2e-table.html', { scriptAttributes: 'data-manual="true"' });
  await page.evaluate(
    ({ siteKey, token }) => window.ErpAssistant?.init({ siteKey, user: { token }, storage: 'memory', open: true }),
    partner,
  );
  await ask(page, 'list open invoices');
  const table = lastReply(page).getByRole('table');
  await expect(table).toBeVisible();
  const headings = await table.locator('thead th').allTextContents();
  const firstRow = await table.locator('tbody tr').first().locator('td').allTextContents();
  const figures = await table
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-kind') === 'figure'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    lastReply(page).getByRole('button', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^table-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]?.toLowerCase()).toBe(headings.join(',').toLowerCase());
  // Every row of the reply, not only the page shown: the pager names the total when there are more.
  const pager = lastReply(page).locator('.pager p');
  const total =
    (await pager.count()) > 0
      ? Number(/of ([\d,]+)/.exec((await pager.textContent()) ?? '')?.[1]?.replaceAll(',', ''))
      : await table.locator('tbody tr').count();
  expect(lines.length - 1).toBe(total);
  // The CSV keeps the values a spreadsheet reads (3812.84, 2026-11-20); the table shows them formatted.
  const values = csvFields(lines[1] ?? '');
  expect(values).toHaveLength(firstRow.length);
  const shownDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  firstRow.forEach((shown, index) => {
    const value = values[index] ?? '';
    if (figures[index]) expect(Number(value)).toBeCloseTo(Number(shown.replace(/[^\d.-]/g, '')), 2);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) expect(shownDate.format(new Date(value))).toBe(shown);
    else expect(value).toBe(shown);
  });
});

test('the conversation and open panel survive a reload', async ({ page }) => {
  await openHostPage(page, '/e2e-reload.html', { scriptAttributes: 'data-id="reload"' });
  await launcher(page).click();
  await ask(page, HELP_PROMPT);
  await expect(lastReply(page)).toContainText(HELP_ANSWER);
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText(HELP_PROMPT);
  await expect(lastReply(page)).toContainText(HELP_ANSWER);
  // The server-side conversation carries on: a follow-up is answered in the same one.
  await ask(page, 'help');
  await expect(panel(page).locator('[data-sender="user"]')).toHaveCount(2);
});

test('two assistants on one page keep separate conversations', async ({ page }) => {
  const element = (id: string, position: string) =>
    `<erp-assistant data-id="${id}" data-position="${position}" data-site-key="pk_examples_demo" data-storage="memory"></erp-assistant>`;
  await openHostPage(page, '/e2e-two.html', {
    scriptAttributes: 'data-manual="true"',
    body: element('left', 'bottom-left') + element('right', 'bottom-right'),
  });
  await expect(launcher(page)).toHaveCount(2);
  const left = page.locator('erp-assistant[data-id="left"]');
  const right = page.locator('erp-assistant[data-id="right"]');
  await left.getByRole('button', { name: 'Open the ERP assistant' }).click();
  await left.getByRole('textbox', { name: 'Message' }).fill(HELP_PROMPT);
  await left.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(left.getByRole('dialog')).toContainText(HELP_ANSWER, { timeout: 15_000 });
  await right.getByRole('button', { name: 'Open the ERP assistant' }).click();
  await expect(right.getByRole('dialog')).toContainText(GREETING);
  await expect(right.getByRole('dialog')).not.toContainText(HELP_PROMPT);
  await expect(left.getByRole('dialog')).toContainText(HELP_PROMPT);
});

test('renders the same on the plain-HTML example (everything unset, a 40 px rem) as on a plain page', async ({
  page,
}) => {
  await openHostPage(page, '/e2e-plain.html', { scriptAttributes: 'data-storage="memory"' });
  const plainClosed = await widgetLayout(page);
  await launcher(page).click();
  await animationsDone(page, '[data-erp-assistant]');
  const plainOpen = await widgetLayout(page);

  await page.goto('/examples/plain-html/');
  expect(await page.locator('html').evaluate((html) => getComputedStyle(html).fontSize)).toBe('40px');
  await expect(launcher(page)).toBeVisible();
  expect(await widgetLayout(page)).toEqual(plainClosed);
  await launcher(page).click();
  await animationsDone(page, '[data-erp-assistant]');
  const hostileOpen = await widgetLayout(page);
  expect(hostileOpen).toEqual(plainOpen);
  expect(await panel(page).boundingBox()).toMatchObject({ width: 384, height: 600 });
});

test('a host page with its own hostile CSS cannot move or restyle any part', async ({ page }) => {
  await openHostPage(page, '/e2e-plain.html', { scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await animationsDone(page, '[data-erp-assistant]');
  const plain = await widgetLayout(page);
  await openHostPage(page, '/e2e-hostile.html', { css: HOSTILE_CSS, scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await animationsDone(page, '[data-erp-assistant]');
  expect(await widgetLayout(page)).toEqual(plain);
});

test('the plain-HTML example under its strict CSP: no violation, and the open panel has no axe violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/examples/plain-html/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  await launcher(page).click();
  await expect(panel(page)).toContainText(GREETING);
  // A formatted reply is drawn from the markdown tree the API sent with it: its two paragraphs are
  // elements of that tree (a message without one would show as one block of words).
  await ask(page, HELP_PROMPT);
  await expect(lastReply(page).locator('p')).toHaveCount(2);
  await expect(panel(page).getByRole('button', { name: 'Close', exact: true })).toHaveCSS('cursor', 'pointer');
  expect(violations).toEqual([]);
  const { violations: axe } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
  expect(axe.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
});

for (const theme of ['dark', 'auto'] as const) {
  test(`the ${theme} theme${theme === 'auto' ? ' in a dark-mode browser' : ''} has no axe violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHostPage(page, `/e2e-theme-${theme}.html`, {
      scriptAttributes: `data-theme="${theme}" data-storage="memory"`,
    });
    await launcher(page).click();
    await ask(page, HELP_PROMPT);
    await animationsDone(page, '[data-erp-assistant]');
    expect(await panel(page).evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(17, 24, 39)');
    const { violations: axe } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
    expect(axe.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });
}

test("a page's theme is applied through custom properties, and one with poor contrast is reported", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const brand = '[data-erp-assistant] { --erp-accent: #0f766e; --erp-accent-text: #ffffff; --erp-radius: 4px; }';
  await openHostPage(page, '/e2e-brand.html', { css: brand, scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await ask(page, HELP_PROMPT);
  await animationsDone(page, '[data-erp-assistant]');
  const header = panel(page).locator('[part="header"]');
  await expect(header).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(panel(page)).toHaveCSS('border-radius', '4px');
  const { violations: axe } = await new AxeBuilder({ page }).include('[data-erp-assistant]').analyze();
  expect(axe.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  expect(warnings).toEqual([]);

  const faint = '[data-erp-assistant] { --erp-accent: #fde047; --erp-accent-text: #ffffff; }';
  await openHostPage(page, '/e2e-faint.html', { css: faint, scriptAttributes: 'data-storage="memory"' });
  await launcher(page).click();
  await expect
    .poll(() => warnings)
    .toEqual([expect.stringMatching(/--erp-accent-text on --erp-accent .* below the 4.5:1/)]);
});

test('the unread dot appears when the panel is not opened within 30 s, and opening clears it', async ({ page }) => {
  await page.clock.install();
  await openHostPage(page, '/e2e-unread.html', { scriptAttributes: 'data-storage="memory"' });
  // The installed clock still flows with real time: paused here (a little ahead, as real time
  // goes on while the call travels), a slow page load cannot use up part of the 30 s, and the
  // test moves the clock on from the load time it then reads.
  await page.clock.pauseAt(Date.now() + 5_000);
  const loadedFor = await page.evaluate(() => performance.now());
  expect(loadedFor).toBeLessThan(29_000);
  const dot = page.getByRole('img', { name: 'New message' });
  await page.clock.runFor(29_000 - loadedFor);
  await expect(dot).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(dot).toBeVisible();
  await launcher(page).click();
  await expect(dot).toHaveCount(0);
  await page.getByRole('button', { name: 'Close the ERP assistant' }).click();
  await page.clock.runFor(60_000);
  await expect(dot).toHaveCount(0);
});
