import type {
  SapActivity,
  SapAddOns,
  SapDemoCredentials,
  SapDocument,
  SapDocumentDetail,
  SapDocuments,
  SapIntegrations,
  SapOverview,
  SapReports,
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
 * The five SAP Business One screens against the real server and its embedded Service Layer
 * sandbox, each at a phone's width and a desktop's: the default tab, a search and a filter
 * counted as the records say, a state action that a reload still shows, tiles counted from the
 * records, and nothing axe finds. Every expected figure is read from the API (or from Service
 * Layer itself) during the run, never written here: the screens must show the company as it is.
 * The stories share the admin's one SAP connection and change the sandbox, so they run one after
 * another.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

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

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The first word of a name, lower-cased: a search that finds it and perhaps others. */
const firstWord = (name: string) => (name.split(/[\s/]+/)[0] ?? name).toLowerCase();

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

  const activityNoun = { one: 'activity', other: 'activities' };
  const all = overview.activities.length;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sap');
    // The default time range: the last 24 hours.
    await expect(page.getByLabel('TIME.RANGE')).toHaveValue('24h');
    await expect(tile(page, 'TOTAL.DOCUMENTS')).toHaveText(documents.documents.length.toLocaleString('en-US'));
    await expect(tile(page, 'BUSINESS.PARTNERS')).toHaveText(partners.toLocaleString('en-US'));
    await expect(tile(page, 'ADD.ONS')).toHaveText(String(addOns.installed.length));
    await expect(tile(page, 'INTEGRATIONS')).toHaveText(String(integrations.thirdParty.length));
    await expect(tile(page, 'ACTIVE.USERS')).toHaveText(String(overview.counts.activeUsers));
    // Reading the screens went through Service Layer, so a response time was measured.
    await expect(page.getByRole('article', { name: 'API.RESPONSE.TIME' }).locator('.stat-value')).toHaveText(/^\d+ms$/);

    // RECENT.ACTIVITIES: a search and the TYPE filter, counted as the activities say.
    const activities = page.getByRole('region', { name: 'Recent SAP activities' });
    await expect(countLine(activities)).toHaveText(counted(all, all, activityNoun));
    const word = firstWord(overview.activities[0]?.action ?? '');
    await activities.getByLabel('SEARCH.ACTIVITIES').fill(word.toUpperCase());
    const found = overview.activities.filter((activity: SapActivity) =>
      matches([activity.action, activity.details], word),
    ).length;
    await expect(countLine(activities)).toHaveText(counted(found, all, activityNoun));
    await activities.getByLabel('SEARCH.ACTIVITIES').fill('');
    await activities.getByLabel('TYPE').selectOption('document');
    const documentActivities = overview.activities.filter((activity) => activity.type === 'document').length;
    await expect(countLine(activities)).toHaveText(counted(documentActivities, all, activityNoun));
    await expectFitsAndAccessible(page, `SAP.BUSINESS.ONE.COMMAND at ${width}px`);

    // The seed gives this page no state action; the time range it chooses stays over a reload and
    // measures over its own period.
    await page.getByLabel('TIME.RANGE').selectOption('7d');
    await expect(page).toHaveURL(/period=7d/);
    await page.reload();
    await expect(page.getByLabel('TIME.RANGE')).toHaveValue('7d');
    await expect(page.getByText(/over the last 7 days\./)).toBeVisible();
    const week = await read<SapOverview>(page, '/api/sap/overview?period=7d');
    expect(week.period).toBe('7d');
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await expect(tile(page, 'TOTAL.DOCUMENTS')).toHaveText(documents.documents.length.toLocaleString('en-US'));
  }
});

