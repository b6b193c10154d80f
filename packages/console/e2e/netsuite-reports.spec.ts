import { readFile } from 'node:fs/promises';
import type { AccountSavedSearch, ReportScheduleList, SavedSearchPage, SavedSearchView } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { REPORT_TEMPLATES } from '../src/pages/netsuite-reports/report-templates.ts';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 150_000 });

const reports = async (page: Page): Promise<SavedSearchPage> =>
  (await page.request.get('/api/netsuite/reports')).json();
const schedules = async (page: Page): Promise<ReportScheduleList> =>
  (await page.request.get('/api/netsuite/reports/schedules')).json();
const count = (page: Page, list: string) => page.getByRole('region', { name: list }).locator('.list-count');
const card = (page: Page, name: string) =>
  page.locator('.resource-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tile = (page: Page, label: string) =>
  page
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

test('NETSUITE.REPORTS: saved searches counted, RUN measured and kept, a schedule paused and run now, tiles from the records', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/netsuite/reports');
  await expect(page.getByRole('tab', { name: 'SAVED.SEARCHES' })).toHaveAttribute('aria-selected', 'true');

  const all = (await reports(page)).searches;
  const total = all.length;
  await expect(count(page, 'Saved searches')).toHaveText(`${total} of ${total} saved searches`);
  const sample = all[0] as AccountSavedSearch;
  const inCategory = all.filter((search) => search.category === sample.category);
  await page.getByLabel('CATEGORY', { exact: true }).selectOption(sample.category);
  await expect(count(page, 'Saved searches')).toHaveText(`${inCategory.length} of ${total} saved searches`);
  const word = sample.title.split(' ')[0] ?? sample.title;
  const matching = inCategory.filter((search) =>
    [search.title, search.description].some((field) => field.toLowerCase().includes(word.toLowerCase())),
  );
  await page.getByLabel('SEARCH.SAVED.SEARCHES').fill(word);
  await expect(count(page, 'Saved searches')).toHaveText(`${matching.length} of ${total} saved searches`);
  await expectNoAxeViolations(page);

  // RUN: rows in a dialog; the measured run is kept, so RECORDS and LAST.RUN survive a reload.
  await page.getByLabel('SEARCH.SAVED.SEARCHES').fill(sample.title);
  await card(page, sample.title)
    .getByRole('button', { name: `RUN ${sample.title}` })
    .click();
  const results = page.getByRole('dialog', { name: 'RESULTS' });
  await expect(results.getByRole('status')).toContainText('rows in');
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  const ran = (await reports(page)).searches.find((search) => search.id === sample.id);
  expect(ran?.lastRun).not.toBeNull();
  await expect(card(page, sample.title)).toContainText((ran?.records ?? 0).toLocaleString('en-US'));
  await expect(card(page, sample.title).locator('.status-dot')).toHaveText('active');

  // SCHEDULE, then PAUSE (kept over a reload) and RUN.NOW on the SCHEDULED tab.
  await card(page, sample.title)
    .getByRole('button', { name: `SCHEDULE ${sample.title}` })
    .click();
  const form = page.getByRole('dialog', { name: 'SCHEDULE' });
  await form.getByLabel('RECIPIENTS').fill('not-an-address');
  await form.getByRole('button', { name: 'SCHEDULE' }).click();
  await expect(form.getByText('Enter one or more email addresses')).toBeVisible();
  await form.getByLabel('RECIPIENTS').fill('cfo@example.com, controller@example.com');
  await form.getByLabel('FREQUENCY').selectOption('Weekly');
  await form.getByRole('button', { name: 'SCHEDULE' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, sample.title)).toContainText('SCHEDULED');

  await expect(async () => {
    const list = await reports(page);
    await page.reload();
    await expect(tile(page, 'TOTAL.SEARCHES')).toHaveText(String(list.searches.length));
    await expect(tile(page, 'ACTIVE.REPORTS')).toHaveText(
      String(list.searches.filter((search) => search.status === 'active').length),
    );
    await expect(tile(page, 'SCHEDULED')).toHaveText(String(list.searches.filter((search) => search.scheduled).length));
    await expect(tile(page, 'AVG.RUNTIME')).toHaveText(
      list.avgRuntimeMs === null ? 'N/A' : duration(list.avgRuntimeMs),
    );
  }).toPass({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'SCHEDULED' }).click();
  const mine = (await schedules(page)).schedules.find(
    (schedule) => schedule.searchId === sample.id && schedule.recipients.includes('controller@example.com'),
  );
  if (!mine) throw new Error('The schedule was not stored');
  expect(mine.frequency).toBe('Weekly');
  await page.getByLabel('SEARCH.SCHEDULES').fill(mine.name);
  const scheduled = page.locator('.resource-card').filter({ hasText: 'controller@example.com' });
  await scheduled.getByRole('button', { name: `PAUSE ${mine.name}` }).click();
  await expect(scheduled.locator('.status-dot')).toHaveText('paused');
  await page.reload();
  await expect(scheduled.locator('.status-dot')).toHaveText('paused');
  await expect(scheduled).toContainText('Paused');
  await scheduled.getByRole('button', { name: `RUN.NOW ${mine.name}` }).click();
  await expect(scheduled).toContainText('(ok)');
  const after = (await schedules(page)).schedules.find((schedule) => schedule.id === mine.id);
  expect(after?.lastRun?.trigger).toBe('schedule');
  await scheduled.getByRole('button', { name: `RESUME ${mine.name}` }).click();
  await expect(scheduled.locator('.status-dot')).toHaveText('active');
  await expectNoAxeViolations(page);
});

