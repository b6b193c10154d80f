import type {
  ErrorEnvelope,
  IntegrationList,
  NetsuiteDashboard,
  NetsuiteDemoCredentials,
  ScriptDeployment,
  ScriptList,
  WorkflowDefinition,
  WorkflowInstanceList,
  WorkflowList,
} from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCalls } from '../../db/schema.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
let adminId: string;
let analyst: Client;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  const created = await server.userWithRole('admin', { platforms: ['netsuite'] });
  admin = created.client;
  adminId = created.user.id;
  analyst = (await server.userWithRole('analyst', { platforms: ['netsuite'] })).client;
  for (const client of [admin, analyst]) {
    const demo = (await client.request<NetsuiteDemoCredentials>('GET', '/functions/v1/netsuite/demo-credentials')).body;
    expect((await client.request('POST', '/functions/v1/netsuite/connect', { body: demo })).status).toBe(200);
  }
}, 120_000);
afterAll(() => server?.close());

describe('NetSuite dashboard', () => {
  it('counts the account and what happened in the period, and re-reads for another period', async () => {
    const day = await admin.request<NetsuiteDashboard>('GET', '/api/netsuite/dashboard?period=24h');
    expect(day.status).toBe(200);
    const total = (label: string, board: NetsuiteDashboard) => board.totals.find((one) => one.label === label)?.value;
    expect(total('CUSTOMERS', day.body)).toBeGreaterThan(0);
    const month = await admin.request<NetsuiteDashboard>('GET', '/api/netsuite/dashboard?period=30d');
    expect(month.body.period).toBe('30d');
    expect(total('CUSTOMERS', month.body)).toBe(total('CUSTOMERS', day.body));
    expect(total('SCRIPT.RUNS', month.body)).toBeGreaterThanOrEqual(total('SCRIPT.RUNS', day.body) ?? 0);
    expect(total('TRANSACTIONS', month.body)).toBeGreaterThanOrEqual(total('TRANSACTIONS', day.body) ?? 0);
    expect(month.body.metrics.map((metric) => metric.label)).toEqual([
      'AGENT.RESPONSE.TIME',
      'AGENT.SUCCESS',
      'SCRIPT.ERROR.RATE',
      'WORKFLOW.SUCCESS',
    ]);
  });
});

