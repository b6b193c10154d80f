import type { HealthResponse, SystemHealth } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 with the database status and its round trip', async () => {
    const reply = await server.anonymous.request<HealthResponse>('GET', '/healthz');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'ok',
      version: '0.1.0',
      database: { status: 'up', driver: server.database.driver },
    });
    expect(reply.body.database.latencyMs).toBeGreaterThan(0);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestServer();
    await other.database.close();
    const reply = await other.anonymous.request<HealthResponse>('GET', '/healthz');
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ status: 'degraded', database: { status: 'down', latencyMs: null } });
    await other.close().catch(() => undefined);
  });
});

describe('GET /api/system/health', () => {
  it('reports measured figures of this process, host, disk and database', async () => {
    const admin = await server.admin();
    const reply = await admin.request<SystemHealth>('GET', '/api/system/health');
    expect(reply.status).toBe(200);
    const { process: proc, host, disk, database } = reply.body;
    expect(proc.pid).toBe(process.pid);
    expect(proc.rssBytes).toBeGreaterThan(10 * 2 ** 20);
    expect(proc.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(host.cpuCount).toBeGreaterThan(0);
    expect(host.totalMemoryBytes).toBeGreaterThan(host.freeMemoryBytes);
    expect(disk.totalBytes).toBeGreaterThan(disk.freeBytes);
    expect(disk.path).toBe(server.env.DATA_DIR);
    if (server.database.driver === 'pglite') expect(disk.dataBytes).toBeGreaterThan(1024 * 1024);
    expect(database.status).toBe('up');
  });
});
