import type {
  DynamicsColumn,
  DynamicsConnection,
  DynamicsDemoCredentials,
  DynamicsEntity,
  DynamicsIntegration,
  DynamicsOverview,
  DynamicsPowerPlatform,
  DynamicsProcess,
  DynamicsSyncResult,
  ErrorEnvelope,
} from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
let demo: DynamicsDemoCredentials;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
  demo = (await admin.request<DynamicsDemoCredentials>('GET', '/api/dynamics/demo-credentials')).body;
});
afterAll(() => server?.close());

const connectDemo = (client: Client) =>
  client.request<DynamicsConnection & ErrorEnvelope>('POST', '/api/dynamics/connect', {
    body: { ...demo, authMethod: 'secret' },
  });

/** Counts straight from the sandbox's Web API, to hold the screens' figures against. */
async function sandboxCount(path: string): Promise<number> {
  const sandbox = server.services.dynamicsSandbox;
  if (!sandbox) throw new Error('the Dataverse sandbox is off');
  const token = await server.app.request(`/dynamics-sandbox/${demo.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: demo.clientId,
      client_secret: demo.clientSecret,
      scope: `${demo.environmentUrl}/.default`,
    }).toString(),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const answer = await server.app.request(`/dynamics-sandbox/api/data/v9.2/${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return Number(await answer.text());
}

describe('Dynamics 365 connection', () => {
  it('starts disconnected, and the screens say so', async () => {
    const operator = (await server.userWithRole('operator', { platforms: ['dynamics'] })).client;
    const connection = await operator.request<DynamicsConnection>('GET', '/api/dynamics/connection');
    expect(connection.body).toMatchObject({ connected: false, tenantId: null, sandbox: false });
    const entities = await operator.request<ErrorEnvelope>('GET', '/api/dynamics/entities');
    expect(entities.status).toBe(409);
    expect(entities.body).toMatchObject({ code: 'dynamics_not_connected', message: 'Not connected to Dynamics 365' });
  });

  it('keeps users without Dynamics 365 out, and lets admins in', async () => {
    const netsuiteOnly = (await server.userWithRole('analyst', { platforms: ['netsuite'] })).client;
    const refused = await netsuiteOnly.request<ErrorEnvelope>('GET', '/api/dynamics/connection');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('platform_forbidden');
    expect((await admin.request('GET', '/api/dynamics/connection')).status).toBe(200);
  });

  it("refuses credentials Entra ID refuses, with Entra's reason", async () => {
    const wrong = await admin.request<ErrorEnvelope>('POST', '/api/dynamics/connect', {
      body: { ...demo, authMethod: 'secret', clientSecret: 'not-the-secret' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'dynamics_connect_failed', message: 'Failed to connect to Dynamics 365' });
    expect(wrong.body.reason).toContain('AADSTS7000215');
    const invalid = await admin.request<ErrorEnvelope>('POST', '/api/dynamics/connect', {
      body: { ...demo, authMethod: 'secret', clientId: 'not-a-guid', environmentUrl: 'http://insecure.example' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details?.map((detail) => detail.field).sort()).toEqual(['clientId', 'environmentUrl']);
  });

  it('connects the sandbox, keeps the secret sealed, and never sends it back', async () => {
    const connected = await connectDemo(admin);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      tenantId: demo.tenantId,
      clientId: demo.clientId,
      environmentUrl: demo.environmentUrl,
      authMethod: 'secret',
      sandbox: true,
    });
    expect(JSON.stringify(connected.body)).not.toContain(demo.clientSecret);
    const rows = await server.database.db.execute(sql`select sealed_credential from dynamics_connections`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(demo.clientSecret);
    expect(stored).toContain('v1.');
    const verified = await admin.request<DynamicsConnection>('GET', '/api/dynamics/connection?verify=true');
    expect(verified.body.verified).toMatchObject({ ok: true, message: null });
  });
});

describe('Dynamics 365 screens on the sandbox', () => {
  beforeAll(async () => {
    await connectDemo(admin);
  });

  it('counts the dashboard tiles from the environment, and measures its figures', async () => {
    const { status, body } = await admin.request<DynamicsOverview>('GET', '/api/dynamics/overview?period=7d');
    expect(status).toBe(200);
    expect(body.tiles.activeUsers).toBe(
      await sandboxCount('systemusers/$count?$filter=isdisabled eq false and accessmode ne 4'),
    );
    expect(body.tiles.integrations).toBe(await sandboxCount('connectionreferences/$count'));
    expect(body.tiles.powerApps).toBe(
      (await sandboxCount('appmodules/$count')) + (await sandboxCount('canvasapps/$count')),
    );
    const api = body.metrics.find((metric) => metric.id === 'api-response-time');
    expect(api?.samples).toBeGreaterThan(0);
    expect(api?.value).toEqual(expect.any(Number));
    const flows = body.metrics.find((metric) => metric.id === 'power-platform');
    expect(flows?.samples).toBeGreaterThan(0);
    expect(flows?.value).toBeGreaterThan(0);
    expect(body.metrics.find((metric) => metric.id === 'data-sync-rate')).toMatchObject({
      value: null,
      status: 'unknown',
      samples: 0,
    });
    expect(body.activities.length).toBeGreaterThan(0);
  });

  it('lists the tables with their rows counted', async () => {
    const { body } = await admin.request<{ items: DynamicsEntity[] }>('GET', '/api/dynamics/entities');
    const account = body.items.find((entity) => entity.name === 'account');
    expect(account).toMatchObject({ displayName: 'Account', category: 'Sales', custom: false, primaryField: 'name' });
    expect(account?.records).toBe(await sandboxCount('accounts/$count'));
    expect(account?.customFields).toBe(1);
    expect(account?.workflows).toBeGreaterThan(0);
    const custom = body.items.filter((entity) => entity.custom);
    expect(custom.length).toBeGreaterThanOrEqual(5);
    expect(custom.every((entity) => entity.owner === 'Contoso Solutions')).toBe(true);
  });

  it("reads a table's columns for VIEW and every table's for EXPORT.SCHEMA, as EntityDefinitions gives them", async () => {
    const entities = (await admin.request<{ items: DynamicsEntity[] }>('GET', '/api/dynamics/entities')).body.items;
    const account = entities.find((entity) => entity.name === 'account');
    const columns = await admin.request<{ items: DynamicsColumn[] }>(
      'GET',
      `/api/dynamics/entities/${account?.id}/columns`,
    );
    expect(columns.status).toBe(200);
    const [first, second] = columns.body.items;
    expect(first).toMatchObject({ table: 'account', name: 'accountid', primaryId: true });
    expect(second).toMatchObject({ table: 'account', name: 'name', primaryName: true, type: 'String' });
    expect(columns.body.items.filter((column) => column.custom)).toHaveLength(account?.customFields ?? -1);

    const schema = (await admin.request<{ items: DynamicsColumn[] }>('GET', '/api/dynamics/schema')).body.items;
    expect(new Set(schema.map((column) => column.table))).toEqual(new Set(entities.map((entity) => entity.name)));
    expect(schema.filter((column) => column.table === 'account')).toEqual(columns.body.items);
    expect((await admin.request('GET', '/api/dynamics/entities/not-a-guid/columns')).status).toBe(404);
  });

  it('deactivates and activates a classic workflow through the Web API, and the change stays', async () => {
    const list = async () =>
      (await admin.request<{ items: DynamicsProcess[] }>('GET', '/api/dynamics/processes')).body.items;
    const processes = await list();
    expect(new Set(processes.map((process) => process.kind))).toEqual(
      new Set(['business-process', 'cloud-flow', 'classic']),
    );
    const classic = processes.find((process) => process.kind === 'classic' && process.status === 'active');
    if (!classic) throw new Error('no active classic workflow');
    expect(classic.runs30d).toBeGreaterThan(0);
    const off = await admin.request<DynamicsProcess>('POST', `/api/dynamics/processes/${classic.id}/deactivate`);
    expect(off.body.status).toBe('inactive');
    expect((await list()).find((process) => process.id === classic.id)?.status).toBe('inactive');
    const on = await admin.request<DynamicsProcess>('POST', `/api/dynamics/processes/${classic.id}/activate`);
    expect(on.body.status).toBe('active');

    const bpf = processes.find((process) => process.kind === 'business-process' && process.status === 'active');
    expect(bpf?.stages.length).toBeGreaterThan(1);
    expect(bpf?.activeRecords).toBeGreaterThan(0);
  });

  it('refuses state actions to a role that may not write', async () => {
    const analyst = (await server.userWithRole('analyst', { platforms: ['dynamics'] })).client;
    await connectDemo(analyst);
    const processes = (await analyst.request<{ items: DynamicsProcess[] }>('GET', '/api/dynamics/processes')).body
      .items;
    const refused = await analyst.request('POST', `/api/dynamics/processes/${processes[0]?.id}/deactivate`);
    expect(refused.status).toBe(403);
  });

  it('connects a disconnected integration, and sync runs are measured', async () => {
    const integrations = (await admin.request<{ items: DynamicsIntegration[] }>('GET', '/api/dynamics/integrations'))
      .body.items;
    const disconnected = integrations.find((integration) => integration.status === 'disconnected');
    if (!disconnected) throw new Error('no disconnected integration');
    const failed = await admin.request<DynamicsSyncResult>(
      'POST',
      `/api/dynamics/integrations/${disconnected.id}/sync`,
    );
    expect(failed.body).toMatchObject({ outcome: 'failed', integration: { syncRuns: 1, syncSucceeded: 0 } });

    const connected = await admin.request<DynamicsIntegration>(
      'POST',
      `/api/dynamics/integrations/${disconnected.id}/connect`,
    );
    expect(connected.body.status).not.toBe('disconnected');
    const synced = await admin.request<DynamicsSyncResult>(
      'POST',
      `/api/dynamics/integrations/${disconnected.id}/sync`,
    );
    expect(synced.body).toMatchObject({ outcome: 'succeeded', integration: { syncRuns: 2, syncSucceeded: 1 } });

    const overview = (await admin.request<DynamicsOverview>('GET', '/api/dynamics/overview?period=1h')).body;
    expect(overview.metrics.find((metric) => metric.id === 'data-sync-rate')).toMatchObject({ value: 50, samples: 2 });
  });

  it('lists apps, flows and copilots, and says plainly that Power BI is out of reach', async () => {
    const { body } = await admin.request<DynamicsPowerPlatform>('GET', '/api/dynamics/power-platform');
    expect(new Set(body.items.map((item) => item.kind))).toEqual(new Set(['app', 'flow', 'agent']));
    expect(body.items.filter((item) => item.kind === 'flow').length).toBe(
      await sandboxCount('workflows/$count?$filter=type eq 1 and category eq 5'),
    );
    const agent = body.items.find((item) => item.kind === 'agent' && item.status === 'published');
    expect(agent?.conversations30d).toBeGreaterThan(0);
    expect(agent?.resolutionRate).toBeGreaterThan(0);
    expect(body.powerBi).toMatchObject({ available: false, message: expect.stringContaining('cannot reach') });
  });
});
