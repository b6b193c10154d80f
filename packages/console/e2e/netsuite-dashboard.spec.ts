import type { NetsuiteDashboard, NetsuitePeriod } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 120_000 });

const dashboard = async (page: Page, period: NetsuitePeriod): Promise<NetsuiteDashboard> =>
  (await page.request.get(`/api/netsuite/dashboard?period=${period}`)).json();
const count = (page: Page) => page.getByRole('region', { name: 'Recent activities' }).locator('.list-count');
const total = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('NETSUITE.COMMAND: totals and activity of the account and the agent over the period, searched, filtered and re-queried', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const asked = await page.request.post('/api/chatbot/process', {
    data: { prompt: 'How many vendors do we have?' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(asked.status()).toBe(200);

  await page.goto('/netsuite');
  await expect(page.getByLabel('PERIOD')).toHaveValue('24h');
  const day = await dashboard(page, '24h');
  for (const one of day.totals.filter((item) => ['CUSTOMERS', 'VENDORS', 'ITEMS'].includes(item.label))) {
    await expect(total(page, one.label)).toHaveText(one.value.toLocaleString('en-US'));
  }
  expect(day.totals.find((item) => item.label === 'AGENT.REQUESTS')?.value).toBeGreaterThan(0);
  const activities = day.activities;
  await expect(count(page)).toHaveText(
    `${activities.length} of ${activities.length} ${activities.length === 1 ? 'activity' : 'activities'}`,
  );
  const agent = activities.filter((activity) => activity.type === 'agent');
  expect(agent.length).toBeGreaterThan(0);
  await page.getByLabel('TYPE', { exact: true }).selectOption('agent');
  await expect(count(page)).toHaveText(`${agent.length} of ${activities.length} activities`);
  const word = (agent[0]?.action ?? '').split(' ').at(-1) ?? '';
  const matching = agent.filter((activity) =>
    [activity.action, activity.details].some((field) => field.toLowerCase().includes(word.toLowerCase())),
  );
  await page.getByLabel('SEARCH.ACTIVITIES').fill(word);
  await expect(count(page)).toHaveText(
    `${matching.length} of ${activities.length} ${activities.length === 1 ? 'activity' : 'activities'}`,
  );
  const tile = page
    .getByRole('region', { name: 'Recent activities' })
    .locator('.list-tile')
    .filter({ has: page.getByText('COMPLETED', { exact: true }) })
    .locator('dd');
  await expect(tile).toHaveText(String(activities.filter((activity) => activity.status === 'completed').length));
  await expectNoAxeViolations(page);

  await page.getByLabel('PERIOD').selectOption('30d');
  await expect(page).toHaveURL(/period=30d/);
  await expect(async () => {
    const month = await dashboard(page, '30d');
    const transactions = month.totals.find((item) => item.label === 'TRANSACTIONS')?.value ?? 0;
    await expect(total(page, 'TRANSACTIONS')).toHaveText(transactions.toLocaleString('en-US'));
  }).toPass({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByLabel('PERIOD')).toHaveValue('30d');
  await expectNoAxeViolations(page);
});

test('QUICK.ACTIONS lead to the real screens at the right tab or filter, and open the assistant', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const panel = page.getByRole('region', { name: 'QUICK.ACTIONS' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/netsuite');
    await expect(panel.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`quick-actions-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
  await panel.getByRole('link', { name: 'Review Script Errors' }).click();
  await expect(page).toHaveURL(/\/netsuite\/scripts\?status=error$/);
  await expect(page.getByLabel('STATUS', { exact: true })).toHaveValue('error');
  await page.goBack();
  await panel.getByRole('link', { name: 'Start Workflow From Template' }).click();
  await expect(page.getByRole('tab', { name: 'TEMPLATES' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await panel.getByRole('button', { name: 'Ask The Assistant' }).click();
  await expect(
    page.locator('[data-console-assistant]').getByRole('dialog', { name: 'ERP AI assistant' }),
  ).toBeVisible();
});

test('an analyst is offered only the quick actions the role may take', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '', 'analyst');
  await page.goto('/netsuite');
  const panel = page.getByRole('region', { name: 'QUICK.ACTIONS' });
  await expect(panel.getByRole('link')).toHaveText([
    'Review Script Errors',
    'Create Saved Search',
    'Manage Integration Records',
  ]);
  await expect(panel.getByRole('link', { name: 'Deploy SuiteCloud Project' })).toHaveCount(0);
});