test('NETSUITE.REPORTS actions: NEW.SEARCH by form, VIEW its definition, EDIT kept over a reload, EXPORT and EXPORT.ALL as CSV, USE.TEMPLATE, CONFIG a schedule', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const stamp = Date.now().toString(36);
  const title = `Big invoices ${stamp}`;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/netsuite/reports');
    await page.getByRole('button', { name: 'NEW.SEARCH' }).click();
    const form = page.getByRole('dialog', { name: 'NEW.SEARCH' });
    await expect(form.getByLabel('COLUMNS')).toHaveValue('tranid, trandate, entity, status, amount');
    await form.getByRole('button', { name: 'ADD.CRITERION' }).click();
    await expect(form.getByLabel('FIELD of criterion 1')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`new-search-${width}.png`) });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'CANCEL' }).click();
  }

  // NEW.SEARCH: a search with no name is refused in the form, then created in the account.
  await page.getByRole('button', { name: 'NEW.SEARCH' }).click();
  const form = page.getByRole('dialog', { name: 'NEW.SEARCH' });
  await form.getByRole('button', { name: 'CREATE' }).click();
  await expect(form.getByText('Give the search a name of up to 200 characters')).toBeVisible();
  await form.getByLabel('NAME').fill(title);
  await form.getByLabel('DESCRIPTION').fill('Invoices for the weekly review');
  // CRITERIA: checked against the record type's fields in the form, kept with the search by the account.
  await form.getByRole('button', { name: 'ADD.CRITERION' }).click();
  await form.getByLabel('FIELD of criterion 1').selectOption('amount');
  await form.getByLabel('OPERATOR of criterion 1').selectOption('greaterthan');
  await form.getByLabel('VALUE of criterion 1').fill('five thousand');
  await form.getByRole('button', { name: 'CREATE' }).click();
  await expect(form.getByText('Amount takes numbers')).toBeVisible();
  await form.getByLabel('VALUE of criterion 1').fill('5000');
  await form.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Created ${title}` })).toBeVisible({ timeout: 20_000 });
  const created = (await reports(page)).searches.find((search) => search.title === title) as AccountSavedSearch;
  expect(created).toMatchObject({ description: 'Invoices for the weekly review', shared: false, type: 'Transaction' });
  const definition: SavedSearchView = await (
    await page.request.get(`/api/netsuite/reports/searches/${created.id}`)
  ).json();
  expect(definition.filters).toEqual([{ field: 'amount', operator: 'greaterthan', values: [5000] }]);

  // VIEW: the definition as the account holds it.
  await page.getByLabel('SEARCH.SAVED.SEARCHES').fill(title);
  await card(page, title)
    .getByRole('button', { name: `VIEW ${title}` })
    .click();
  const view = page.getByRole('dialog', { name: 'SAVED.SEARCH' });
  await expect(view).toContainText(created.scriptId);
  await expect(view).toContainText('Private to its owner');
  await expect(view.getByRole('listitem').filter({ hasText: 'trandate' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // EDIT: renamed, shared and described in the account; it survives a reload.
  const renamed = `Invoices to review ${stamp}`;
  await card(page, title)
    .getByRole('button', { name: `EDIT ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'EDIT' });
  await edit.getByLabel('NAME').fill(renamed);
  await edit.getByLabel(/SHARED/).check();
  await edit.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${renamed}.` })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/netsuite/reports?q=${encodeURIComponent(stamp)}`);
  await expect(card(page, renamed).getByText('SHARED', { exact: true })).toBeVisible();
  const edited = (await reports(page)).searches.find((search) => search.id === created.id);
  expect(edited).toMatchObject({ title: renamed, shared: true });

  // EXPORT: the search's rows as CSV under its column labels; EXPORT.ALL every search.
  const exported = page.waitForEvent('download');
  await card(page, renamed)
    .getByRole('button', { name: `EXPORT ${renamed}` })
    .click();
  const rows = await exported;
  expect(rows.suggestedFilename()).toMatch(new RegExp(`^${created.scriptId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = (await readFile(await rows.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toContain('Document Number');
  await expect(page.getByRole('status').filter({ hasText: /^Exported/ })).toContainText(renamed);
  // The export's run is measured and kept: the card's RECORDS and LAST.RUN show it without a reload.
  await expect(card(page, renamed)).not.toContainText('Not run');
  const everything = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORT.ALL' }).click();
  const list = (await readFile(await (await everything).path(), 'utf8')).trim().split('\r\n');
  expect(list.length).toBe((await reports(page)).searches.length + 1);

  // USE.TEMPLATE creates the template's search in the account.
  const template = REPORT_TEMPLATES.find((one) => one.id === 'low-stock');
  await page.getByRole('tab', { name: 'TEMPLATES' }).click();
  await expect(page.getByRole('region', { name: 'Report templates' }).locator('.list-count')).toHaveText(
    `${REPORT_TEMPLATES.length} of ${REPORT_TEMPLATES.length} templates`,
  );
  await card(page, 'Low Stock Items').getByRole('button', { name: 'PREVIEW Low Stock Items' }).click();
  await expect(page.getByRole('dialog', { name: 'PREVIEW' }).locator('pre')).toContainText('quantityavailable');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  const before = (await reports(page)).searches.length;
  await card(page, 'Low Stock Items').getByRole('button', { name: 'USE.TEMPLATE Low Stock Items' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'from the template' })).toBeVisible({ timeout: 20_000 });
  const after = (await reports(page)).searches;
  expect(after.length).toBe(before + 1);
  expect(after.some((search) => search.title === template?.definition.title && search.type === 'Item')).toBe(true);

  // CONFIG: a schedule's time and recipients changed, kept over a reload.
  const scheduled = await page.request.post('/api/netsuite/reports/schedules', {
    data: {
      searchId: created.id,
      frequency: 'Daily',
      timeOfDay: '07:00',
      recipients: ['cfo@example.com'],
      format: 'PDF',
    },
    headers: { Origin: baseURL ?? '' },
  });
  expect(scheduled.ok()).toBe(true);
  const scheduleName = ((await scheduled.json()) as { name: string }).name;
  await page.goto(`/netsuite/reports?view=scheduled&q=${encodeURIComponent(stamp)}`);
  await expect(page.getByText('This server has no mail service')).toBeVisible();
  await card(page, scheduleName)
    .getByRole('button', { name: `CONFIG ${scheduleName}` })
    .click();
  const config = page.getByRole('dialog', { name: 'CONFIG' });
  await expect(config.getByLabel('RECIPIENTS')).toHaveValue('cfo@example.com');
  await config.getByLabel('TIME').fill('18:30');
  await config.getByLabel('RECIPIENTS').fill('cfo@example.com, ar@example.com');
  await config.getByRole('button', { name: 'SAVE' }).click();
  await expect(config).toBeHidden({ timeout: 20_000 });
  await page.reload();
  await expect(card(page, scheduleName)).toContainText('Daily at 18:30');
  await expect(card(page, scheduleName)).toContainText('2: cfo@example.com, ar@example.com');
  await expectNoAxeViolations(page);
});
