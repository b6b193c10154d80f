import type {
  SapAddOns,
  SapConnection,
  SapDemoCredentials,
  SapDocument,
  SapDocumentDetail,
  SapDocuments,
  SapIntegrations,
  SapOverview,
  SapReports,
} from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { queryRows } from '../../lib/query-rows.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

describe('/api/sap', () => {
  let server: TestServer;
  let admin: Client;
  let demo: SapDemoCredentials;

  beforeAll(async () => {
    server = await createTestServer({ SAP_SANDBOX: 'true' });
    admin = await server.admin();
    demo = (await admin.request<SapDemoCredentials>('GET', '/api/sap/demo-credentials')).body;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers the sandbox company and user, at an address that serves Service Layer', async () => {
    expect(demo).toMatchObject({
      companyDb: 'ERPA_DEMO',
      userName: 'manager',
      serviceLayerUrl: 'http://localhost/sap-sandbox/b1s/v2/',
    });
    const login = await server.app.request('/sap-sandbox/b1s/v2/Login', {
      method: 'POST',
      body: JSON.stringify({ CompanyDB: demo.companyDb, UserName: demo.userName, Password: demo.password }),
    });
    expect(login.status).toBe(200);
  });

  it("refuses a wrong password in Service Layer's words, and stores nothing", async () => {
    const refused = await admin.request<{ code: string; message: string; reason: string }>('POST', '/api/sap/connect', {
      body: { ...demo, serviceLayerUrl: demo.serviceLayerUrl, password: 'wrong' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'sap_connect_failed',
      message: 'Failed to connect to SAP Business One',
    });
    expect(refused.body.reason).toContain('Fail to NONE-SSO login from SLD.');
    expect(refused.body.reason).toContain('SAP -304');
    expect((await admin.request<SapConnection>('GET', '/api/sap/connection')).body.connected).toBe(false);
  });

  it('connects with the demo credentials, keeping the password sealed', async () => {
    const connected = await admin.request<SapConnection>('POST', '/api/sap/connect', { body: demo });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      sandbox: true,
      companyDb: 'ERPA_DEMO',
      userName: 'manager',
      serviceRoot: 'http://localhost/sap-sandbox/b1s/v2/',
    });
    const rows = await queryRows(
      server.database.db,
      sql`select sealed_password from sap_connections`,
      z.object({ sealed_password: z.string() }),
    );
    const sealed = JSON.stringify(rows);
    expect(sealed).not.toContain(demo.password);
    expect(sealed).toContain('v1.');
    const verified = await admin.request<SapConnection>('GET', '/api/sap/connection?verify=true');
    expect(verified.body.verified).toMatchObject({ ok: true, message: null });
  });

  it('counts the dashboard tiles from the records the other screens show', async () => {
    const documents = (await admin.request<SapDocuments>('GET', '/api/sap/documents')).body.documents;
    const addOns = (await admin.request<SapAddOns>('GET', '/api/sap/addons')).body.installed;
    const integrations = (await admin.request<SapIntegrations>('GET', '/api/sap/integrations')).body;
    // The one refused login of the test above is the only failed call.
    const [recorded] = await queryRows(
      server.database.db,
      sql`select count(*)::int as calls, count(*) filter (where not ok)::int as failed from sap_calls where kind = 'call'`,
      z.object({ calls: z.number(), failed: z.number() }),
    );
    expect(recorded?.failed).toBe(1);
    const overview = (await admin.request<SapOverview>('GET', '/api/sap/overview')).body;
    const store = server.services.sapSandbox?.store;
    expect(overview.counts).toEqual({
      documents: documents.length,
      activeDocuments: documents.filter((document) => ['open', 'pending', 'in-progress'].includes(document.status))
        .length,
      users: store?.records('Users').length,
      activeUsers: store?.records('Users').filter((user) => user.Locked === 'tNO').length,
      businessPartners: store?.records('BusinessPartners').length,
      items: store?.records('Items').length,
      addOns: addOns.length,
      integrations: integrations.thirdParty.length,
    });
    expect(new Set(documents.map((document) => document.group))).toEqual(new Set(['sales', 'purchase', 'inventory']));
    expect(overview.alerts).toBe(
      addOns.filter((addOn) => addOn.status === 'error').length +
        integrations.thirdParty.filter((item) => item.status === 'warning' || item.status === 'disconnected').length,
    );
    // The figures are this product's own calls: by now there have been many.
    expect(overview.metrics.calls.current).toBeGreaterThan(10);
    const calls = overview.metrics.calls.current ?? 0;
    expect(overview.metrics.successRate.current).toBeCloseTo(((calls - 1) / calls) * 100, 0);
    expect(overview.metrics.responseTimeMs.current).toEqual(expect.any(Number));
  });

  it('measures the dashboard over the period asked for, the last 24 hours unless told', async () => {
    const day = (await admin.request<SapOverview>('GET', '/api/sap/overview')).body;
    expect(day.period).toBe('24h');
    const month = (await admin.request<SapOverview>('GET', '/api/sap/overview?period=30d')).body;
    expect(month.period).toBe('30d');
    // Every call of the last 24 hours is in the last 30 days too, with the first overview's own calls besides.
    expect(month.metrics.calls.current).toBeGreaterThan(day.metrics.calls.current ?? 0);
    expect(month.metrics.calls.previous).toBe(0);
    expect((await admin.request('GET', '/api/sap/overview?period=2h')).status).toBe(400);
  });

  it('lists each Service Layer API with the requests this product made to it', async () => {
    const { apis } = (await admin.request<SapIntegrations>('GET', '/api/sap/integrations')).body;
    const orders = apis.find((api) => api.id === 'Orders');
    expect(orders).toMatchObject({ endpoint: '/b1s/v2/Orders', status: 'active', version: 'v2' });
    expect(orders?.requests24h).toBeGreaterThan(0);
    expect(apis.find((api) => api.id === 'PurchaseOrders')?.avgResponseTimeMs).toEqual(expect.any(Number));
  });

  it('disables an add-on through Service Layer, and the change stays', async () => {
    const changed = await admin.request<{ status: string }>('POST', '/api/sap/actions', {
      body: { target: 'addon', code: 'AO-USAB', action: 'disable' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('inactive');
    const addOns = (await admin.request<SapAddOns>('GET', '/api/sap/addons')).body.installed;
    expect(addOns.find((addOn) => addOn.code === 'AO-USAB')?.status).toBe('inactive');
    expect(
      server.services.sapSandbox?.store.records('U_ERPA_ADDONS').find((row) => row.Code === 'AO-USAB')?.U_Status,
    ).toBe('inactive');
  });

  it('reads one document with its lines, for VIEW and EXPORT', async () => {
    const documents = (await admin.request<SapDocuments>('GET', '/api/sap/documents')).body.documents;
    const order = documents.find((document) => document.entitySet === 'Orders');
    const transfer = documents.find((document) => document.entitySet === 'StockTransfers');
    const detail = await admin.request<SapDocumentDetail>('GET', `/api/sap/documents/Orders/${order?.key}`);
    expect(detail.status).toBe(200);
    expect(detail.body.document).toEqual(order);
    const stored = server.services.sapSandbox?.store.records('Orders').find((row) => row.DocEntry === order?.key);
    const lines = stored?.DocumentLines as { ItemCode: string; Quantity: number; LineTotal: number }[];
    expect(detail.body.lines.map((line) => [line.item, line.quantity, line.total])).toEqual(
      lines.map((line) => [line.ItemCode, line.Quantity, line.LineTotal]),
    );
    const moved = (await admin.request<SapDocumentDetail>('GET', `/api/sap/documents/StockTransfers/${transfer?.key}`))
      .body;
    expect(moved.lines[0]?.warehouse).toMatch(/^\S+ → \S+$/);
    expect(moved.lines[0]?.price).toBeNull();
    expect((await admin.request('GET', '/api/sap/documents/Orders/999999')).status).toBe(404);
    expect((await admin.request('GET', '/api/sap/documents/Items/1')).status).toBe(404);
    expect((await admin.request('GET', '/api/sap/documents/Orders/first')).status).toBe(404);
  });

  it('processes an open order through Service Layer Close, refusing one no longer open', async () => {
    const documents = (await admin.request<SapDocuments>('GET', '/api/sap/documents')).body.documents;
    const order = documents.find((document) => document.entitySet === 'Orders' && document.closable);
    if (!order) throw new Error('the sandbox has no open sales order');
    expect(documents.some((document) => document.entitySet === 'Invoices' && document.closable)).toBe(false);
    const request = { target: 'document', entitySet: order.entitySet, key: order.key, action: 'process' };
    const processed = await admin.request<SapDocument>('POST', '/api/sap/actions', { body: request });
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({ id: order.id, closable: false, status: 'delivered' });
    expect(
      server.services.sapSandbox?.store.records('Orders').find((row) => row.DocEntry === order.key)?.DocumentStatus,
    ).toBe('bost_Close');
    const after = (await admin.request<SapDocuments>('GET', '/api/sap/documents')).body.documents;
    expect(after.find((document) => document.id === order.id)?.closable).toBe(false);

    const again = await admin.request<{ code: string }>('POST', '/api/sap/actions', { body: request });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('sap_document_not_open');
    const invoice = documents.find((document) => document.entitySet === 'Invoices');
    const refused = await admin.request('POST', '/api/sap/actions', {
      body: { ...request, entitySet: 'Invoices', key: invoice?.key },
    });
    expect(refused.status).toBe(400);
  });

  it('pauses a schedule and connects an integration, each sync recorded', async () => {
    await admin.request('POST', '/api/sap/actions', {
      body: { target: 'schedule', code: 'SC-AGING', action: 'pause' },
    });
    const reports = (await admin.request<SapReports>('GET', '/api/sap/reports')).body;
    expect(reports.schedules.find((schedule) => schedule.code === 'SC-AGING')?.status).toBe('paused');
    expect(reports.system.find((report) => report.id === 'inventory-status')?.records).toBe(
      server.services.sapSandbox?.store.records('Items').length,
    );
    const connected = await admin.request<{ status: string; lastSync: string }>('POST', '/api/sap/actions', {
      body: { target: 'integration', code: 'TP-BI', action: 'connect' },
    });
    expect(connected.body.status).toBe('connected');
    const overview = (await admin.request<SapOverview>('GET', '/api/sap/overview')).body;
    expect(overview.metrics.syncRate.current).toBe(100);
  });

  it('refuses an action on a record of another kind', async () => {
    const wrong = await admin.request('POST', '/api/sap/actions', {
      body: { target: 'connector', code: 'AO-USAB', action: 'activate' },
    });
    expect(wrong.status).toBe(404);
  });

  it('keeps SAP to users given the platform, and changes to the roles that may make them', async () => {
    const outsider = await server.userWithRole('analyst', { platforms: ['netsuite'] });
    expect((await outsider.client.request('GET', '/api/sap/connection')).status).toBe(403);
    const analyst = await server.userWithRole('analyst', { platforms: ['sap'] });
    expect((await analyst.client.request('POST', '/api/sap/connect', { body: demo })).status).toBe(200);
    expect((await analyst.client.request('GET', '/api/sap/documents')).status).toBe(200);
    const denied = await analyst.client.request('POST', '/api/sap/actions', {
      body: { target: 'addon', code: 'AO-MFG', action: 'disable' },
    });
    expect(denied.status).toBe(403);
    const order = (await analyst.client.request<SapDocuments>('GET', '/api/sap/documents')).body.documents.find(
      (document) => document.closable,
    );
    const process = await analyst.client.request('POST', '/api/sap/actions', {
      body: { target: 'document', entitySet: order?.entitySet, key: order?.key, action: 'process' },
    });
    expect(process.status).toBe(403);
    const schedule = await analyst.client.request('POST', '/api/sap/actions', {
      body: { target: 'schedule', code: 'SC-AGING', action: 'resume' },
    });
    expect(schedule.status).toBe(200);
    const operator = await server.userWithRole('operator', { platforms: ['sap'] });
    expect((await operator.client.request('GET', '/api/sap/documents')).status).toBe(403);
  });

  it('answers 409 before a connection exists, and disconnects', async () => {
    const fresh = await server.userWithRole('analyst', { platforms: ['sap'] });
    const none = await fresh.client.request<{ code: string }>('GET', '/api/sap/overview');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('sap_not_connected');
    await fresh.client.request('POST', '/api/sap/connect', { body: demo });
    const gone = await fresh.client.request<SapConnection>('DELETE', '/api/sap/connection');
    expect(gone.body.connected).toBe(false);
  });
});
