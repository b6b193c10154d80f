import type { Gauge, SystemEvents, SystemHealth, SystemServices } from '@erp-agent/core';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../../test-support/session-fixtures.ts';
import { GAUGE_REFRESH_MS, SYSTEM_PATHS } from './system-health-client.ts';

const NOW = new Date().toISOString();

function health(gauges: Gauge[]): SystemHealth {
  return {
    measuredAt: NOW,
    version: '0.1.0',
    process: {
      cpuPercent: 3,
      rssBytes: 120 * 2 ** 20,
      heapUsedBytes: 1,
      heapTotalBytes: 2,
      uptimeSeconds: 3700,
      nodeVersion: 'v24.0.0',
      pid: 42,
    },
    host: {
      platform: 'linux',
      cpuCount: 2,
      cpuPercent: 12,
      loadAverage: [0.5, 0.4, 0.3],
      totalMemoryBytes: 24 * 2 ** 30,
      freeMemoryBytes: 12 * 2 ** 30,
      memoryPercent: 50,
      uptimeSeconds: 10_000,
    },
    disk: {
      path: '/data',
      totalBytes: 100 * 2 ** 30,
      freeBytes: 40 * 2 ** 30,
      usedPercent: 60,
      dataBytes: 50 * 2 ** 20,
    },
    network: { interface: 'eth0', receivedBytesPerSecond: 2048, sentBytesPerSecond: 512, linkSpeedMbps: null },
    database: { status: 'up', driver: 'pglite', latencyMs: 0.4 },
    gauges,
    requests: {
      scope: 'instance',
      instance: 'host-a:42',
      windowMinutes: 5,
      requestsPerMinute: 12.5,
      errorRatePercent: 0,
      p95Ms: 18,
      minutes: [{ minute: NOW, requests: 7, errors: 0, p95Ms: 18 }],
    },
  };
}

const CALM: Gauge[] = [
  { kind: 'cpu', percent: 12, status: 'healthy', trend: 'down' },
  { kind: 'memory', percent: 50, status: 'healthy', trend: 'down' },
  { kind: 'disk', percent: 60, status: 'healthy', trend: null },
  { kind: 'network', percent: null, status: 'healthy', trend: null },
];
const STRAINED: Gauge[] = [
  { kind: 'cpu', percent: 81, status: 'warning', trend: 'up' },
  { kind: 'memory', percent: 76, status: 'warning', trend: 'up' },
  { kind: 'disk', percent: 86, status: 'critical', trend: null },
  { kind: 'network', percent: null, status: 'healthy', trend: null },
];

const SERVICES: SystemServices = {
  services: [
    {
      id: 'database',
      name: 'Database',
      target: 'PGlite (embedded PostgreSQL)',
      state: 'up',
      latencyMs: 1,
      checkedAt: NOW,
    },
    {
      id: 'netsuite',
      name: 'NetSuite connector',
      target: 'NetSuite',
      state: 'down',
      latencyMs: null,
      error: 'NetSuite refused the token',
      checkedAt: NOW,
    },
  ],
};
const EVENTS: SystemEvents = {
  events: [
    {
      id: 'e-1',
      at: NOW,
      level: 'error',
      source: 'requests',
      message: 'GET /api/x answered 500',
      instance: 'host-a:42',
    },
    { id: 'e-2', at: NOW, level: 'info', source: 'auth', message: 'Ada Lovelace signed in', instance: null },
  ],
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(handlers: Parameters<typeof routeFetch>[0]) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['system:read'] })),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const gaugeNamed = (name: string) => screen.getByRole('article', { name });

