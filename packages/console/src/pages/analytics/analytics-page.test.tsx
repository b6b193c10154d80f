import type { Analytics } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../../test-support/session-fixtures.ts';
import { analyticsPath } from './analytics-client.ts';

// The charts draw on a canvas, which jsdom has not got; their numbers are in the data table.
vi.mock('./charts/analytics-charts.tsx', () => ({
  ActivityChart: () => <p>activity chart</p>,
  TrendChart: () => <p>trend chart</p>,
}));

const USER = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();

function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    period: '7d',
    from: NOW,
    to: NOW,
    bucket: 'day',
    kpis: {
      tasks: { current: 12, previous: 10 },
      successRatePercent: { current: 75, previous: 80 },
      activeUsers: { current: 3, previous: 3 },
      conversations: { current: 5, previous: 0 },
      sessions: { current: 8, previous: 4 },
      avgTaskMs: { current: 120, previous: null },
    },
    platforms: [
      {
        platform: 'netsuite',
        tasks: 12,
        completed: 9,
        failed: 3,
        successRatePercent: 75,
        avgTaskMs: 120,
        usersWithAccess: 4,
        connections: 2,
      },
      {
        platform: 'sap',
        tasks: 0,
        completed: 0,
        failed: 0,
        successRatePercent: null,
        avgTaskMs: null,
        usersWithAccess: 1,
        connections: 0,
      },
    ],
    engagement: { messages: 20, messagesPerConversation: 4, sessions: 8, activeUsers: 3 },
    automation: { proposed: 4, confirmed: 2, cancelled: 1, lapsed: 1, confirmationRatePercent: 50 },
    health: { errorRatePercent: 25, refused: 1, p95TaskMs: 900 },
    series: [
      { at: '2030-01-01T00:00:00.000Z', completed: 9, failed: 3, conversations: 5, sessions: 8, avgTaskMs: 120 },
    ],
    recentActivities: [
      {
        id: 't-1',
        title: 'Run a report',
        type: 'Report',
        tool: 'ns_runReport',
        status: 'failed',
        errorCode: 'forbidden',
        at: NOW,
        conversationId: null,
        userName: 'Ada Lovelace',
      },
    ],
    users: [{ id: USER, name: 'Ada Lovelace' }],
    ...overrides,
  };
}

const EMPTY = analytics({
  kpis: {
    tasks: { current: 0, previous: 0 },
    successRatePercent: { current: null, previous: null },
    activeUsers: { current: 0, previous: 0 },
    conversations: { current: 0, previous: 0 },
    sessions: { current: 0, previous: 0 },
    avgTaskMs: { current: null, previous: null },
  },
});

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(handlers: Parameters<typeof routeFetch>[0]) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['analytics:read'] })),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AnalyticsPage', () => {
  it('shows the 7-day figures by default: KPIs against the period before, platforms, charts and data', async () => {
    serve({ [`GET ${analyticsPath('7d', undefined)}`]: () => jsonResponse(200, analytics()) });
    renderRoutes('/analytics');

    const tasks = await screen.findByRole('article', { name: 'TOTAL.TASKS' });
    expect(within(tasks).getByText('12')).toBeDefined();
    expect(within(tasks).getByText('+20% from the previous 7 days')).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'SUCCESS.RATE' })).getByText('-5 points from the previous 7 days'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'AVG.TASK.TIME' })).getByText(/Nothing to compare/),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: '7d' }).getAttribute('aria-pressed')).toBe('true');

    const netsuite = screen.getByRole('row', { name: /NetSuite/ });
    expect(
      within(netsuite)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '9', '3', '75%', '120 ms', '4', '2']);
    expect(await screen.findByText('activity chart')).toBeDefined();
    expect(await screen.findByText('trend chart')).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'AUTOMATION' })).getByText('Confirmation rate 50%'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'RECENT.ACTIVITIES' })).getByText('failed (forbidden)'),
    ).toBeDefined();
  });

  it('switches period and user through the address', async () => {
    serve({
      [`GET ${analyticsPath('7d', undefined)}`]: () => jsonResponse(200, analytics()),
      [`GET ${analyticsPath('90d', undefined)}`]: () =>
        jsonResponse(
          200,
          analytics({ period: '90d', kpis: { ...analytics().kpis, tasks: { current: 99, previous: 1 } } }),
        ),
      [`GET ${analyticsPath('90d', USER)}`]: () =>
        jsonResponse(
          200,
          analytics({ period: '90d', kpis: { ...analytics().kpis, tasks: { current: 7, previous: 1 } } }),
        ),
    });
    const router = renderRoutes('/analytics');
    await screen.findByRole('article', { name: 'TOTAL.TASKS' });

    await userEvent.click(screen.getByRole('button', { name: '90d' }));
    expect(await screen.findByText('99')).toBeDefined();
    expect(router.state.location.search).toBe('?period=90d');
    await userEvent.selectOptions(screen.getByLabelText('USER'), 'Ada Lovelace');
    expect(await screen.findByText('7')).toBeDefined();
    expect(router.state.location.search).toBe(`?period=90d&user=${USER}`);
  });

  it('says so when the period is empty', async () => {
    serve({ [`GET ${analyticsPath('24h', undefined)}`]: () => jsonResponse(200, EMPTY) });
    renderRoutes('/analytics?period=24h');
    expect(
      await screen.findByText('No activity in the last 24 hours: no tasks, conversations or sign-ins.'),
    ).toBeDefined();
    expect(screen.queryByText('activity chart')).toBeNull();
  });

  it('shows loading, then the error with a retry', async () => {
    let answer: () => Response | Promise<Response> = () => new Promise<Response>(() => undefined);
    serve({ [`GET ${analyticsPath('7d', undefined)}`]: () => answer() });
    renderRoutes('/analytics');
    expect(await screen.findByText('LOADING.ANALYTICS...')).toBeDefined();
    cleanup();
    resetSession();

    answer = () => jsonResponse(500, { code: 'internal_error', message: 'Counting failed.' });
    renderRoutes('/analytics');
    expect((await screen.findByRole('alert')).textContent).toBe('Counting failed.');
    answer = () => jsonResponse(200, analytics());
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByRole('article', { name: 'TOTAL.TASKS' })).toBeDefined();
  });
});
