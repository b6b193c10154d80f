import type {
  DynamicsEntity,
  DynamicsIntegration,
  DynamicsOverview,
  DynamicsPowerPlatform,
  DynamicsProcess,
} from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { asAdmin } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

// One connection per user and state actions on one sandbox: the stories run in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Reads what the screens read, straight from the API, to hold the screens against. */
async function api<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/dynamics${path}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

function tile(page: Page, label: string) {
  return page
    .locator('.list-tile', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

const countLine = (page: Page) => page.locator('.list-count');

test('the dashboard asks for a connection, the demo button connects the sandbox, and its tiles are the records counted', async ({
  page,
  baseURL,
}) => {
  await asAdmin(page, '/dynamics');
  await page.request.delete('/api/dynamics/connection', { headers: { Origin: baseURL ?? '' } });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'CONNECT.DYNAMICS.365' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'CONNECT.DEMO.SANDBOX' }).click();
  await expect(page.getByText(/^Connected to .*\(the embedded Dataverse sandbox\)/)).toBeVisible();

  await expect(tile(page, 'TOTAL.ENTITIES')).toBeVisible();
  const entities = (await api<{ items: DynamicsEntity[] }>(page, '/entities')).items;
  const integrations = (await api<{ items: DynamicsIntegration[] }>(page, '/integrations')).items;
  const power = await api<DynamicsPowerPlatform>(page, '/power-platform');
  await expect(tile(page, 'TOTAL.ENTITIES')).toHaveText(String(entities.length));
  await expect(tile(page, 'CUSTOM.ENTITIES')).toHaveText(String(entities.filter((entity) => entity.custom).length));
  await expect(tile(page, 'INTEGRATIONS')).toHaveText(String(integrations.length));
  await expect(tile(page, 'POWER.APPS')).toHaveText(String(power.items.filter((item) => item.kind === 'app').length));
  // The API response time is measured from this user's own calls, which the screens just made.
  await expect(tile(page, 'API.RESPONSE.TIME')).toHaveText(/^\d+ms$/);
  await expect(page.getByText(/from [1-9]\d* calls/)).toBeVisible();

  await page.getByRole('button', { name: 'REFRESH' }).click();
  await expect(tile(page, 'TOTAL.ENTITIES')).toHaveText(String(entities.length));
  await page.getByLabel('TIME.RANGE').selectOption('7d');
  await expect(page).toHaveURL(/period=7d/);
  const overview = await api<DynamicsOverview>(page, '/overview?period=7d');
  await expect(tile(page, 'ACTIVE.USERS')).toHaveText(String(overview.tiles.activeUsers));
  await expectNoAxeViolations(page);
});

