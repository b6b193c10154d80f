import type {
  DynamicsColumn,
  DynamicsEntity,
  DynamicsIntegration,
  DynamicsOverview,
  DynamicsPowerPlatform,
  DynamicsProcess,
} from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { asAdmin } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';
import {
  card,
  counted,
  countLine,
  downloadedCsv,
  expectFitsAndAccessible,
  matches,
  tile,
  WIDTHS,
} from './support/erp-pages.ts';

/**
 * The five Dynamics 365 screens against the real server and its embedded Dataverse sandbox, each
 * at a phone's width and a desktop's: the default tab, a search and a filter counted as the
 * records say, a state action that a reload still shows, tiles counted from the records, and
 * nothing axe finds. Every expected figure is read from the API during the run. One connection
 * per user and state actions on one sandbox: the stories run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Reads what the screens read, straight from the API, to hold the screens against. */
async function api<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/dynamics${path}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

const items = async <T>(page: Page, path: string) => (await api<{ items: T[] }>(page, path)).items;

/** The first word of a record's name, lower-cased: a search that finds it and perhaps others. */
const firstWord = (name: string) => (name.split(/\s+/)[0] ?? name).toLowerCase();

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

  const activityNoun = { one: 'activity', other: 'activities' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dynamics');
    // The default time range: the last 24 hours.
    await expect(page.getByLabel('TIME.RANGE')).toHaveValue('24h');
    await expect(tile(page, 'TOTAL.ENTITIES')).toBeVisible();
    const entities = await items<DynamicsEntity>(page, '/entities');
    const integrations = await items<DynamicsIntegration>(page, '/integrations');
    const power = await api<DynamicsPowerPlatform>(page, '/power-platform');
    const processes = await items<DynamicsProcess>(page, '/processes');
    await expect(tile(page, 'TOTAL.ENTITIES')).toHaveText(String(entities.length));
    await expect(tile(page, 'CUSTOM.ENTITIES')).toHaveText(String(entities.filter((entity) => entity.custom).length));
    await expect(tile(page, 'WORKFLOWS')).toHaveText(String(processes.length));
    await expect(tile(page, 'INTEGRATIONS')).toHaveText(String(integrations.length));
    await expect(tile(page, 'POWER.APPS')).toHaveText(String(power.items.filter((item) => item.kind === 'app').length));
    // The API response time is measured from this user's own calls, which the screens just made.
    await expect(tile(page, 'API.RESPONSE.TIME')).toHaveText(/^\d+ms$/);
    await expect(page.getByText(/from [1-9]\d* calls/)).toBeVisible();

    // RECENT.ACTIVITIES: a search and the TYPE filter, counted as the activities say.
    const { activities } = await api<DynamicsOverview>(page, '/overview?period=24h');
    const all = activities.length;
    await expect(countLine(page)).toHaveText(counted(all, all, activityNoun));
    const word = firstWord(activities[0]?.action ?? '');
    expect(word, 'the sandbox has recent activity').not.toBe('');
    await page.getByLabel('SEARCH.ACTIVITIES').fill(word.toUpperCase());
    const found = activities.filter((activity) => matches([activity.action, activity.details], word)).length;
    await expect(countLine(page)).toHaveText(counted(found, all, activityNoun));
    await page.getByLabel('SEARCH.ACTIVITIES').fill('');
    const type = activities[0]?.type ?? 'workflow';
    await page.getByLabel('TYPE').selectOption(type);
    await expect(countLine(page)).toHaveText(
      counted(activities.filter((activity) => activity.type === type).length, all, activityNoun),
    );
    await expectFitsAndAccessible(page, `DYNAMICS.365.COMMAND at ${width}px`);

    // The seed gives this page no state action; what it chooses, the time range, stays over a reload.
    await page.getByLabel('TIME.RANGE').selectOption('7d');
    await expect(page).toHaveURL(/period=7d/);
    await page.reload();
    await expect(page.getByLabel('TIME.RANGE')).toHaveValue('7d');
    const week = await api<DynamicsOverview>(page, '/overview?period=7d');
    await expect(tile(page, 'ACTIVE.USERS')).toHaveText(String(week.tiles.activeUsers));
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await expect(tile(page, 'TOTAL.ENTITIES')).toHaveText(String(entities.length));
  }
});