describe('NetSuite integrations', () => {
  it("lists NetSuite's APIs with the agent's calls in the period, integration records and the account's RESTlets", async () => {
    const { status, body } = await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=7d');
    expect(status).toBe(200);
    expect(body.period).toBe('7d');
    const kinds = new Set(body.integrations.map((integration) => integration.kind));
    expect(kinds).toEqual(new Set(['api', 'third-party', 'custom']));
    expect(body.integrations.find((integration) => integration.id === 'suiteql')?.requests).toBe(0);

    const call = (tool: string, outcome: 'ok' | 'error', durationMs: number, daysAgo: number) => ({
      userId: adminId,
      tool,
      input: {},
      outcome,
      durationMs,
      channel: 'chat' as const,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await server.database.db
      .insert(toolCalls)
      .values([
        call('ns_runCustomSuiteQL', 'ok', 100, 0),
        call('ns_runReport', 'error', 300, 0),
        call('ns_runCustomSuiteQL', 'ok', 200, 3),
        call('ns_getRecord', 'ok', 50, 20),
      ]);
    const day = await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=24h');
    expect(day.body.integrations.find((integration) => integration.id === 'suiteql')).toMatchObject({
      requests: 2,
      avgResponseMs: 200,
      status: 'warning',
    });
    const week = await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=7d');
    expect(week.body.integrations.find((integration) => integration.id === 'suiteql')?.requests).toBe(3);
    expect(week.body.integrations.find((integration) => integration.id === 'records')?.requests).toBe(0);
    const month = await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=30d');
    expect(month.body.integrations.find((integration) => integration.id === 'records')?.requests).toBe(1);
    const bad = await admin.request<ErrorEnvelope>('GET', '/api/netsuite/integrations?period=2y');
    expect(bad.status).toBe(400);
  });
});

describe('NetSuite integration records', () => {
  const thirdParty = async (name: string) =>
    (await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=24h')).body.integrations.find(
      (integration) => integration.kind === 'third-party' && integration.name === name,
    );

  it('BLOCKs and ENABLEs a third-party integration record in the account; an analyst may read but not change it', async () => {
    const shopify = await thirdParty('Shopify Connector');
    expect(shopify?.status).toBe('connected');
    const id = shopify?.id.replace(/^integration-/, '') ?? '';
    const path = `/api/netsuite/integrations/records/${id}`;

    expect((await admin.request('PATCH', path, { body: { state: 'BLOCKED' } })).status).toBe(204);
    expect((await thirdParty('Shopify Connector'))?.status).toBe('disconnected');
    expect(
      (await admin.request<IntegrationList>('GET', '/api/netsuite/integrations?period=24h')).body.integrations.find(
        (integration) => integration.id === shopify?.id,
      )?.activeTokens,
    ).toBe(shopify?.activeTokens);

    expect((await analyst.request<ErrorEnvelope>('PATCH', path, { body: { state: 'ENABLED' } })).status).toBe(403);
    expect((await admin.request('PATCH', path, { body: { state: 'ENABLED' } })).status).toBe(204);
    expect((await thirdParty('Shopify Connector'))?.status).toBe('connected');

    const unknown = await admin.request<ErrorEnvelope>('PATCH', '/api/netsuite/integrations/records/999999', {
      body: { state: 'BLOCKED' },
    });
    expect(unknown.status).toBe(404);
    const wrong = await admin.request<ErrorEnvelope>('PATCH', path, { body: { state: 'PAUSED' } });
    expect(wrong.status).toBe(400);
  });
});

describe('NetSuite scripts', () => {
  it("lists the account's scripts with their deployments and measured 24-hour runs", async () => {
    const { status, body } = await admin.request<ScriptList>('GET', '/api/netsuite/scripts');
    expect(status).toBe(200);
    expect(body.scripts.length).toBeGreaterThan(0);
    const ran = body.scripts.filter((script) => script.executions24h > 0);
    expect(body.executions24h).toBe(ran.reduce((sum, script) => sum + script.executions24h, 0));
    for (const script of body.scripts) {
      expect(script.deployments.every((deployment) => deployment.id !== '')).toBe(true);
      if (script.errorRate !== null)
        expect(script.errorRate).toBeCloseTo((script.errors24h / script.executions24h) * 100, 1);
    }
  });

  it('pauses and activates a deployment in the account; an analyst may read but not change it', async () => {
    const { body } = await admin.request<ScriptList>('GET', '/api/netsuite/scripts');
    const deployment = body.scripts.flatMap((script) => script.deployments).find((one) => one.isDeployed);
    if (!deployment) throw new Error('The sandbox has no deployed script');
    const path = `/api/netsuite/scripts/deployments/${deployment.id}`;

    const refused = await analyst.request<ErrorEnvelope>('PATCH', path, { body: { isDeployed: false } });
    expect(refused.status).toBe(403);
    expect((await analyst.request('GET', '/api/netsuite/scripts')).status).toBe(200);

    const paused = await admin.request<ScriptDeployment>('PATCH', path, { body: { isDeployed: false } });
    expect(paused.status).toBe(200);
    expect(paused.body.isDeployed).toBe(false);
    const reread = await admin.request<ScriptList>('GET', '/api/netsuite/scripts');
    const again = reread.body.scripts.flatMap((script) => script.deployments).find((one) => one.id === deployment.id);
    expect(again?.isDeployed).toBe(false);
    expect((await admin.request('PATCH', path, { body: { isDeployed: true } })).status).toBe(200);
  });

  it("EDITs a deployment's status and log level in the account, and refuses a change that says nothing", async () => {
    const { body } = await admin.request<ScriptList>('GET', '/api/netsuite/scripts');
    const deployment = body.scripts.flatMap((script) => script.deployments).find((one) => one.logLevel !== 'AUDIT');
    if (!deployment) throw new Error('The sandbox has no deployment to edit');
    const path = `/api/netsuite/scripts/deployments/${deployment.id}`;
    const edited = await admin.request<ScriptDeployment>('PATCH', path, {
      body: { status: 'TESTING', logLevel: 'AUDIT' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'TESTING', logLevel: 'AUDIT', isDeployed: deployment.isDeployed });
    const reread = await admin.request<ScriptList>('GET', '/api/netsuite/scripts');
    const again = reread.body.scripts.flatMap((script) => script.deployments).find((one) => one.id === deployment.id);
    expect(again).toMatchObject({ status: 'TESTING', logLevel: 'AUDIT' });
    expect((await admin.request('PATCH', path, { body: {} })).status).toBe(400);
    expect((await admin.request('PATCH', path, { body: { logLevel: 'LOUD' } })).status).toBe(400);
    await admin.request('PATCH', path, { body: { status: deployment.status, logLevel: deployment.logLevel } });
  });
});

describe('NetSuite workflows', () => {
  it('lists workflows with their definitions and suspends and releases one', async () => {
    const { status, body } = await admin.request<WorkflowList>('GET', '/api/netsuite/workflows');
    expect(status).toBe(200);
    expect(body.definitionsAvailable).toBe(true);
    const released = body.workflows.find((workflow) => workflow.releaseStatus === 'RELEASED');
    if (!released) throw new Error('The sandbox has no released workflow');
    expect(released.actions.length).toBeGreaterThan(0);
    const path = `/api/netsuite/workflows/${released.scriptId}`;

    expect((await analyst.request('PATCH', path, { body: { releaseStatus: 'SUSPENDED' } })).status).toBe(403);
    expect((await admin.request('PATCH', path, { body: { releaseStatus: 'SUSPENDED' } })).status).toBe(204);
    const suspended = await admin.request<WorkflowList>('GET', '/api/netsuite/workflows');
    expect(suspended.body.workflows.find((workflow) => workflow.id === released.id)).toMatchObject({
      releaseStatus: 'SUSPENDED',
      status: 'inactive',
    });
    expect((await admin.request('PATCH', path, { body: { releaseStatus: 'RELEASED' } })).status).toBe(204);
  });

  it('VIEW: a workflow’s definition from the account, its states in order with their actions; 404 for none', async () => {
    const listed = (await admin.request<WorkflowList>('GET', '/api/netsuite/workflows')).body.workflows;
    const sample = listed.find((workflow) => workflow.actions.length > 1) ?? listed[0];
    if (!sample) throw new Error('The sandbox has no workflow');
    // An analyst reads definitions too: VIEW changes nothing.
    const { status, body } = await analyst.request<WorkflowDefinition>(
      'GET',
      `/api/netsuite/workflows/${sample.scriptId}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      scriptId: sample.scriptId,
      name: sample.name,
      releaseStatus: sample.releaseStatus,
      triggers: sample.triggers,
      condition: sample.conditions,
    });
    expect(body.recordTypes.join(', ')).toBe(sample.recordType);
    expect(body.states.length).toBeGreaterThan(0);
    expect(body.states.flatMap((state) => state.actions.map((action) => action.summary))).toEqual(sample.actions);
    expect(body.xml).toContain(`<workflow scriptid="${sample.scriptId}">`);
    expect(Number.isNaN(Date.parse(body.deployedAt))).toBe(false);

    const missing = await admin.request<ErrorEnvelope>('GET', '/api/netsuite/workflows/customworkflow_no_such_one');
    expect(missing.status).toBe(404);
    expect((await admin.request('GET', '/api/netsuite/workflows/not_a_workflow')).status).toBe(400);
  });

  it('VIEW.LOGS: the instances of 30 days, newest first, as many as the list counts', async () => {
    const listed = (await admin.request<WorkflowList>('GET', '/api/netsuite/workflows')).body.workflows;
    const { status, body } = await analyst.request<WorkflowInstanceList>('GET', '/api/netsuite/workflow-instances');
    expect(status).toBe(200);
    expect(body.total).toBe(listed.reduce((sum, workflow) => sum + workflow.executions30d, 0));
    expect(body.instances).toHaveLength(body.total);
    const started = body.instances.map((instance) => instance.started);
    expect([...started].sort().reverse()).toEqual(started);
    const names = new Map(listed.map((workflow) => [workflow.id, workflow.name]));
    for (const instance of body.instances) {
      expect(instance.workflow).toBe(names.get(instance.workflowId));
      expect(['Complete', 'In Progress', 'Failed']).toContain(instance.status);
      expect(instance.durationMs === null).toBe(instance.completed === null);
    }
    const failed = body.instances.filter((instance) => instance.status === 'Failed').length;
    expect(failed).toBe(listed.reduce((sum, workflow) => sum + workflow.failed30d, 0));
  });
});