test('entities: standard first, search and category counted as the records say, tiles from the records', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/entities');
  const entities = (await api<{ items: DynamicsEntity[] }>(page, '/entities')).items;
  const standard = entities.filter((entity) => !entity.custom);
  const custom = entities.filter((entity) => entity.custom);
  await expect(page.getByRole('tab', { name: 'STANDARD.ENTITIES' })).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${standard.length} of ${standard.length} entities`);

  const matches = (entity: DynamicsEntity, needle: string) =>
    [entity.displayName, entity.name, entity.description].some((field) => field.toLowerCase().includes(needle));
  await page.getByLabel('SEARCH.ENTITIES').fill('ACCOUNT');
  const found = standard.filter((entity) => matches(entity, 'account')).length;
  expect(found).toBeGreaterThan(0);
  await expect(countLine(page)).toHaveText(`${found} of ${standard.length} entities`);
  await page.getByLabel('SEARCH.ENTITIES').fill('');
  await page.getByLabel('CATEGORY').selectOption('Sales');
  const sales = standard.filter((entity) => entity.category === 'Sales').length;
  await expect(countLine(page)).toHaveText(`${sales} of ${standard.length} entities`);

  await page.getByRole('tab', { name: 'CUSTOM.ENTITIES' }).click();
  await page.getByLabel('CATEGORY').selectOption('all');
  await expect(countLine(page)).toHaveText(`${custom.length} of ${custom.length} entities`);
  await expect(tile(page, 'STANDARD.ENTITIES')).toHaveText(String(standard.length));
  await expect(tile(page, 'CUSTOM.ENTITIES')).toHaveText(String(custom.length));
  const records = entities.reduce((sum, entity) => sum + entity.records, 0);
  await expect(tile(page, 'TOTAL.RECORDS')).toHaveText(new Intl.NumberFormat('en-US').format(records));
  await expect(tile(page, 'ACTIVE.ENTITIES')).toHaveText(
    String(entities.filter((entity) => entity.status === 'active').length),
  );
  await expectNoAxeViolations(page);
});

test('workflows: a classic workflow deactivated through the Web API stays so after a reload', async ({ page }) => {
  await asAdmin(page, '/dynamics/workflows');
  const processes = (await api<{ items: DynamicsProcess[] }>(page, '/processes')).items;
  const count = (kind: DynamicsProcess['kind']) => processes.filter((process) => process.kind === kind).length;
  await expect(page.getByRole('tab', { name: 'BUSINESS.PROCESS.FLOWS' })).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${count('business-process')} of ${count('business-process')} workflows`);
  await expect(tile(page, 'BUSINESS.PROCESS.FLOWS')).toHaveText(String(count('business-process')));
  await expect(tile(page, 'POWER.AUTOMATE')).toHaveText(String(count('cloud-flow')));
  await expect(tile(page, 'CLASSIC.WORKFLOWS')).toHaveText(String(count('classic')));
  await expect(tile(page, 'ACTIVE')).toHaveText(
    String(processes.filter((process) => process.status === 'active').length),
  );
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'CLASSIC.WORKFLOWS' }).click();
  const classic = processes.filter((process) => process.kind === 'classic');
  const target = classic.find((process) => process.status === 'active');
  if (!target) throw new Error('the sandbox has no active classic workflow');
  await page.getByLabel('CATEGORY').selectOption(target.category);
  await expect(countLine(page)).toHaveText(
    `${classic.filter((process) => process.category === target.category).length} of ${classic.length} workflows`,
  );
  await page.getByRole('button', { name: `DEACTIVATE ${target.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true })).toBeVisible();
  const after = (await api<{ items: DynamicsProcess[] }>(page, '/processes')).items;
  expect(after.find((process) => process.id === target.id)?.status).toBe('inactive');

  await page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `DEACTIVATE ${target.name}`, exact: true })).toBeVisible();
});

test('integrations: a disconnected integration is connected, and stays connected after a reload', async ({ page }) => {
  await asAdmin(page, '/dynamics/integrations');
  const integrations = (await api<{ items: DynamicsIntegration[] }>(page, '/integrations')).items;
  const microsoft = integrations.filter((integration) => integration.kind === 'microsoft');
  await expect(page.getByRole('tab', { name: 'MICROSOFT.ECOSYSTEM' })).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(
    `${microsoft.length} of ${microsoft.length} ${microsoft.length === 1 ? 'integration' : 'integrations'}`,
  );
  const connected = integrations.filter((integration) => integration.status === 'connected').length;
  await expect(tile(page, 'CONNECTED')).toHaveText(`${connected}/${integrations.length}`);
  await expectNoAxeViolations(page);

  const target = integrations.find((integration) => integration.status === 'disconnected');
  if (!target) throw new Error('the sandbox has no disconnected integration');
  const tab = { microsoft: 'MICROSOFT.ECOSYSTEM', 'third-party': 'THIRD.PARTY', 'power-platform': 'POWER.PLATFORM' };
  await page.getByRole('tab', { name: tab[target.kind] }).click();
  await page.getByLabel('STATUS').selectOption('disconnected');
  const disconnectedInTab = integrations.filter(
    (integration) => integration.kind === target.kind && integration.status === 'disconnected',
  ).length;
  const inTab = integrations.filter((integration) => integration.kind === target.kind).length;
  await expect(countLine(page)).toHaveText(
    `${disconnectedInTab} of ${inTab} ${inTab === 1 ? 'integration' : 'integrations'}`,
  );
  await page.getByRole('button', { name: `CONNECT ${target.name}`, exact: true }).click();
  await page.getByLabel('STATUS').selectOption('all');
  await expect(page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true })).toBeVisible();
  await expect(tile(page, 'CONNECTED')).toHaveText(`${connected + 1}/${integrations.length}`);
  await page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true }).click();
  await expect(tile(page, 'SYNC.RATE')).toHaveText('100.0%');
});

test('Power Platform: a flow turned off stays off after a reload; Power BI says it is out of reach', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/power-platform');
  const { items, powerBi } = await api<DynamicsPowerPlatform>(page, '/power-platform');
  const count = (kind: string) => items.filter((item) => item.kind === kind).length;
  await expect(page.getByRole('tab', { name: 'POWER.APPS' })).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${count('app')} of ${count('app')} items`);
  await expect(tile(page, 'APPS')).toHaveText(String(count('app')));
  await expect(tile(page, 'FLOWS')).toHaveText(String(count('flow')));
  await expect(tile(page, 'AGENTS')).toHaveText(String(count('agent')));
  await expect(page.getByText(powerBi.message)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'POWER.BI' }).click();
  await expect(page.getByText('No items match this tab.')).toBeVisible();

  await page.getByRole('tab', { name: 'POWER.AUTOMATE' }).click();
  const flow = items.find((item) => item.kind === 'flow' && item.status === 'on');
  if (!flow) throw new Error('the sandbox has no flow turned on');
  await page.getByLabel('SEARCH.POWER.PLATFORM').fill(flow.name);
  await page.getByRole('button', { name: `TURN.OFF ${flow.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `TURN.OFF ${flow.name}`, exact: true })).toBeVisible();
});