test('SAP documents: sales first, search and status counts, PROCESS closes an order through Service Layer and survives a reload, EXPORT.ALL', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const noun = { one: 'document', other: 'documents' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { documents } = await read<SapDocuments>(page, '/api/sap/documents');
    const sales = documents.filter((document) => document.group === 'sales');
    const purchase = documents.filter((document) => document.group === 'purchase');
    await page.goto('/sap/documents');

    await expect(tab(page, 'SALES')).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(sales.length, sales.length, noun));
    const party = sales[0]?.party ?? '';
    const matching = (document: SapDocument, text: string) =>
      matches([document.id, document.type, document.party], text);
    await page.getByLabel('SEARCH.DOCUMENTS').fill(party.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(sales.filter((document) => matching(document, party)).length, sales.length, noun),
    );
    await page.getByLabel('SEARCH.DOCUMENTS').fill('');
    await page.getByLabel('STATUS').selectOption('open');
    await expect(countLine(page)).toHaveText(
      counted(sales.filter((document) => document.status === 'open').length, sales.length, noun),
    );
    await tab(page, 'PURCHASE').click();
    await expect(countLine(page)).toHaveText(
      counted(purchase.filter((document) => document.status === 'open').length, purchase.length, noun),
    );
    const active = documents.filter((document) => ['open', 'pending', 'in-progress'].includes(document.status));
    await expect(tile(page, 'TOTAL.DOCUMENTS')).toHaveText(String(documents.length));
    await expect(tile(page, 'ACTIVE.DOCUMENTS')).toHaveText(String(active.length));
    await expectFitsAndAccessible(page, `SAP.DOCUMENTS at ${width}px`);

    // PROCESS: Service Layer's Close of an open sales order, asked first.
    const order = sales.find((document) => document.entitySet === 'Orders' && document.closable);
    if (!order) throw new Error('the sandbox has no open sales order');
    await page.goto(`/sap/documents?q=${encodeURIComponent(order.id)}`);
    const orderCard = card(page, `${order.id} · ${order.type}`);
    // VIEW: the order's lines, read now from Service Layer.
    const detail = await read<SapDocumentDetail>(page, `/api/sap/documents/${order.entitySet}/${order.key}`);
    await orderCard.getByRole('button', { name: `VIEW ${order.id}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: order.id });
    await expect(details.getByRole('table', { name: `Lines of ${order.id}` }).locator('tbody tr')).toHaveCount(
      detail.lines.length,
    );
    await expectFitsAndAccessible(page, `a document's lines at ${width}px`);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await orderCard.getByRole('button', { name: `PROCESS ${order.id}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'PROCESS' });
    await expect(dialog).toContainText(`Close ${order.id} in SAP Business One?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'PROCESS' }).click();
    await expect(orderCard.getByRole('button', { name: `PROCESS ${order.id}`, exact: true })).toBeHidden();
    await page.reload();
    await expect(orderCard.locator('.status-dot')).toHaveText('delivered');
    await expect(orderCard.getByRole('button', { name: `PROCESS ${order.id}`, exact: true })).toBeHidden();
    const after = (await read<SapDocuments>(page, '/api/sap/documents')).documents;
    expect(after.find((document) => document.id === order.id)).toMatchObject({ closable: false, status: 'delivered' });
    const activeAfter = after.filter((document) => ['open', 'pending', 'in-progress'].includes(document.status));
    expect(activeAfter.length).toBe(active.length - 1);
    await expect(tile(page, 'ACTIVE.DOCUMENTS')).toHaveText(String(activeAfter.length));
    await expectFitsAndAccessible(page, `SAP.DOCUMENTS processed at ${width}px`);
  }

  // EXPORT: one document's lines; EXPORT.ALL: every document, whatever the tab and search.
  const { documents } = await read<SapDocuments>(page, '/api/sap/documents');
  const first = documents.find((document) => document.entitySet === 'Orders');
  if (!first) throw new Error('the sandbox has no sales order');
  const lines = (await read<SapDocumentDetail>(page, `/api/sap/documents/Orders/${first.key}`)).lines;
  await page.goto(`/sap/documents?q=${encodeURIComponent(first.id)}`);
  const one = await downloadedCsv(page, () =>
    card(page, `${first.id} · ${first.type}`)
      .getByRole('button', { name: `EXPORT ${first.id}`, exact: true })
      .click(),
  );
  expect(one.name).toMatch(new RegExp(`^${first.id.replace(' ', '-')}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(one.lines).toEqual([
    'ITEM,DESCRIPTION,WAREHOUSE,QUANTITY,PRICE,TOTAL',
    ...lines.map((line) =>
      [line.item, line.description, line.warehouse, line.quantity, line.price, line.total]
        .map((value) => (/[",]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value)))
        .join(','),
    ),
  ]);
  const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'EXPORT.ALL' }).click());
  expect(csv.name).toMatch(/^sap-documents-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines[0]).toBe(
    'DOCUMENT,TYPE,CUSTOMER.VENDOR.LOCATION,STATUS,AMOUNT,CURRENCY,DATE,DUE,LINES,OWNER,PRIORITY',
  );
  expect(csv.lines).toHaveLength(documents.length + 1);
});

test('SAP integrations: Service Layer first, search and status counts, CONNECT or SYNC and DEACTIVATE go through Service Layer and survive a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const noun = { one: 'integration', other: 'integrations' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const integrations = await read<SapIntegrations>(page, '/api/sap/integrations');
    const { apis, thirdParty, connectors } = integrations;
    await page.goto('/sap/integrations');

    await expect(tab(page, 'SERVICE.LAYER')).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(apis.length, apis.length, noun));
    await expect(tile(page, 'API.REQUESTS.24H')).toHaveText(
      String(apis.reduce((sum, api) => sum + api.requests24h, 0)),
    );
    const word = firstWord(apis[0]?.name ?? '');
    await page.getByLabel('SEARCH.INTEGRATIONS').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(apis.filter((api) => matches([api.name, api.description], word)).length, apis.length, noun),
    );
    await page.getByLabel('SEARCH.INTEGRATIONS').fill('');
    await expectFitsAndAccessible(page, `SAP.INTEGRATIONS at ${width}px`);

    await tab(page, 'THIRD.PARTY').click();
    await expect(countLine(page)).toHaveText(counted(thirdParty.length, thirdParty.length, noun));
    await page.getByLabel('STATUS').selectOption('connected');
    const connected = thirdParty.filter((connection) => connection.status === 'connected');
    await expect(countLine(page)).toHaveText(counted(connected.length, thirdParty.length, noun));
    await expect(tile(page, 'CONNECTED')).toHaveText(`${connected.length}/${thirdParty.length}`);
    await page.getByLabel('STATUS').selectOption('all');

    // CONNECT while a connection is disconnected; SYNC once every one is connected.
    const disconnected = thirdParty.find((connection) => connection.status === 'disconnected');
    if (disconnected) {
      const { name } = disconnected;
      await page.getByRole('button', { name: `CONNECT ${name}`, exact: true }).click();
      await expect(card(page, name).getByText('connected', { exact: true })).toBeVisible();
      await page.reload();
      await expect(tab(page, 'THIRD.PARTY')).toHaveAttribute('aria-selected', 'true');
      await expect(card(page, name).getByText('connected', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `SYNC ${name}`, exact: true })).toBeVisible();
      await expect(tile(page, 'CONNECTED')).toHaveText(`${connected.length + 1}/${thirdParty.length}`);
    } else {
      const synced = connected[0];
      if (!synced) throw new Error('the sandbox has no connection to sync');
      await page.getByRole('button', { name: `SYNC ${synced.name}`, exact: true }).click();
      await expect
        .poll(
          async () =>
            (await read<SapIntegrations>(page, '/api/sap/integrations')).thirdParty.find(
              (connection) => connection.code === synced.code,
            )?.lastSync,
        )
        .not.toBe(synced.lastSync);
      await page.reload();
      await expect(card(page, synced.name).getByText('connected', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `SYNC ${synced.name}`, exact: true })).toBeVisible();
    }

    await tab(page, 'ADD.ON.CONNECTORS').click();
    const connector = connectors.find((addOn) => addOn.status === 'active');
    if (!connector) throw new Error('the sandbox has no active connector');
    await page.getByRole('button', { name: `DEACTIVATE ${connector.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `ACTIVATE ${connector.name}`, exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page, connector.name).getByText('inactive', { exact: true })).toBeVisible();
    const after = await read<SapIntegrations>(page, '/api/sap/integrations');
    expect(after.connectors.find((addOn) => addOn.code === connector.code)?.status).toBe('inactive');
    await expect(tile(page, 'ACTIVE.CONNECTORS')).toHaveText(
      String(connectors.filter((addOn) => addOn.status === 'active').length - 1),
    );
    await expectFitsAndAccessible(page, `SAP.INTEGRATIONS connectors at ${width}px`);
    await page.getByRole('button', { name: `ACTIVATE ${connector.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `DEACTIVATE ${connector.name}`, exact: true })).toBeVisible();
  }
});

