import type { AccountWorkflow, WorkflowList } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 120_000 });

const workflows = async (page: Page): Promise<WorkflowList> =>
  (await page.request.get('/api/netsuite/workflows')).json();
const count = (page: Page) => page.getByRole('region', { name: 'Workflows' }).locator('.list-count');
const card = (page: Page, name: string) =>
  page.locator('.resource-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tile = (page: Page, label: string) =>
  page
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('NETSUITE.WORKFLOWS: released ones first, a category and a search counted, suspended for real, tiles from the records', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/netsuite/workflows');
  await expect(page.getByRole('tab', { name: 'ACTIVE.WORKFLOWS' })).toHaveAttribute('aria-selected', 'true');

  const all = (await workflows(page)).workflows;
  const active = all.filter((workflow) => workflow.status === 'active');
  expect(active.length).toBeGreaterThan(1);
  await expect(count(page)).toHaveText(`${active.length} of ${active.length} workflows`);

  const category = (active[0] as AccountWorkflow).category;
  const inCategory = active.filter((workflow) => workflow.category === category);
  await page.getByLabel('CATEGORY', { exact: true }).selectOption(category);
  await expect(count(page)).toHaveText(`${inCategory.length} of ${active.length} workflows`);

  const sample = inCategory[0] as AccountWorkflow;
  const word = sample.name.split(' ')[0] ?? sample.name;
  const matching = inCategory.filter((workflow) =>
    [workflow.name, workflow.description, workflow.recordType].some((field) =>
      field?.toLowerCase().includes(word.toLowerCase()),
    ),
  );
  await page.getByLabel('SEARCH.WORKFLOWS').fill(word);
  await expect(count(page)).toHaveText(`${matching.length} of ${active.length} workflows`);
  await expect(card(page, sample.name)).toContainText(sample.triggers[0] ?? '');
  await expectNoAxeViolations(page);

  await expect(async () => {
    const list = (await workflows(page)).workflows;
    await page.reload();
    const completed = list.reduce((sum, workflow) => sum + workflow.completed30d, 0);
    const failed = list.reduce((sum, workflow) => sum + workflow.failed30d, 0);
    await expect(tile(page, 'TOTAL.WORKFLOWS')).toHaveText(String(list.length));
    await expect(tile(page, 'ACTIVE.WORKFLOWS')).toHaveText(
      String(list.filter((workflow) => workflow.status === 'active').length),
    );
    await expect(tile(page, 'EXECUTIONS.30D')).toHaveText(
      list.reduce((sum, workflow) => sum + workflow.executions30d, 0).toLocaleString('en-US'),
    );
    const rate = Math.round((completed / (completed + failed)) * 1000) / 10;
    await expect(tile(page, 'SUCCESS.RATE')).toHaveText(`${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`);
  }).toPass({ timeout: 30_000 });

  // PAUSE suspends the workflow in the account: it leaves the active tab, and stays in INACTIVE after a reload.
  await page.getByLabel('SEARCH.WORKFLOWS').fill(sample.name);
  await card(page, sample.name)
    .getByRole('button', { name: `PAUSE ${sample.name}` })
    .click();
  await page.getByRole('dialog', { name: 'PAUSE' }).getByRole('button', { name: 'PAUSE' }).click();
  await expect(card(page, sample.name)).toBeHidden();
  await page.getByRole('tab', { name: 'INACTIVE' }).click();
  await page.reload();
  await expect(card(page, sample.name)).toContainText('SUSPENDED');
  const suspended = (await workflows(page)).workflows.find((workflow) => workflow.id === sample.id);
  expect(suspended?.releaseStatus).toBe('SUSPENDED');
  await expectNoAxeViolations(page);

  await card(page, sample.name)
    .getByRole('button', { name: `ACTIVATE ${sample.name}` })
    .click();
  await expect(card(page, sample.name)).toBeHidden();
  const released = (await workflows(page)).workflows.find((workflow) => workflow.id === sample.id);
  expect(released?.releaseStatus).toBe('RELEASED');
});
