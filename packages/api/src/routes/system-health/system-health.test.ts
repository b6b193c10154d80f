import type { SystemEvents, SystemHealth, SystemServices } from '@erp-agent/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverMonitor } from '../../monitoring/server-monitor.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());
afterEach(() => {
  serverMonitor.gaugeOverride = {};
});

const health = async () => (await admin.request<SystemHealth>('GET', '/api/system/health')).body;
const gauge = (figures: SystemHealth, kind: string) => figures.gauges.find((entry) => entry.kind === kind);

describe('GET /api/system/health', () => {
  it('gives the four gauges from the measured figures, with the seed rules applied', async () => {
    const figures = await health();
    expect(figures.gauges.map((entry) => entry.kind)).toEqual(['cpu', 'memory', 'disk', 'network']);
    expect(gauge(figures, 'memory')?.percent).toBe(figures.host.memoryPercent);
    expect(gauge(figures, 'disk')?.percent).toBe(figures.disk.usedPercent);
    expect(figures.host.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(figures.host.cpuPercent).toBeLessThanOrEqual(100);
  });

  it('takes the test hook figures across each threshold, and back to the measured ones', async () => {
    const set = (body: unknown) => admin.request('PUT', '/api/system/test-figures', { body });
    expect((await set({ cpu: 81, memory: 76, disk: 86, network: 99 })).status).toBe(204);
    let figures = await health();
    expect(gauge(figures, 'cpu')).toEqual({ kind: 'cpu', percent: 81, status: 'warning', trend: 'up' });
    expect(gauge(figures, 'memory')).toEqual({ kind: 'memory', percent: 76, status: 'warning', trend: 'up' });
    expect(gauge(figures, 'disk')).toEqual({ kind: 'disk', percent: 86, status: 'critical', trend: null });
    expect(gauge(figures, 'network')).toEqual({ kind: 'network', percent: 99, status: 'healthy', trend: null });

    await set({ cpu: 50, memory: 60, disk: 85 });
    figures = await health();
    expect(gauge(figures, 'cpu')).toMatchObject({ status: 'healthy', trend: 'down' });
    expect(gauge(figures, 'memory')).toMatchObject({ status: 'healthy', trend: 'down' });
    expect(gauge(figures, 'disk')).toMatchObject({ status: 'healthy' });

    await set({});
    expect(gauge(await health(), 'disk')?.percent).toBe((await health()).disk.usedPercent);
  });

  it('refuses the test hook to analysts and a bad figure', async () => {
    const analyst = (await server.userWithRole('analyst')).client;
    expect((await analyst.request('PUT', '/api/system/test-figures', { body: { cpu: 90 } })).status).toBe(403);
    expect((await admin.request('PUT', '/api/system/test-figures', { body: { cpu: 101 } })).status).toBe(400);
  });

  it('counts the requests this instance served, with their 5xx rate and p95', async () => {
    const before = (await health()).requests;
    for (let index = 0; index < 5; index += 1) await admin.request('GET', '/api/auth/me');
    const after = (await health()).requests;
    expect(after.scope).toBe('instance');
    const total = (metrics: SystemHealth['requests'], count: 'requests' | 'errors') =>
      metrics.minutes.reduce((sum, minute) => sum + minute[count], 0);
    // The five reads and the first health request itself, none of them a 5xx. The counts are the
    // process's: other test files' servers in this worker have counted into them before.
    expect(total(after, 'requests') - total(before, 'requests')).toBe(6);
    expect(total(after, 'errors') - total(before, 'errors')).toBe(0);
    expect(after.p95Ms).toBeGreaterThan(0);
    // The rate itself is request-metrics.test.ts's: here it is only stated.
    expect(after.errorRatePercent).toEqual(expect.any(Number));
  });
});

describe('GET /api/system/services', () => {
  it('checks the database and says the NetSuite connector has nothing to check without a sandbox', async () => {
    const { services } = (await admin.request<SystemServices>('GET', '/api/system/services')).body;
    expect(services.map((service) => service.id)).toEqual(['database', 'netsuite']);
    expect(services[0]).toMatchObject({ state: 'up' });
    expect(services[0]?.latencyMs).toBeGreaterThan(0);
    expect(services[1]).toMatchObject({ state: 'not_configured', latencyMs: null });
  });
});

describe('GET /api/system/services with a sandbox and an LLM endpoint', () => {
  let withSandbox: TestServer;
  beforeAll(async () => {
    withSandbox = await createTestServer({
      NETSUITE_SANDBOX: 'true',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'nothing-listens-here',
    });
    // Generating the sandbox's company takes seconds alone, and more on a busy machine.
  }, 120_000);
  afterAll(() => withSandbox.close());

  it('checks the embedded sandbox with a signed call, and the LLM endpoint', async () => {
    const reply = await (await withSandbox.admin()).request<SystemServices>('GET', '/api/system/services');
    const [database, netsuite, llm] = reply.body.services;
    expect(database?.state).toBe('up');
    expect(netsuite).toMatchObject({ id: 'netsuite', state: 'up' });
    expect(netsuite?.target).toMatch(/Embedded NetSuite sandbox/);
    expect(netsuite?.latencyMs).toBeGreaterThan(0);
    expect(llm).toMatchObject({ id: 'llm', state: 'down', target: 'http://127.0.0.1:9/v1', latencyMs: null });
  });
});

describe('PUT /api/system/test-figures outside NODE_ENV=test', () => {
  let development: TestServer;
  beforeAll(async () => {
    development = await createTestServer({ NODE_ENV: 'development' });
  });
  afterAll(() => development.close());

  it('is not there', async () => {
    const reply = await (await development.admin()).request('PUT', '/api/system/test-figures', { body: { cpu: 90 } });
    expect(reply.status).toBe(404);
  });
});

describe('GET /api/system/events', () => {
  it('lists sign-ins from the database and this instance start, newest first', async () => {
    await server.userWithRole('operator', { username: 'event.watcher', name: 'Event Watcher' });
    const { events } = (await admin.request<SystemEvents>('GET', '/api/system/events')).body;
    const messages = events.map((event) => event.message);
    expect(messages).toContain('Event Watcher signed in');
    expect(messages.some((message) => /^API .* started/.test(message))).toBe(true);
    const times = events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events.find((event) => event.source === 'server')?.instance).toMatch(/:\d+$/);
  });
});

describe('a 5xx answer', () => {
  let broken: TestServer;
  let client: Client;
  beforeAll(async () => {
    broken = await createTestServer();
    client = await broken.admin();
    await broken.database.close();
  });
  afterAll(() => broken.close().catch(() => undefined));

  it('is an error event of this instance, naming its request id', async () => {
    const failed = await client.request<{ requestId: string }>('GET', '/api/conversations');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const match = serverMonitor.events
      .list(50)
      .find((event) => event.source === 'requests' && event.message.includes(failed.body.requestId));
    expect(match?.level).toBe('error');
  });
});
