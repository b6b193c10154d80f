import type {
  SapAddOns,
  SapDemoCredentials,
  SapDocument,
  SapDocuments,
  SapIntegrations,
  SapOverview,
  SapReports,
} from '@erp-agent/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { asAdmin } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The five SAP Business One screens against the real server and its embedded Service Layer
 * sandbox. Every expected figure is read from the API (or from Service Layer itself) during the
 * run, never written here: the screens must show the company as it is. The stories share the
 * admin's one SAP connection and change the sandbox, so they run one after another.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as T;
}

/** Connects the signed-in admin to the sandbox through the API, unless already connected. */
async function connectSandbox(page: Page): Promise<SapDemoCredentials> {
  const demo = await read<SapDemoCredentials>(page, '/api/sap/demo-credentials');
  const connection = await read<{ connected: boolean }>(page, '/api/sap/connection');
  if (!connection.connected) expect((await page.request.post('/api/sap/connect', { data: demo })).status()).toBe(200);
  return demo;
}

const countLine = (page: Page) => page.locator('.list-count');
const tile = (page: Page, label: string) =>
  page
    .locator('.list-tile')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const card = (page: Page, title: string): Locator =>
  page.locator('.resource-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('SAP connection: refused in Service Layer words, the demo company in one click, the dashboard measured', async ({
  page,
}) => {
  await asAdmin(page, '/sap');
  const connection = await read<{ connected: boolean }>(page, '/api/sap/connection');
  if (connection.connected) await page.request.delete('/api/sap/connection');
  await page.reload();
  const form = page.getByRole('form', { name: 'Connect to SAP Business One' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Use the SAP demo sandbox' }).click();
  await expect(form.getByLabel('COMPANY.DB')).toHaveValue('ERPA_DEMO');
  await expect(form.getByLabel('SERVICE.LAYER.URL')).toHaveValue(/\/sap-sandbox\/b1s\/v2\/$/);
  await form.getByLabel('PASSWORD', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Connect to SAP Business One' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Failed to connect to SAP Business One');
  await expect(banner.locator('.alert-reason')).toContainText('Fail to NONE-SSO login from SLD.');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Use the SAP demo sandbox' }).click();
  await form.getByRole('button', { name: 'Connect to SAP Business One' }).click();
  const facts = page.getByRole('region', { name: 'SAP.CONNECTION' });
  await expect(facts.getByText('ERPA_DEMO (embedded sandbox)')).toBeVisible();
  const stored = await read<Record<string, unknown>>(page, '/api/sap/connection');
  expect(stored).toMatchObject({ connected: true, companyDb: 'ERPA_DEMO', sandbox: true });
  expect(JSON.stringify(stored)).not.toContain(
    (await read<SapDemoCredentials>(page, '/api/sap/demo-credentials')).password,
  );

  // The tiles are the records' counts: the documents, add-ons and connections the other screens
  // list, and the business partners as Service Layer itself counts them.
  const overview = await read<SapOverview>(page, '/api/sap/overview');
  const documents = await read<SapDocuments>(page, '/api/sap/documents');
  const addOns = await read<SapAddOns>(page, '/api/sap/addons');
  const integrations = await read<SapIntegrations>(page, '/api/sap/integrations');
  const demo = await read<SapDemoCredentials>(page, '/api/sap/demo-credentials');
  const serviceLayer = new URL(demo.serviceLayerUrl);
  const login = await page.request.post(`${serviceLayer.pathname}Login`, {
    data: { CompanyDB: demo.companyDb, UserName: demo.userName, Password: demo.password },
  });
  expect(login.status()).toBe(200);
  const partners = Number(await (await page.request.get(`${serviceLayer.pathname}BusinessPartners/$count`)).text());
  expect(partners).toBeGreaterThan(0);

  await page.reload();
  await expect(tile(page, 'TOTAL.DOCUMENTS')).toHaveText(documents.documents.length.toLocaleString('en-US'));
  await expect(tile(page, 'BUSINESS.PARTNERS')).toHaveText(partners.toLocaleString('en-US'));
  await expect(tile(page, 'ADD.ONS')).toHaveText(String(addOns.installed.length));
  await expect(tile(page, 'INTEGRATIONS')).toHaveText(String(integrations.thirdParty.length));
  await expect(tile(page, 'ACTIVE.USERS')).toHaveText(String(overview.counts.activeUsers));
  // Reading the screens went through Service Layer, so a response time was measured.
  await expect(page.getByRole('article', { name: 'API.RESPONSE.TIME' }).locator('.stat-value')).toHaveText(/^\d+ms$/);

  const activities = page.getByRole('region', { name: 'Recent SAP activities' });
  await expect(activities.locator('.list-count')).toHaveText(
    `${overview.activities.length} of ${overview.activities.length} activities`,
  );
  await activities.getByLabel('TYPE').selectOption('document');
  const documentActivities = overview.activities.filter((activity) => activity.type === 'document').length;
  await expect(activities.locator('.list-count')).toHaveText(
    `${documentActivities} of ${overview.activities.length} activities`,
  );
  await expectNoAxeViolations(page);
});

test('SAP documents: sales first, search and status counts, tiles from the records', async ({ page }) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const { documents } = await read<SapDocuments>(page, '/api/sap/documents');
  const sales = documents.filter((document) => document.group === 'sales');
  const purchase = documents.filter((document) => document.group === 'purchase');
  await page.goto('/sap/documents');

  await expect(tab(page, 'SALES')).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${sales.length} of ${sales.length} documents`);

  const party = sales[0]?.party ?? '';
  const matching = (document: SapDocument, text: string) =>
    [document.id, document.type, document.party].some((field) => field.toLowerCase().includes(text.toLowerCase()));
  await page.getByLabel('SEARCH.DOCUMENTS').fill(party.toUpperCase());
  await expect(countLine(page)).toHaveText(
    `${sales.filter((document) => matching(document, party)).length} of ${sales.length} documents`,
  );
  await page.getByLabel('SEARCH.DOCUMENTS').fill('');
  await page.getByLabel('STATUS').selectOption('open');
  await expect(countLine(page)).toHaveText(
    `${sales.filter((document) => document.status === 'open').length} of ${sales.length} documents`,
  );
  await tab(page, 'PURCHASE').click();
  await expect(countLine(page)).toHaveText(
    `${purchase.filter((document) => document.status === 'open').length} of ${purchase.length} documents`,
  );

  const active = documents.filter((document) => ['open', 'pending', 'in-progress'].includes(document.status));
  await expect(tile(page, 'TOTAL.DOCUMENTS')).toHaveText(String(documents.length));
  await expect(tile(page, 'ACTIVE.DOCUMENTS')).toHaveText(String(active.length));
  await expectNoAxeViolations(page);
});

test('SAP integrations: Service Layer first, CONNECT and DEACTIVATE go through Service Layer and survive a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const integrations = await read<SapIntegrations>(page, '/api/sap/integrations');
  await page.goto('/sap/integrations');

  await expect(tab(page, 'SERVICE.LAYER')).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${integrations.apis.length} of ${integrations.apis.length} integrations`);
  await expect(tile(page, 'API.REQUESTS.24H')).toHaveText(
    String(integrations.apis.reduce((sum, api) => sum + api.requests24h, 0)),
  );

  await tab(page, 'THIRD.PARTY').click();
  const thirdParty = integrations.thirdParty;
  await expect(countLine(page)).toHaveText(`${thirdParty.length} of ${thirdParty.length} integrations`);
  await page.getByLabel('STATUS').selectOption('connected');
  const connected = thirdParty.filter((connection) => connection.status === 'connected');
  await expect(countLine(page)).toHaveText(`${connected.length} of ${thirdParty.length} integrations`);
  await expect(tile(page, 'CONNECTED')).toHaveText(`${connected.length}/${thirdParty.length}`);
  await page.getByLabel('STATUS').selectOption('all');

  const disconnected = thirdParty.find((connection) => connection.status === 'disconnected');
  expect(disconnected, 'the sandbox has a disconnected connection').toBeDefined();
  const name = disconnected?.name ?? '';
  await page.getByRole('button', { name: `CONNECT ${name}`, exact: true }).click();
  await expect(card(page, name).getByText('connected', { exact: true })).toBeVisible();
  await page.reload();
  await expect(tab(page, 'THIRD.PARTY')).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, name).getByText('connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `SYNC ${name}`, exact: true })).toBeVisible();
  await expect(tile(page, 'CONNECTED')).toHaveText(`${connected.length + 1}/${thirdParty.length}`);

  await tab(page, 'ADD.ON.CONNECTORS').click();
  const connector = integrations.connectors.find((addOn) => addOn.status === 'active');
  expect(connector, 'the sandbox has an active connector').toBeDefined();
  const connectorName = connector?.name ?? '';
  await page.getByRole('button', { name: `DEACTIVATE ${connectorName}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `ACTIVATE ${connectorName}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page, connectorName).getByText('inactive', { exact: true })).toBeVisible();
  const after = await read<SapIntegrations>(page, '/api/sap/integrations');
  expect(after.connectors.find((addOn) => addOn.code === connector?.code)?.status).toBe('inactive');
  await expectNoAxeViolations(page);
});