test('SAP reports: Crystal first, category and search counts, a schedule PAUSED survives a reload', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const noun = { one: 'report', other: 'reports' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const reports = await read<SapReports>(page, '/api/sap/reports');
    const { crystal } = reports;
    await page.goto('/sap/reports');

    await expect(tab(page, 'CRYSTAL.REPORTS')).toHaveAttribute('aria-selected', 'true');
    await expect(countLine(page)).toHaveText(counted(crystal.length, crystal.length, noun));
    const category = crystal[0]?.category ?? '';
    await page.getByLabel('CATEGORY').selectOption(category);
    await expect(countLine(page)).toHaveText(
      counted(crystal.filter((report) => report.category === category).length, crystal.length, noun),
    );
    await page.getByLabel('CATEGORY').selectOption('all');
    const word = firstWord(crystal[0]?.name ?? '');
    await page.getByLabel('SEARCH.REPORTS').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(
        crystal.filter((report) => matches([report.name, report.description], word)).length,
        crystal.length,
        noun,
      ),
    );
    await page.getByLabel('SEARCH.REPORTS').fill('');

    await expect(tile(page, 'CRYSTAL.REPORTS')).toHaveText(String(crystal.length));
    await expect(tile(page, 'SYSTEM.REPORTS')).toHaveText(String(reports.system.length));
    const activeSchedules = reports.schedules.filter((schedule) => schedule.status === 'active');
    await expect(tile(page, 'ACTIVE.SCHEDULES')).toHaveText(String(activeSchedules.length));
    await expectFitsAndAccessible(page, `SAP.REPORTS at ${width}px`);

    await tab(page, 'SCHEDULED').click();
    await expect(countLine(page)).toHaveText(counted(reports.schedules.length, reports.schedules.length, noun));
    const schedule = activeSchedules[0];
    if (!schedule) throw new Error('the sandbox has no active schedule');
    await page.getByRole('button', { name: `PAUSE ${schedule.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `RESUME ${schedule.name}`, exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page, schedule.name).getByText('paused', { exact: true })).toBeVisible();
    await expect(tile(page, 'ACTIVE.SCHEDULES')).toHaveText(String(activeSchedules.length - 1));
    await expectFitsAndAccessible(page, `SAP.REPORTS schedules at ${width}px`);
    await page.getByRole('button', { name: `RESUME ${schedule.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `PAUSE ${schedule.name}`, exact: true })).toBeVisible();
  }
});

