import { readFile } from 'node:fs/promises';
import type { AccountScript, ScriptList } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 120_000 });

const scripts = async (page: Page): Promise<ScriptList> => (await page.request.get('/api/netsuite/scripts')).json();
const count = (page: Page) => page.getByRole('region', { name: 'Deployed scripts' }).locator('.list-count');
const card = (page: Page, name: string) =>
  page.locator('.resource-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tile = (page: Page, label: string) =>
  page
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('NETSUITE.SCRIPTS: the account’s scripts, searched and filtered, paused for real, tiles from the records', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/netsuite/scripts');
  await expect(page.getByRole('tab', { name: 'DEPLOYED.SCRIPTS' })).toHaveAttribute('aria-selected', 'true');

  const all = (await scripts(page)).scripts;
  const total = all.length;
  expect(total).toBeGreaterThan(5);
  await expect(count(page)).toHaveText(`${total} of ${total} scripts`);

  const userEvents = all.filter((script) => script.type === 'UserEvent');
  await page.getByLabel('TYPE', { exact: true }).selectOption('UserEvent');
  await expect(count(page)).toHaveText(`${userEvents.length} of ${total} scripts`);
  await expect(page).toHaveURL(/type=UserEvent/);

  const sample = userEvents.find(
    (script) => script.deployments.length > 0 && script.deployments.every((deployment) => deployment.isDeployed),
  ) as AccountScript;
  const word = sample.name.split(' ')[0] ?? sample.name;
  const matching = userEvents.filter((script) =>
    [script.name, script.description, script.scriptId].some((field) =>
      field?.toLowerCase().includes(word.toLowerCase()),
    ),
  );
  await page.getByLabel('SEARCH.SCRIPTS').fill(word);
  await expect(count(page)).toHaveText(`${matching.length} of ${total} scripts`);
  await expectNoAxeViolations(page);

  // Footer tiles: computed from every record, whatever the filters; the log may grow meanwhile.
  await expect(async () => {
    const list = await scripts(page);
    await page.reload();
    await expect(tile(page, 'TOTAL.SCRIPTS')).toHaveText(String(list.scripts.length));
    await expect(tile(page, 'ACTIVE.SCRIPTS')).toHaveText(
      String(list.scripts.filter((script) => script.status === 'active').length),
    );
    await expect(tile(page, 'EXECUTIONS.TODAY')).toHaveText(list.executions24h.toLocaleString('en-US'));
    await expect(tile(page, 'ERROR.RATE')).toHaveText(
      list.errorRate24h === null ? 'N/A' : `${list.errorRate24h.toFixed(2)}%`,
    );
  }).toPass({ timeout: 30_000 });

  // PAUSE turns the script's deployments off in the account: the status survives a reload.
  await page.getByLabel('SEARCH.SCRIPTS').fill(sample.name);
  const row = card(page, sample.name);
  await row.getByRole('button', { name: `PAUSE ${sample.name}` }).click();
  await page.getByRole('dialog', { name: 'PAUSE' }).getByRole('button', { name: 'PAUSE' }).click();
  await expect(row.getByRole('button', { name: `ACTIVATE ${sample.name}` })).toBeVisible();
  await page.reload();
  await expect(row.locator('.status-dot')).toHaveText('inactive');
  const paused = (await scripts(page)).scripts.find((script) => script.id === sample.id);
  expect(paused?.deployments.every((deployment) => !deployment.isDeployed)).toBe(true);
  await page.getByLabel('STATUS', { exact: true }).selectOption('inactive');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `ACTIVATE ${sample.name}` }).click();
  await expect(row).toBeHidden();
  const restored = (await scripts(page)).scripts.find((script) => script.id === sample.id);
  expect(restored?.deployments.every((deployment) => deployment.isDeployed)).toBe(true);

  await page.getByRole('tab', { name: 'SCRIPT.LIBRARY' }).click();
  await expect(page).toHaveURL(/view=library/);
  await expect(page.getByRole('region', { name: 'Script library' }).locator('.list-count')).toHaveText(
    /^\d+ of \d+ libraries$/,
  );
  await expect(page.locator('.resource-card').first()).toContainText('()');
  await expectNoAxeViolations(page);
});