test('SAP reports: Crystal first, category and search counts, a schedule PAUSED survives a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const reports = await read<SapReports>(page, '/api/sap/reports');
  await page.goto('/sap/reports');

  await expect(tab(page, 'CRYSTAL.REPORTS')).toHaveAttribute('aria-selected', 'true');
  await expect(countLine(page)).toHaveText(`${reports.crystal.length} of ${reports.crystal.length} reports`);
  const category = reports.crystal[0]?.category ?? '';
  await page.getByLabel('CATEGORY').selectOption(category);
  await expect(countLine(page)).toHaveText(
    `${reports.crystal.filter((report) => report.category === category).length} of ${reports.crystal.length} reports`,
  );
  await page.getByLabel('CATEGORY').selectOption('all');
  const word = (reports.crystal[0]?.name ?? '').split(' ')[0] ?? '';
  await page.getByLabel('SEARCH.REPORTS').fill(word.toLowerCase());
  const found = reports.crystal.filter((report) =>
    `${report.name}\n${report.description}`.toLowerCase().includes(word.toLowerCase()),
  );
  await expect(countLine(page)).toHaveText(`${found.length} of ${reports.crystal.length} reports`);
  await page.getByLabel('SEARCH.REPORTS').fill('');

  await expect(tile(page, 'CRYSTAL.REPORTS')).toHaveText(String(reports.crystal.length));
  await expect(tile(page, 'SYSTEM.REPORTS')).toHaveText(String(reports.system.length));
  const activeSchedules = reports.schedules.filter((schedule) => schedule.status === 'active');
  await expect(tile(page, 'ACTIVE.SCHEDULES')).toHaveText(String(activeSchedules.length));

  await tab(page, 'SCHEDULED').click();
  await expect(countLine(page)).toHaveText(`${reports.schedules.length} of ${reports.schedules.length} reports`);
  const schedule = activeSchedules[0];
  expect(schedule, 'the sandbox has an active schedule').toBeDefined();
  const name = schedule?.name ?? '';
  await page.getByRole('button', { name: `PAUSE ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `RESUME ${name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page, name).getByText('paused', { exact: true })).toBeVisible();
  await expect(tile(page, 'ACTIVE.SCHEDULES')).toHaveText(String(activeSchedules.length - 1));
  await expectNoAxeViolations(page);
});

