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

test('TEMPLATES: PREVIEW a workflow, USE.TEMPLATE, review and deploy it, then find it under ALL.WORKFLOWS', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/netsuite/workflows?tab=templates');
    await expect(page.getByRole('tab', { name: 'TEMPLATES' })).toHaveAttribute('aria-selected', 'true');
    const templates = page.getByRole('region', { name: 'Workflow templates' });
    await expect(templates.locator('.list-count')).toHaveText(/^\d+ of \d+ templates$/);
    await page.getByLabel('CATEGORY', { exact: true }).selectOption('Data Quality');
    await expect(templates.locator('.list-count')).toHaveText(/^1 of \d+ templates$/);
    await page.getByLabel('CATEGORY', { exact: true }).selectOption('all');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`workflow-templates-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'PREVIEW Large invoice review' }).click();
  const preview = page.getByRole('dialog', { name: 'Large invoice review' });
  await expect(preview).toContainText('Only when the total is over 25,000');
  await expect(preview.locator('pre')).toContainText('<workflow scriptid="customworkflow_invoice_review">');
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'USE.TEMPLATE Large invoice review' }).click();
  await expect(page).toHaveURL(/\/netsuite\/scripts\?view=projects&project=workflow_invoice_review(_\d+)?$/, {
    timeout: 30_000,
  });
  const name = new URL(page.url()).searchParams.get('project') ?? '';
  const scriptId = `customworkflow_${name.replace(/^workflow_/, '')}`;
  const review = page.getByRole('region', { name: `PROJECT: ${name}` });
  await expect(review.locator('pre')).toContainText('<releasestatus>TESTING</releasestatus>');
  await review.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `DEPLOY ${name}` });
  await expect(dialog.getByText(`Create workflow ${scriptId} (Large invoice review)`)).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Success. Deployed successfully.', { timeout: 60_000 });
  await dialog.getByRole('link', { name: 'ALL.WORKFLOWS' }).click();

  await expect(page.getByRole('tab', { name: 'ALL.WORKFLOWS' })).toHaveAttribute('aria-selected', 'true');
  const deployed = (await workflows(page)).workflows.find((workflow) => workflow.scriptId === scriptId);
  expect(deployed).toMatchObject({ name: 'Large invoice review', status: 'testing', releaseStatus: 'TESTING' });
  await page.getByLabel('SEARCH.WORKFLOWS').fill('Large invoice review');
  await expect(card(page, 'Large invoice review').first()).toContainText('TESTING');
  await expect(card(page, 'Large invoice review').first()).toContainText('Set memo to Review before sending');
});

const noSidewaysScroll = async (page: Page, width: number) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
};

test('CLONE a workflow, review and deploy the copy, and find it after a reload; EDIT opens the workflow’s own project; NEW.WORKFLOW the templates', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  // A suspended one: the first story pauses and activates released workflows at the same time.
  const original = (await workflows(page)).workflows.find((workflow) => workflow.releaseStatus === 'SUSPENDED');
  if (!original) throw new Error('the sandbox has no suspended workflow');
  const copyName = `${original.name} (copy)`;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/workflows?tab=all&q=${encodeURIComponent(original.name)}`);
    await card(page, original.name)
      .getByRole('button', { name: `CLONE ${original.name}` })
      .click();
    await expect(page).toHaveURL(/\/netsuite\/scripts\?view=projects&project=\w+_copy(_\d+)?$/, { timeout: 30_000 });
    const name = new URL(page.url()).searchParams.get('project') ?? '';
    const scriptId = `customworkflow_${name}`;
    const review = page.getByRole('region', { name: `PROJECT: ${name}` });
    await expect(review.locator('pre')).toContainText(`<workflow scriptid="${scriptId}">`);
    await expect(review.locator('pre')).toContainText(`<name>${copyName}</name>`);
    await expect(review.locator('pre')).toContainText('<releasestatus>TESTING</releasestatus>');
    await noSidewaysScroll(page, width);
    await expectNoAxeViolations(page);

    await review.getByRole('button', { name: 'DEPLOY', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `DEPLOY ${name}` });
    await expect(dialog.getByText(`Create workflow ${scriptId} (${copyName})`)).toBeVisible({ timeout: 30_000 });
    await noSidewaysScroll(page, width);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'DEPLOY', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Success. Deployed successfully.', { timeout: 60_000 });
    await dialog.getByRole('link', { name: 'ALL.WORKFLOWS' }).click();

    await expect(page.getByRole('tab', { name: 'ALL.WORKFLOWS' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('SEARCH.WORKFLOWS').fill(copyName);
    await page.reload();
    await expect(page.getByLabel('SEARCH.WORKFLOWS')).toHaveValue(copyName);
    const copies = card(page, copyName);
    await expect(copies.filter({ hasText: 'TESTING' }).first()).toBeVisible();
    await expect(copies.first()).toContainText(original.actions[0] ?? 'None');
    const deployed = (await workflows(page)).workflows.find((workflow) => workflow.scriptId === scriptId);
    expect(deployed).toMatchObject({ name: copyName, status: 'testing', releaseStatus: 'TESTING' });
    expect(deployed?.actions).toEqual(original.actions);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: test.info().outputPath(`workflow-clone-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
  // Two copies, one per width, each under a script id of its own; the original is as it was.
  const after = (await workflows(page)).workflows;
  expect(after.filter((workflow) => workflow.name === copyName)).toHaveLength(2);
  expect(after.find((workflow) => workflow.id === original.id)).toMatchObject({
    name: original.name,
    releaseStatus: 'SUSPENDED',
  });

  await page.goto(`/netsuite/workflows?tab=all&q=${encodeURIComponent(original.name)}`);
  await card(page, original.name)
    .getByRole('button', { name: `EDIT ${original.name}` })
    .click();
  await expect(page).toHaveURL(/\/netsuite\/scripts\?view=projects&project=\w+_edit(_\d+)?$/, { timeout: 30_000 });
  const edit = new URL(page.url()).searchParams.get('project') ?? '';
  const editReview = page.getByRole('region', { name: `PROJECT: ${edit}` });
  await expect(editReview.locator('pre')).toContainText(`<workflow scriptid="${original.scriptId}">`);
  await editReview.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: `DEPLOY ${edit}` });
  await expect(editDialog.getByText(`Update workflow ${original.scriptId} (${original.name})`)).toBeVisible({
    timeout: 30_000,
  });
  await editDialog.getByRole('button', { name: 'CANCEL' }).click();

  await page.goto('/netsuite/workflows');
  await page.getByRole('link', { name: 'NEW.WORKFLOW' }).click();
  await expect(page.getByRole('tab', { name: 'TEMPLATES' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^USE\.TEMPLATE / }).first()).toBeVisible();
});

test('VIEW shows a workflow’s definition from the account; VIEW.LOGS its instances of 30 days, filtered', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const all = (await workflows(page)).workflows;
  const sample = all.find((workflow) => workflow.actions.length > 1) ?? (all[0] as AccountWorkflow);
  const definition = (await (await page.request.get(`/api/netsuite/workflows/${sample.scriptId}`)).json()) as {
    states: { name: string }[];
  };
  const log = (await (await page.request.get('/api/netsuite/workflow-instances')).json()) as {
    instances: { status: string }[];
    total: number;
  };
  expect(log.total).toBeGreaterThan(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/workflows?tab=all&q=${encodeURIComponent(sample.name)}`);
    await card(page, sample.name)
      .getByRole('button', { name: `VIEW ${sample.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: sample.name });
    await expect(dialog.getByText(sample.triggers.join(', '), { exact: true })).toBeVisible();
    await expect(dialog.locator('ol > li')).toHaveCount(definition.states.length);
    await expect(dialog).toContainText(sample.actions[0] ?? '');
    await dialog.getByText('DEFINITION.XML').click();
    await expect(dialog.locator('pre')).toContainText(`<workflow scriptid="${sample.scriptId}">`);
    await expectNoAxeViolations(page);
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`workflow-view-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'VIEW.LOGS' }).click();
    const logs = page
      .getByRole('dialog', { name: 'WORKFLOW.LOGS' })
      .getByRole('region', { name: 'Workflow instances' });
    await expect(logs.locator('.list-count')).toHaveText(`${log.total} of ${log.total} instances`);
    const failed = log.instances.filter((instance) => instance.status === 'Failed').length;
    await logs.getByLabel('STATUS').selectOption('Failed');
    await expect(logs.locator('.list-count')).toHaveText(`${failed} of ${log.total} instances`);
    // The dialog's filter leaves the workflows list's address alone.
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    await logs.getByLabel('STATUS').selectOption('all');
    await expectNoAxeViolations(page);
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`workflow-logs-${width}.png`) });
    await page.keyboard.press('Escape');
  }
});

