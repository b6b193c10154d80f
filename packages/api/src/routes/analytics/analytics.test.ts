import type { Analytics } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCalls } from '../../db/schema.ts';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
let agent: AgentSession;
let agentUserId: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  admin = await server.admin();
  const created = await server.userWithRole('admin', { username: 'analytics.user', name: 'Analytics User' });
  agentUserId = created.user.id;
  agent = await agentSession(server, created.client);
  // Generating the sandbox's company takes seconds alone, and more on a busy machine.
}, 120_000);
afterAll(() => server.close());

const analytics = async (query = '') => {
  const reply = await admin.request<Analytics>('GET', `/api/analytics${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('GET /api/analytics', () => {
  it('defaults to 7 days in daily buckets, and moves by exactly the tasks the agent recorded', async () => {
    const before = await analytics();
    expect(before.period).toBe('7d');
    expect(before.bucket).toBe('day');
    expect(before.series.length).toBeGreaterThanOrEqual(7);

    await agent.ask('list open invoices');
    await agent.ask('list open invoices');
    await agent.ask('SELECT id FROM no_such_table');

    const after = await analytics();
    expect(after.kpis.tasks.current - before.kpis.tasks.current).toBe(3);
    const netsuite = (figures: Analytics) => figures.platforms.find((entry) => entry.platform === 'netsuite');
    expect((netsuite(after)?.completed ?? 0) - (netsuite(before)?.completed ?? 0)).toBe(2);
    expect((netsuite(after)?.failed ?? 0) - (netsuite(before)?.failed ?? 0)).toBe(1);
    const sum = (figures: Analytics, key: 'completed' | 'failed') =>
      figures.series.reduce((total, bucket) => total + bucket[key], 0);
    expect(sum(after, 'completed') - sum(before, 'completed')).toBe(2);
    expect(sum(after, 'failed') - sum(before, 'failed')).toBe(1);
    expect(after.recentActivities[0]).toMatchObject({ status: 'failed', userName: 'Analytics User' });
    expect(after.engagement.messages - before.engagement.messages).toBe(3);
    expect(after.kpis.conversations.current).toBeGreaterThanOrEqual(1);
    expect(after.users.map((user) => user.name)).toContain('Analytics User');
  });

  it('narrows every figure to one user', async () => {
    const mine = await analytics(`?user=${agentUserId}`);
    expect(mine.kpis.tasks.current).toBe(3);
    expect(mine.kpis.successRatePercent.current).toBe(66.7);
    expect(mine.kpis.activeUsers.current).toBe(1);
    expect(mine.health.errorRatePercent).toBe(33.3);
    expect(mine.recentActivities.every((task) => task.userName === 'Analytics User')).toBe(true);
  });

  it('counts writes proposed, confirmed and cancelled', async () => {
    const before = await analytics(`?user=${agentUserId}`);
    await agent.ask('create a customer named Analytics Cancelled Co');
    await agent.ask('no');
    const after = await analytics(`?user=${agentUserId}`);
    expect(after.automation.proposed - before.automation.proposed).toBe(1);
    expect(after.automation.cancelled - before.automation.cancelled).toBe(1);
    expect(after.automation.confirmationRatePercent).toBe(0);
  });

  it('puts older tasks in the longer periods and in the previous period', async () => {
    const call = { userId: agentUserId, tool: 'ns_runReport', input: {}, durationMs: 40, channel: 'chat' } as const;
    await server.database.db.insert(toolCalls).values([
      { ...call, outcome: 'ok', createdAt: new Date(Date.now() - 10 * DAY_MS) },
      { ...call, outcome: 'ok', createdAt: new Date(Date.now() - 60 * DAY_MS) },
    ]);
    const week = await analytics(`?user=${agentUserId}&period=7d`);
    const month = await analytics(`?user=${agentUserId}&period=30d`);
    const quarter = await analytics(`?user=${agentUserId}&period=90d`);
    expect(week.kpis.tasks.previous).toBe(1);
    expect(month.kpis.tasks.current - week.kpis.tasks.current).toBe(1);
    expect(quarter.kpis.tasks.current - month.kpis.tasks.current).toBe(1);
    expect(month.series.length).toBeGreaterThanOrEqual(30);
    const day = await analytics(`?user=${agentUserId}&period=24h`);
    expect(day.bucket).toBe('hour');
    expect(day.series.length).toBeGreaterThanOrEqual(24);
  });

  it('gives an empty period zeros, nulls where nothing can be averaged, and every bucket', async () => {
    const nobody = (await server.userWithRole('operator')).user.id;
    const empty = await analytics(`?user=${nobody}&period=24h`);
    expect(empty.kpis.tasks).toEqual({ current: 0, previous: 0 });
    expect(empty.kpis.successRatePercent).toEqual({ current: null, previous: null });
    expect(empty.kpis.avgTaskMs.current).toBeNull();
    expect(empty.recentActivities).toEqual([]);
    expect(empty.series.every((bucket) => bucket.completed === 0 && bucket.failed === 0)).toBe(true);
  });

  it('refuses a bad period or user, and operators', async () => {
    expect((await admin.request('GET', '/api/analytics?period=1y')).status).toBe(400);
    expect((await admin.request('GET', '/api/analytics?user=nobody')).status).toBe(400);
    const operator = (await server.userWithRole('operator')).client;
    expect((await operator.request('GET', '/api/analytics')).status).toBe(403);
  });
});
