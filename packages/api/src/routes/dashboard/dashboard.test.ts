import type { Dashboard, EnvironmentList, TaskList } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCalls } from '../../db/schema.ts';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let agent: AgentSession;
let userId: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  const created = await server.userWithRole('admin', { username: 'dash.user', name: 'Dash User' });
  userId = created.user.id;
  agent = await agentSession(server, created.client);
  // Generating the sandbox's company takes seconds alone, and more on a busy machine.
}, 120_000);
afterAll(() => server.close());

const dashboard = async () => (await agent.client.request<Dashboard>('GET', '/api/dashboard')).body;

describe('GET /api/dashboard', () => {
  it('counts the tasks the agent recorded for the user: completed, failed and pending', async () => {
    const before = (await dashboard()).stats;
    expect(before).toMatchObject({ periodDays: 30, total: { current: 0, previous: 0 } });

    await agent.ask('list open invoices');
    await agent.ask('list open invoices');
    await agent.ask('SELECT id FROM no_such_table');
    // Someone else's task is not the user's.
    await (await agentSession(server)).ask('list open invoices');

    let { stats, recentTasks } = await dashboard();
    expect(stats.total.current).toBe(3);
    expect(stats.completed.current).toBe(2);
    expect(stats.failed.current).toBe(1);
    expect(stats.pending.current).toBe(0);
    expect(recentTasks.map((task) => task.status)).toEqual(['failed', 'completed', 'completed']);
    expect(recentTasks[0]).toMatchObject({ tool: 'ns_runCustomSuiteQL', type: 'Query', errorCode: 'refused' });
    expect(recentTasks[0]?.conversationId).toBe(agent.conversationId);

    // A write waits for its confirmation: pending, after the reads the agent made to prepare it.
    await agent.ask('create a customer named Dashboard Pending Co');
    ({ stats, recentTasks } = await dashboard());
    expect(stats.pending.current).toBe(1);
    expect(stats.failed.current).toBe(1);
    expect(recentTasks[0]).toMatchObject({ tool: 'ns_createRecord', type: 'Record', status: 'pending' });
    expect(stats.total.current).toBe(stats.completed.current + 2);
  });

  it('compares with the period before, and leaves older tasks out', async () => {
    const { db } = server.database;
    const call = { userId, tool: 'ns_runCustomSuiteQL', input: {}, durationMs: 5, channel: 'chat' } as const;
    await db.insert(toolCalls).values([
      { ...call, outcome: 'ok', createdAt: new Date(Date.now() - 40 * DAY_MS) },
      { ...call, outcome: 'error', errorCode: 'timeout', createdAt: new Date(Date.now() - 45 * DAY_MS) },
      { ...call, outcome: 'ok', createdAt: new Date(Date.now() - 70 * DAY_MS) },
    ]);
    const { stats } = await dashboard();
    expect(stats.total.previous).toBe(2);
    expect(stats.completed.previous).toBe(1);
    expect(stats.failed).toEqual({ current: 1, previous: 1 });
  });

  it('keeps a timeline of sign-ins, conversations, tasks and the NetSuite connection, newest first', async () => {
    const { activity } = await dashboard();
    const titles = activity.map((entry) => entry.title);
    expect(titles).toContain('Task failed');
    expect(titles).toContain('Conversation started');
    expect(titles).toContain('NetSuite connected');
    expect(titles).toContain('Signed in');
    expect(activity.length).toBeLessThanOrEqual(10);
    const times = activity.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists every task of the period for view-all, with their number', async () => {
    const { stats } = await dashboard();
    const all = await agent.client.request<TaskList>('GET', '/api/dashboard/tasks?limit=2');
    expect(all.body.total).toBe(stats.total.current);
    expect(all.body.tasks).toHaveLength(2);
    expect((await agent.client.request('GET', '/api/dashboard/tasks?limit=0')).status).toBe(400);
  });

  it('answers a new user with zeros and an empty list, and nobody signed out', async () => {
    const fresh = (await server.userWithRole('operator')).client;
    const reply = await fresh.request<Dashboard>('GET', '/api/dashboard');
    expect(reply.body.stats.total).toEqual({ current: 0, previous: 0 });
    expect(reply.body.recentTasks).toEqual([]);
    expect((await server.anonymous.request('GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('GET /api/dashboard/environments', () => {
  it('checks the user NetSuite connection live, with its account, last use and latency', async () => {
    const { environments } = (await agent.client.request<EnvironmentList>('GET', '/api/dashboard/environments')).body;
    expect(environments.map((environment) => environment.platform)).toEqual(['netsuite', 'dynamics', 'sap']);
    const [netsuite, dynamics] = environments;
    expect(netsuite).toMatchObject({ name: 'Sandbox (embedded)', status: 'online', detail: null });
    expect(netsuite?.latencyMs).toBeGreaterThan(0);
    expect(netsuite?.lastUsedAt).not.toBeNull();
    expect(netsuite?.connectedAt).not.toBeNull();
    expect(dynamics).toMatchObject({ status: 'not_connected', detail: expect.stringMatching(/under development/) });
  });

  it('says not connected for a user with no connection, and shows only the platforms they reach', async () => {
    const operator = (await server.userWithRole('operator', { platforms: ['netsuite'] })).client;
    const { environments } = (await operator.request<EnvironmentList>('GET', '/api/dashboard/environments')).body;
    expect(environments).toEqual([
      expect.objectContaining({ platform: 'netsuite', status: 'not_connected', detail: 'No account connected.' }),
    ]);
  });
});