test('an analyst may VIEW and read the logs but is offered no EDIT, CLONE, PAUSE, NEW.WORKFLOW or USE.TEMPLATE, and the API refuses them', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '', 'analyst');
  await page.goto('/netsuite/workflows?tab=all');
  const all = (await workflows(page)).workflows;
  await expect(count(page)).toHaveText(`${all.length} of ${all.length} workflows`);
  await expect(page.getByRole('button', { name: /^VIEW / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(EDIT|CLONE|PAUSE|ACTIVATE) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'VIEW.LOGS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'NEW.WORKFLOW' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'TEMPLATES' }).click();
  await expect(page.getByRole('button', { name: /^PREVIEW / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^USE\.TEMPLATE / })).toHaveCount(0);
  const headers = { Origin: baseURL ?? '' };
  const paused = await page.request.patch(`/api/netsuite/workflows/${all[0]?.scriptId}`, {
    data: { releaseStatus: 'SUSPENDED' },
    headers,
  });
  expect(paused.status()).toBe(403);
  const used = await page.request.post('/api/projects', {
    data: { from: 'template', templateId: 'po_large_alert' },
    headers,
  });
  expect(used.status()).toBe(403);
  for (const purpose of ['clone', 'edit']) {
    const copied = await page.request.post('/api/projects', {
      data: { from: 'workflow', scriptId: all[0]?.scriptId, purpose },
      headers,
    });
    expect(copied.status()).toBe(403);
  }
});
