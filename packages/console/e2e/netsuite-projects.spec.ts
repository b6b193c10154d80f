import type { ScriptList } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 150_000 });

const scripts = async (page: Page): Promise<ScriptList> => (await page.request.get('/api/netsuite/scripts')).json();

/** Deploys the project under review through its dialog and waits for NetSuite's answer. */
async function deployFromReview(page: Page, name: string, objectId: string) {
  const review = page.getByRole('region', { name: `PROJECT: ${name}` });
  await review.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `DEPLOY ${name}` });
  await expect(dialog.getByText(new RegExp(`^Create \\w+ ${objectId}`))).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'DEPLOY', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Success. Deployed successfully.', { timeout: 60_000 });
  return dialog;
}

test('CLONE a script of the account: its project reviewed, deployed after the preview, and listed beside the original', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const original = (await scripts(page)).scripts.find(
    (script) => script.type === 'UserEvent' && script.fileId !== null && script.deployments.length > 0,
  );
  if (!original) throw new Error('the sandbox has no user event script to clone');
  const base = original.scriptId.replace(/^customscript_/, '');
  const copyId = `customscript_${base}_copy`;

  await page.goto(`/netsuite/scripts?q=${encodeURIComponent(original.scriptId)}`);
  await page.getByRole('button', { name: `CLONE ${original.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`view=projects&project=${base}_copy$`), { timeout: 30_000 });
  const review = page.getByRole('region', { name: `PROJECT: ${base}_copy` });
  await expect(review.getByRole('navigation', { name: `Files of ${base}_copy` })).toContainText(`${base}_copy.js`);
  await expect(review.locator('pre')).toContainText('@NScriptType UserEventScript');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await review.getByRole('button', { name: 'DEPLOY', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `DEPLOY ${base}_copy` });
    await expect(dialog.getByText(`Create usereventscript ${copyId} (${original.name} (copy))`)).toBeVisible({
      timeout: 30_000,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`deploy-preview-${width}.png`) });
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
  }
  // Cancelled previews deployed nothing.
  expect((await scripts(page)).scripts.some((script) => script.scriptId === copyId)).toBe(false);

  const dialog = await deployFromReview(page, `${base}_copy`, copyId);
  await page.screenshot({ path: test.info().outputPath('deployed-1280.png') });
  await dialog.getByRole('link', { name: 'DEPLOYED.SCRIPTS' }).click();
  await expect(page.getByRole('tab', { name: 'DEPLOYED.SCRIPTS' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('SEARCH.SCRIPTS').fill(copyId);
  const listed = await scripts(page);
  await expect(page.getByRole('region', { name: 'Deployed scripts' }).locator('.list-count')).toHaveText(
    `1 of ${listed.scripts.length} scripts`,
  );
  await expect(page.locator('.resource-card')).toContainText(`${original.name} (copy)`);
  expect(listed.scripts.find((script) => script.id === original.id)?.deployments).toEqual(original.deployments);
});

test('TEMPLATES: PREVIEW the script, USE.TEMPLATE, review and deploy it', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/netsuite/scripts?view=templates');
    await expect(page.getByRole('tab', { name: 'TEMPLATES' })).toHaveAttribute('aria-selected', 'true');
    const templates = page.getByRole('region', { name: 'Script templates' });
    await expect(templates.locator('.list-count')).toHaveText(/^\d+ of \d+ templates$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`templates-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'PREVIEW Nightly heartbeat' }).click();
  const preview = page.getByRole('dialog', { name: 'Nightly heartbeat' });
  await expect(preview.locator('pre')).toContainText('@NScriptType ScheduledScript');
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'USE.TEMPLATE Nightly heartbeat' }).click();
  await expect(page).toHaveURL(/view=projects&project=ss_nightly_heartbeat$/, { timeout: 30_000 });
  await deployFromReview(page, 'ss_nightly_heartbeat', 'customscript_ss_nightly_heartbeat');
  const deployed = (await scripts(page)).scripts.find(
    (script) => script.scriptId === 'customscript_ss_nightly_heartbeat',
  );
  expect(deployed).toMatchObject({ name: 'Nightly heartbeat', type: 'ScheduledScript' });
});