test('SAP add-ons: installed, category and search counts, DISABLE survives a reload, the marketplace said out of reach', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const { installed } = await read<SapAddOns>(page, '/api/sap/addons');
  await page.goto('/sap/addons');

  await expect(page.getByRole('heading', { name: 'INSTALLED', exact: true })).toBeVisible();
  await expect(countLine(page)).toHaveText(`${installed.length} of ${installed.length} add-ons`);
  const category = installed[0]?.category ?? '';
  await page.getByLabel('CATEGORY').selectOption(category);
  await expect(countLine(page)).toHaveText(
    `${installed.filter((addOn) => addOn.category === category).length} of ${installed.length} add-ons`,
  );
  await page.getByLabel('CATEGORY').selectOption('all');
  await page.getByLabel('SEARCH.ADD.ONS').fill('zzz-no-such-add-on');
  await expect(countLine(page)).toHaveText(`0 of ${installed.length} add-ons`);
  await page.getByRole('button', { name: 'CLEAR.FILTERS' }).click();

  const active = installed.filter((addOn) => addOn.status === 'active');
  await expect(tile(page, 'INSTALLED')).toHaveText(String(installed.length));
  await expect(tile(page, 'ACTIVE')).toHaveText(String(active.length));
  const addOn = active[0];
  expect(addOn, 'the sandbox has an active add-on').toBeDefined();
  const name = addOn?.name ?? '';
  await page.getByRole('button', { name: `DISABLE ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `ENABLE ${name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `ENABLE ${name}`, exact: true })).toBeVisible();
  await expect(tile(page, 'ACTIVE')).toHaveText(String(active.length - 1));
  await expect(page.getByText(/The SAP add-on marketplace is SAP's own service/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back as it was, through the same button.
  await page.getByRole('button', { name: `ENABLE ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `DISABLE ${name}`, exact: true })).toBeVisible();
});

test('SAP disconnect: the screens offer the connection form again', async ({ page }) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  await page.goto('/sap');
  await page.getByRole('button', { name: 'Disconnect SAP Business One' }).click();
  await expect(page.getByRole('form', { name: 'Connect to SAP Business One' })).toBeVisible();
  await page.goto('/sap/documents');
  await expect(page.getByRole('form', { name: 'Connect to SAP Business One' })).toBeVisible();
  expect((await read<{ connected: boolean }>(page, '/api/sap/connection')).connected).toBe(false);
});