test('entities: standard first, search and category counted, VIEW shows the columns, EXPORT.SCHEMA every column', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/entities');
  const entities = await items<DynamicsEntity>(page, '/entities');
  const standard = entities.filter((entity) => !entity.custom);
  const custom = entities.filter((entity) => entity.custom);
  const noun = { one: 'entity', other: 'entities' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dynamics/entities');
    await expect(page.getByRole('tab', { name: 'STANDARD.ENTITIES' })).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(standard.length, standard.length, noun));

    await page.getByLabel('SEARCH.ENTITIES').fill('ACCOUNT');
    const found = standard.filter((entity) =>
      matches([entity.displayName, entity.name, entity.description], 'account'),
    ).length;
    expect(found).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(counted(found, standard.length, noun));
    await page.getByLabel('SEARCH.ENTITIES').fill('');
    await page.getByLabel('CATEGORY').selectOption('Sales');
    const sales = standard.filter((entity) => entity.category === 'Sales').length;
    await expect(countLine(page)).toHaveText(counted(sales, standard.length, noun));

    await page.getByRole('tab', { name: 'CUSTOM.ENTITIES' }).click();
    await page.getByLabel('CATEGORY').selectOption('all');
    await expect(countLine(page)).toHaveText(counted(custom.length, custom.length, noun));
    await expect(tile(page, 'STANDARD.ENTITIES')).toHaveText(String(standard.length));
    await expect(tile(page, 'CUSTOM.ENTITIES')).toHaveText(String(custom.length));
    const records = entities.reduce((sum, entity) => sum + entity.records, 0);
    await expect(tile(page, 'TOTAL.RECORDS')).toHaveText(new Intl.NumberFormat('en-US').format(records));
    await expect(tile(page, 'ACTIVE.ENTITIES')).toHaveText(
      String(entities.filter((entity) => entity.status === 'active').length),
    );
    await expectFitsAndAccessible(page, `DYNAMICS.ENTITIES at ${width}px`);

    // VIEW: the table's columns as EntityDefinitions gives them.
    const table = custom[0];
    if (!table) throw new Error('the sandbox has no custom table');
    const columns = await items<DynamicsColumn>(page, `/entities/${table.id}/columns`);
    await page.getByRole('button', { name: `VIEW ${table.displayName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: table.displayName });
    const rows = dialog.getByRole('table', { name: `Columns of ${table.displayName}` }).locator('tbody tr');
    await expect(rows).toHaveCount(columns.length);
    await expect(rows.first()).toContainText(columns[0]?.name ?? '');
    await expectFitsAndAccessible(page, `an entity's columns at ${width}px`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // EXPORT.SCHEMA: a row for every column of every table.
  const schema = await items<DynamicsColumn>(page, '/schema');
  const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'EXPORT.SCHEMA' }).click());
  expect(csv.name).toMatch(/^dynamics-schema-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines[0]).toBe(
    'TABLE,COLUMN,DISPLAY.NAME,TYPE,CUSTOM,PRIMARY.ID,PRIMARY.FIELD,VALID.FOR.CREATE,VALID.FOR.UPDATE',
  );
  expect(csv.lines).toHaveLength(schema.length + 1);
  expect(new Set(csv.lines.slice(1).map((line) => line.split(',')[0]))).toEqual(
    new Set(entities.map((entity) => entity.name)),
  );
});