test('SAP add-ons: installed, category and search counts, DISABLE survives a reload, the marketplace said out of reach', async ({
  page,
}) => {
  await asAdmin(page, '/dashboard');
  await connectSandbox(page);
  const noun = { one: 'add-on', other: 'add-ons' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { installed } = await read<SapAddOns>(page, '/api/sap/addons');
    await page.goto('/sap/addons');

    // The installed add-ons come first; the marketplace is SAP's own service, out of reach.
    await expect(page.getByRole('heading', { name: 'INSTALLED', exact: true })).toBeVisible();
    await expect(countLine(page)).toHaveText(counted(installed.length, installed.length, noun));
    const category = installed[0]?.category ?? '';
    await page.getByLabel('CATEGORY').selectOption(category);
    await expect(countLine(page)).toHaveText(
      counted(installed.filter((addOn) => addOn.category === category).length, installed.length, noun),
    );
    await page.getByLabel('CATEGORY').selectOption('all');
    const word = firstWord(installed[0]?.name ?? '');
    await page.getByLabel('SEARCH.ADD.ONS').fill(word.toUpperCase());
    await expect(countLine(page)).toHaveText(
      counted(
        installed.filter((addOn) => matches([addOn.name, addOn.description], word)).length,
        installed.length,
        noun,
      ),
    );
    await page.getByLabel('SEARCH.ADD.ONS').fill('');

    const active = installed.filter((addOn) => addOn.status === 'active');
    await expect(tile(page, 'INSTALLED')).toHaveText(String(installed.length));
    await expect(tile(page, 'ACTIVE')).toHaveText(String(active.length));
    await expectFitsAndAccessible(page, `SAP.ADD.ONS at ${width}px`);
    const addOn = active[0];
    if (!addOn) throw new Error('the sandbox has no active add-on');
    await page.getByRole('button', { name: `DISABLE ${addOn.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `ENABLE ${addOn.name}`, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: `ENABLE ${addOn.name}`, exact: true })).toBeVisible();
    await expect(tile(page, 'ACTIVE')).toHaveText(String(active.length - 1));
    await expect(page.getByText(/The SAP add-on marketplace is SAP's own service/)).toBeVisible();
    await expectFitsAndAccessible(page, `SAP.ADD.ONS disabled at ${width}px`);

    // Back as it was, through the same button.
    await page.getByRole('button', { name: `ENABLE ${addOn.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `DISABLE ${addOn.name}`, exact: true })).toBeVisible();
  }
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