test('an analyst reads the scripts but is offered no PAUSE, and the API refuses it', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '', 'analyst');
  await page.goto('/netsuite/scripts');
  const all = (await scripts(page)).scripts;
  await expect(count(page)).toHaveText(`${all.length} of ${all.length} scripts`);
  await expect(page.getByRole('button', { name: /^PAUSE / })).toHaveCount(0);
  const deployment = all.flatMap((script) => script.deployments)[0];
  const refused = await page.request.patch(`/api/netsuite/scripts/deployments/${deployment?.id}`, {
    data: { isDeployed: false },
    headers: { Origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(403);
});

test('VIEW shows a script’s deployments and code, VIEW.CODE and DOWNLOAD a library file, EXPORT.ALL every script as CSV', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const all = (await scripts(page)).scripts;
  const withFile = all.find((script) => script.fileId !== null && script.deployments.length > 0) as AccountScript;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/scripts?q=${encodeURIComponent(withFile.scriptId)}`);
    await card(page, withFile.name)
      .getByRole('button', { name: `VIEW ${withFile.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: withFile.name });
    await expect(dialog.getByText(withFile.deployments[0]?.scriptId ?? '')).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('define(');
    await expect(dialog.locator('pre .hljs-keyword').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORT.ALL' }).click();
  const csv = await exported;
  expect(csv.suggestedFilename()).toMatch(/^netsuite-scripts-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toContain('SCRIPT.ID,NAME,TYPE,STATUS');
  expect(lines.length).toBe((await scripts(page)).scripts.length + 1);

  await page.getByRole('tab', { name: 'SCRIPT.LIBRARY' }).click();
  const library = page.locator('.resource-card').first();
  const name = (await library.getByRole('heading').first().textContent()) ?? '';
  await library.getByRole('button', { name: `VIEW.CODE ${name}` }).click();
  const code = page.getByRole('dialog', { name });
  await expect(code.locator('pre')).toContainText('define(');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  const downloaded = page.waitForEvent('download');
  await library.getByRole('button', { name: `DOWNLOAD ${name}` }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(name);
  expect(await readFile(await file.path(), 'utf8')).toContain('define(');
});

test('EDIT changes a deployment’s log level in the account, kept over a reload', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const all = (await scripts(page)).scripts;
  const target = all.find((script) => script.deployments[0]?.logLevel === 'DEBUG') ?? all[0];
  const deployment = target?.deployments[0];
  if (target === undefined || deployment === undefined) throw new Error('The sandbox has no deployment');
  const level = deployment.logLevel === 'AUDIT' ? 'ERROR' : 'AUDIT';
  await page.goto(`/netsuite/scripts?q=${encodeURIComponent(target.scriptId)}`);
  await card(page, target.name)
    .getByRole('button', { name: `EDIT ${target.name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'EDIT' });
  await form.getByLabel('LOG.LEVEL').first().selectOption(level);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await page.reload();
  await card(page, target.name)
    .getByRole('button', { name: `VIEW ${target.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: target.name })).toContainText(`log ${level}`);
  const saved = (await scripts(page)).scripts.find((script) => script.id === target.id);
  expect(saved?.deployments[0]?.logLevel).toBe(level);
});

test('DEPLOY adds a deployment on another record type, previewed and confirmed, kept over a reload', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const all = (await scripts(page)).scripts;
  const target = all.find(
    (script) => script.type === 'UserEvent' && script.fileId !== null && script.deployments.length > 0,
  ) as AccountScript;
  const dialog = page.getByRole('dialog', { name: `DEPLOY ${target.name}` });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/scripts?q=${encodeURIComponent(target.scriptId)}`);
    await card(page, target.name)
      .getByRole('button', { name: `DEPLOY ${target.name}` })
      .click();
    await expect(dialog.getByLabel('RECORD.TYPE')).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`deploy-${width}.png`) });
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
  }
  await card(page, target.name)
    .getByRole('button', { name: `DEPLOY ${target.name}` })
    .click();
  const options = await dialog.getByLabel('RECORD.TYPE').locator('option').allTextContents();
  for (const deployment of target.deployments) expect(options).not.toContain(deployment.recordType);
  const recordType = options[0] ?? '';
  await dialog.getByLabel('RECORD.TYPE').selectOption({ label: recordType });
  await dialog.getByRole('button', { name: 'PREVIEW' }).click();
  await expect(dialog.getByText(new RegExp(`^Update usereventscript ${target.scriptId}`))).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Success. Deployed successfully.', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await page.reload();
  const deployed = target.deployments.filter((deployment) => deployment.isDeployed).length;
  await expect(card(page, target.name)).toContainText(`${deployed + 1} of ${target.deployments.length + 1} deployed`);
  const after = (await scripts(page)).scripts.find((script) => script.id === target.id);
  expect(after?.deployments.slice(0, target.deployments.length)).toEqual(target.deployments);
  expect(after?.deployments.at(-1)).toMatchObject({ recordType, status: 'TESTING', isDeployed: true });
});

test('EDIT on a library module opens a project of its file, which deploys over the account’s copy', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/netsuite/scripts?view=library');
  const library = page.locator('.resource-card').first();
  const name = (await library.getByRole('heading').first().textContent()) ?? '';
  await library.getByRole('button', { name: `EDIT ${name}` }).click();
  const project = `${name.replace(/\.js$/, '').toLowerCase()}_edit`;
  await expect(page).toHaveURL(new RegExp(`view=projects&project=${project}(_\\d+)?$`), { timeout: 30_000 });
  const opened = new URL(page.url()).searchParams.get('project') ?? '';
  const review = page.getByRole('region', { name: `PROJECT: ${opened}` });
  await expect(review.getByRole('navigation', { name: `Files of ${opened}` })).toContainText(name);
  await expect(review.locator('pre')).toContainText('define(');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `DEPLOY ${opened}` });
  await expect(dialog.getByText(new RegExp(`^Update file ~/FileCabinet/.+/${name.replace('.', '\\.')}$`))).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Success. Deployed successfully.', { timeout: 60_000 });
});
