import type { AccountSavedSearch, ReportScheduleList, SavedSearchPage } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
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
