import type { IntegrationList, NetsuitePeriod } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

// In order, in one worker: PAUSE and BLOCK change the CONNECTED tile the first story compares with the API.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const integrations = async (page: Page, period: NetsuitePeriod): Promise<IntegrationList> =>
  (await page.request.get(`/api/netsuite/integrations?period=${period}`)).json();
const count = (page: Page) => page.getByRole('region', { name: 'Integrations' }).locator('.list-count');
const tile = (page: Page, label: string) =>
  page
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function expectTiles(page: Page, list: IntegrationList) {
  const all = list.integrations;
  await expect(tile(page, 'INTEGRATIONS')).toHaveText(String(all.length));
  await expect(tile(page, 'CONNECTED')).toHaveText(
    String(all.filter((one) => one.status === 'active' || one.status === 'connected').length),
  );
  await expect(tile(page, 'AGENT.REQUESTS')).toHaveText(
    all.reduce((sum, one) => sum + (one.requests ?? 0), 0).toLocaleString('en-US'),
  );
}

test('NETSUITE.INTEGRATIONS: the api tab first, the agent’s calls counted, a tab, a search and a filter counted, the period re-queried', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const asked = await page.request.post('/api/chatbot/process', {
    data: { prompt: 'How many customers do we have?' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(asked.status()).toBe(200);

  await page.goto('/netsuite/integrations');
  await expect(page.getByRole('tab', { name: 'API', exact: true })).toHaveAttribute('aria-selected', 'true');
  const day = await integrations(page, '24h');
  const apis = day.integrations.filter((one) => one.kind === 'api');
  await expect(count(page)).toHaveText(`${apis.length} of ${apis.length} integrations`);
  expect(apis.reduce((sum, one) => sum + (one.requests ?? 0), 0)).toBeGreaterThan(0);
  await expectTiles(page, day);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'CUSTOM' }).click();
  const custom = day.integrations.filter((one) => one.kind === 'custom');
  await expect(count(page)).toHaveText(`${custom.length} of ${custom.length} integrations`);
  const live = custom.filter((one) => one.status === 'active');
  await page.getByLabel('STATUS', { exact: true }).selectOption('active');
  await expect(count(page)).toHaveText(`${live.length} of ${custom.length} integrations`);
  const word = (custom[0]?.name ?? '').split(' ')[0] ?? '';
  const matching = live.filter((one) =>
    [one.name, one.description].some((field) => field?.toLowerCase().includes(word.toLowerCase())),
  );
  await page.getByLabel('SEARCH.INTEGRATIONS').fill(word);
  await expect(count(page)).toHaveText(`${matching.length} of ${custom.length} integrations`);

  await page.getByLabel('PERIOD').selectOption('30d');
  await expect(page).toHaveURL(/period=30d/);
  await expectTiles(page, await integrations(page, '30d'));
  await page.reload();
  await expect(page.getByLabel('PERIOD')).toHaveValue('30d');
});

test('a custom integration PAUSEd in the account stays paused over a reload, and ACTIVATE brings it back', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const custom = (await integrations(page, '24h')).integrations.filter(
    (one) => one.kind === 'custom' && one.status === 'active' && one.endpoints[0] !== 'customscript_erp_agent_bridge',
  );
  const target = custom[0];
  if (target === undefined) throw new Error('The sandbox has no active RESTlet or Suitelet besides the bridge');
  const card = page
    .locator('.resource-card')
    .filter({ has: page.getByRole('heading', { name: target.name, exact: true }) });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/integrations?tab=custom&q=${encodeURIComponent(target.name)}`);
    await card.getByRole('button', { name: `PAUSE ${target.name}` }).click();
    await page.getByRole('dialog', { name: 'PAUSE' }).getByRole('button', { name: 'PAUSE' }).click();
    await expect(card.getByRole('button', { name: `ACTIVATE ${target.name}` })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(card.locator('.status-dot')).toHaveText('disconnected');
    const paused = (await integrations(page, '24h')).integrations.find((one) => one.id === target.id);
    expect(paused?.status).toBe('disconnected');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: `ACTIVATE ${target.name}` }).click();
    await expect(card.getByRole('button', { name: `PAUSE ${target.name}` })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(card.locator('.status-dot')).toHaveText('active');
  }
});

test('an integration record BLOCKed in the account stays blocked over a reload, and ENABLE brings it back', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  const target = (await integrations(page, '24h')).integrations.find(
    (one) => one.kind === 'third-party' && one.name === 'Avalara AvaTax',
  );
  if (target === undefined) throw new Error('The sandbox has no Avalara AvaTax integration record');
  expect(target.status).toBe('connected');
  const card = page
    .locator('.resource-card')
    .filter({ has: page.getByRole('heading', { name: target.name, exact: true }) });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/netsuite/integrations?tab=third-party&q=${encodeURIComponent(target.name)}`);
    await card.getByRole('button', { name: `BLOCK ${target.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'BLOCK' });
    await expect(dialog).toContainText(`Block ${target.name}? NetSuite refuses its tokens until it is enabled again`);
    await dialog.getByRole('button', { name: 'BLOCK' }).click();
    await expect(card.getByRole('button', { name: `ENABLE ${target.name}` })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(card.locator('.status-dot')).toHaveText('disconnected');
    const blocked = (await integrations(page, '24h')).integrations.find((one) => one.id === target.id);
    expect(blocked).toMatchObject({ status: 'disconnected', activeTokens: target.activeTokens });
    await page.screenshot({ path: test.info().outputPath(`blocked-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: `ENABLE ${target.name}` }).click();
    await expect(card.getByRole('button', { name: `BLOCK ${target.name}` })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(card.locator('.status-dot')).toHaveText('connected');
  }
});