test('workflows: business process flows first, search and category counted, a classic workflow deactivated stays so after a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/workflows');
  const noun = { one: 'workflow', other: 'workflows' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dynamics/workflows');
    const processes = await items<DynamicsProcess>(page, '/processes');
    const ofKind = (kind: DynamicsProcess['kind']) => processes.filter((process) => process.kind === kind);
    const flows = ofKind('business-process');
    await expect(page.getByRole('tab', { name: 'BUSINESS.PROCESS.FLOWS' })).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(flows.length, flows.length, noun));
    await expect(tile(page, 'BUSINESS.PROCESS.FLOWS')).toHaveText(String(flows.length));
    await expect(tile(page, 'POWER.AUTOMATE')).toHaveText(String(ofKind('cloud-flow').length));
    await expect(tile(page, 'CLASSIC.WORKFLOWS')).toHaveText(String(ofKind('classic').length));
    await expect(tile(page, 'ACTIVE')).toHaveText(
      String(processes.filter((process) => process.status === 'active').length),
    );
    const word = firstWord(flows[0]?.name ?? '');
    await page.getByLabel('SEARCH.WORKFLOWS').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(flows.filter((process) => matches([process.name, process.description], word)).length, flows.length, noun),
    );
    await page.getByLabel('SEARCH.WORKFLOWS').fill('');
    await expectFitsAndAccessible(page, `DYNAMICS.WORKFLOWS at ${width}px`);

    await page.getByRole('tab', { name: 'CLASSIC.WORKFLOWS' }).click();
    const classic = ofKind('classic');
    const target = classic.find((process) => process.status === 'active');
    if (!target) throw new Error('the sandbox has no active classic workflow');
    await page.getByLabel('CATEGORY').selectOption(target.category);
    await expect(countLine(page)).toHaveText(
      counted(classic.filter((process) => process.category === target.category).length, classic.length, noun),
    );
    await page.getByRole('button', { name: `DEACTIVATE ${target.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'CLASSIC.WORKFLOWS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true })).toBeVisible();
    await expect(card(page, target.name).locator('.status-dot')).toHaveText('inactive');
    const after = await items<DynamicsProcess>(page, '/processes');
    expect(after.find((process) => process.id === target.id)?.status).toBe('inactive');
    await expectFitsAndAccessible(page, `DYNAMICS.WORKFLOWS classic at ${width}px`);

    await page.getByRole('button', { name: `ACTIVATE ${target.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `DEACTIVATE ${target.name}`, exact: true })).toBeVisible();
  }
});

test('integrations: Microsoft first, search and status counted, CONNECT and SYNC.NOW go through Dataverse and stay over a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/integrations');
  const noun = { one: 'integration', other: 'integrations' };
  const tabOf = { microsoft: 'MICROSOFT.ECOSYSTEM', 'third-party': 'THIRD.PARTY', 'power-platform': 'POWER.PLATFORM' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dynamics/integrations');
    const integrations = await items<DynamicsIntegration>(page, '/integrations');
    const microsoft = integrations.filter((integration) => integration.kind === 'microsoft');
    await expect(page.getByRole('tab', { name: 'MICROSOFT.ECOSYSTEM' })).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(microsoft.length, microsoft.length, noun));
    const connected = integrations.filter((integration) => integration.status === 'connected').length;
    await expect(tile(page, 'CONNECTED')).toHaveText(`${connected}/${integrations.length}`);
    const word = firstWord(microsoft[0]?.name ?? '');
    await page.getByLabel('SEARCH.INTEGRATIONS').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(
        microsoft.filter((integration) => matches([integration.name, integration.description], word)).length,
        microsoft.length,
        noun,
      ),
    );
    await page.getByLabel('SEARCH.INTEGRATIONS').fill('');
    await expectFitsAndAccessible(page, `DYNAMICS.INTEGRATIONS at ${width}px`);

    // CONNECT while one is disconnected; SYNC.NOW once every one is connected.
    const target =
      integrations.find((integration) => integration.status === 'disconnected') ??
      integrations.find((integration) => integration.status === 'connected');
    if (!target) throw new Error('the sandbox has no integration to connect or sync');
    const inTab = integrations.filter((integration) => integration.kind === target.kind);
    await page.getByRole('tab', { name: tabOf[target.kind] }).click();
    await page.getByLabel('STATUS').selectOption(target.status);
    await expect(countLine(page)).toHaveText(
      counted(inTab.filter((integration) => integration.status === target.status).length, inTab.length, noun),
    );
    if (target.status === 'disconnected') {
      await page.getByRole('button', { name: `CONNECT ${target.name}`, exact: true }).click();
      await page.getByLabel('STATUS').selectOption('all');
      await expect(page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true })).toBeVisible();
      await expect(tile(page, 'CONNECTED')).toHaveText(`${connected + 1}/${integrations.length}`);
    } else {
      await page.getByRole('button', { name: `SYNC.NOW ${target.name}`, exact: true }).click();
      await expect(
        card(page, target.name).getByText('LAST.SYNC').locator('xpath=following-sibling::dd[1]'),
      ).not.toHaveText('-');
      await page.reload();
      const synced = (await items<DynamicsIntegration>(page, '/integrations')).find((one) => one.id === target.id);
      expect(synced?.syncRuns).toBe(target.syncRuns + 1);
      await expect(
        card(page, target.name).getByText('LAST.SYNC').locator('xpath=following-sibling::dd[1]'),
      ).not.toHaveText('-');
      await expect(tile(page, 'SYNC.RATE')).toHaveText(/^\d+\.\d%$/);
    }
    await expectFitsAndAccessible(page, `DYNAMICS.INTEGRATIONS ${tabOf[target.kind]} at ${width}px`);
  }
});