describe('SystemHealthPage', () => {
  it('shows the gauges with their status and trend, the services, request figures and event log', async () => {
    serve({
      [`GET ${SYSTEM_PATHS.health}`]: () => jsonResponse(200, health(STRAINED)),
      [`GET ${SYSTEM_PATHS.services}`]: () => jsonResponse(200, SERVICES),
      [`GET ${SYSTEM_PATHS.events}`]: () => jsonResponse(200, EVENTS),
    });
    renderRoutes('/system-health');

    const cpu = await screen.findByRole('article', { name: 'CPU' });
    expect(cpu.className).toBe('gauge gauge-warning');
    expect(within(cpu).getByText('81%')).toBeDefined();
    expect(within(cpu).getByRole('img', { name: 'trending up' })).toBeDefined();
    expect(within(cpu).getByRole('meter', { name: 'CPU' }).getAttribute('value')).toBe('81');
    expect(gaugeNamed('DISK').className).toBe('gauge gauge-critical');
    expect(within(gaugeNamed('DISK')).getByText('CRITICAL')).toBeDefined();
    expect(within(gaugeNamed('NETWORK')).getByText('N/A')).toBeDefined();
    expect(within(gaugeNamed('NETWORK')).getByText(/2.0 KB\/s in · 512 B\/s out · link speed unknown/)).toBeDefined();

    expect(screen.getByText(/Served by instance host-a:42/)).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'P95.LATENCY' })).getByText('18 ms')).toBeDefined();
    const netsuite = await screen.findByRole('article', { name: 'NetSuite connector' });
    expect(within(netsuite).getByText('down')).toBeDefined();
    expect(within(netsuite).getByText('NetSuite refused the token')).toBeDefined();
    const log = await screen.findByRole('region', { name: 'EVENT.LOG' });
    expect(within(log).getByText('GET /api/x answered 500')).toBeDefined();
    expect(within(log).getByText(/host-a:42/)).toBeDefined();
  });

  it("says when the NetSuite connector's circuit breaker has paused calls to the account", async () => {
    const retryAt = '2026-01-01T12:00:30.000Z';
    serve({
      [`GET ${SYSTEM_PATHS.health}`]: () => jsonResponse(200, health(CALM)),
      [`GET ${SYSTEM_PATHS.services}`]: () =>
        jsonResponse(200, {
          services: [
            {
              ...SERVICES.services[1],
              error: 'NetSuite account 1234567 keeps failing, so calls to it are paused for 30 more seconds.',
              circuit: {
                state: 'open',
                openedAt: '2026-01-01T12:00:00.000Z',
                retryAt,
                lastError: { code: 'unavailable', message: 'NetSuite is unavailable; try again later.' },
                inFlight: 0,
                queued: 0,
                concurrencyLimit: 5,
              },
            },
          ],
        }),
      [`GET ${SYSTEM_PATHS.events}`]: () => jsonResponse(200, EVENTS),
    });
    renderRoutes('/system-health');

    const netsuite = await screen.findByRole('article', { name: 'NetSuite connector' });
    const circuit = within(netsuite).getByRole('status');
    expect(circuit.textContent).toContain('Circuit open');
    expect(circuit.textContent).toContain(`paused until ${new Date(retryAt).toLocaleTimeString()}`);
    expect(circuit.textContent).toContain('NetSuite is unavailable; try again later.');
    expect(circuit.textContent).toContain('0 of 5 requests in flight, 0 waiting');
  });

  it('measures again every 3 seconds while the tab is visible, not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    let gauges = CALM;
    serve({
      [`GET ${SYSTEM_PATHS.health}`]: () => {
        answers += 1;
        return jsonResponse(200, health(gauges));
      },
      [`GET ${SYSTEM_PATHS.services}`]: () => jsonResponse(200, SERVICES),
      [`GET ${SYSTEM_PATHS.events}`]: () => jsonResponse(200, EVENTS),
    });
    renderRoutes('/system-health');
    expect((await screen.findByRole('article', { name: 'CPU' })).className).toBe('gauge gauge-healthy');

    gauges = STRAINED;
    await act(() => vi.advanceTimersByTimeAsync(GAUGE_REFRESH_MS));
    expect(gaugeNamed('CPU').className).toBe('gauge gauge-warning');
    const seen = answers;

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(4 * GAUGE_REFRESH_MS));
    expect(answers).toBe(seen);
  });

  it('shows each part loading, then an empty event log', async () => {
    serve({
      [`GET ${SYSTEM_PATHS.health}`]: () => new Promise<Response>(() => undefined),
      [`GET ${SYSTEM_PATHS.services}`]: () => new Promise<Response>(() => undefined),
      [`GET ${SYSTEM_PATHS.events}`]: () => jsonResponse(200, { events: [] }),
    });
    renderRoutes('/system-health');
    expect(await screen.findByText('LOADING.GAUGES...')).toBeDefined();
    expect(screen.getByText('LOADING.SERVICES...')).toBeDefined();
    expect(await screen.findByText('No events recorded yet.')).toBeDefined();
  });

  it('says why the figures could not be read', async () => {
    serve({
      [`GET ${SYSTEM_PATHS.health}`]: () => jsonResponse(503, { code: 'unavailable', message: 'Measuring failed.' }),
      [`GET ${SYSTEM_PATHS.services}`]: () => jsonResponse(200, SERVICES),
      [`GET ${SYSTEM_PATHS.events}`]: () => jsonResponse(200, EVENTS),
    });
    renderRoutes('/system-health');
    const resources = await screen.findByRole('region', { name: 'RESOURCES' });
    expect((await within(resources).findByRole('alert')).textContent).toBe('Measuring failed.');
    expect(within(resources).getByRole('button', { name: 'RETRY' })).toBeDefined();
  });
});