test('Power Platform: apps first, search and status counted, a flow turned off stays off after a reload; Power BI said out of reach', async ({
  page,
}) => {
  await asAdmin(page, '/dynamics/power-platform');
  const noun = { one: 'item', other: 'items' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dynamics/power-platform');
    const { items: all, powerBi } = await api<DynamicsPowerPlatform>(page, '/power-platform');
    const ofKind = (kind: string) => all.filter((item) => item.kind === kind);
    const apps = ofKind('app');
    await expect(page.getByRole('tab', { name: 'POWER.APPS' })).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(apps.length, apps.length, noun));
    await expect(tile(page, 'APPS')).toHaveText(String(apps.length));
    await expect(tile(page, 'FLOWS')).toHaveText(String(ofKind('flow').length));
    await expect(tile(page, 'AGENTS')).toHaveText(String(ofKind('agent').length));
    await expect(page.getByText(powerBi.message)).toBeVisible();

    const word = firstWord(apps[0]?.name ?? '');
    await page.getByLabel('SEARCH.POWER.PLATFORM').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(apps.filter((item) => matches([item.name, item.description], word)).length, apps.length, noun),
    );
    await page.getByLabel('SEARCH.POWER.PLATFORM').fill('');
    await page.getByLabel('STATUS').selectOption('published');
    await expect(countLine(page)).toHaveText(
      counted(apps.filter((item) => item.status === 'published').length, apps.length, noun),
    );
    await page.getByLabel('STATUS').selectOption('all');
    await expectFitsAndAccessible(page, `POWER.PLATFORM at ${width}px`);

    await page.getByRole('tab', { name: 'POWER.BI' }).click();
    await expect(page.getByText('No items match this tab.')).toBeVisible();

    await page.getByRole('tab', { name: 'POWER.AUTOMATE' }).click();
    const flow = ofKind('flow').find((item) => item.status === 'on');
    if (!flow) throw new Error('the sandbox has no flow turned on');
    await page.getByLabel('SEARCH.POWER.PLATFORM').fill(flow.name);
    await page.getByRole('button', { name: `TURN.OFF ${flow.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true })).toBeVisible();
    await expect(tile(page, 'FLOWS')).toHaveText(String(ofKind('flow').length));
    const after = (await api<DynamicsPowerPlatform>(page, '/power-platform')).items;
    expect(after.find((item) => item.id === flow.id)?.status).toBe('off');
    await expectFitsAndAccessible(page, `POWER.PLATFORM flows at ${width}px`);
    await page.getByRole('button', { name: `TURN.ON ${flow.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `TURN.OFF ${flow.name}`, exact: true })).toBeVisible();
  }
});
