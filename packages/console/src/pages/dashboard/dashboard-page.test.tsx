import type { Dashboard, EnvironmentList, Task } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onOpenAssistant } from '../../assistant/open-assistant.ts';
import { AUTH_FLAG_KEY } from '../../auth/session-cache.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  deferred,
  jsonResponse,
  resetSession,
  routeFetch,
  session,
  shellHandlers,
} from '../../test-support/session-fixtures.ts';
import { ALL_TASKS_LIMIT, DASHBOARD_PATHS } from './dashboard-client.ts';

const SUMMARY = `GET ${DASHBOARD_PATHS.dashboard}`;
const ENVIRONMENTS = `GET ${DASHBOARD_PATHS.environments}`;
const ALL_TASKS = `GET ${DASHBOARD_PATHS.tasks}?limit=${ALL_TASKS_LIMIT}`;
const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 't-1',
    title: 'Run a SuiteQL query',
    type: 'Query',
    tool: 'ns_runCustomSuiteQL',
    status: 'completed',
    errorCode: null,
    at: AN_HOUR_AGO,
    conversationId: 'c-1',
    ...overrides,
  };
}

const FILLED: Dashboard = {
  stats: {
    periodDays: 30,
    total: { current: 156, previous: 139 },
    completed: { current: 124, previous: 120 },
    pending: { current: 28, previous: 0 },
    failed: { current: 4, previous: 6 },
  },
  recentTasks: [
    task({ id: 't-3', status: 'failed', errorCode: 'refused' }),
    task({ id: 't-2', status: 'pending', title: 'Create a record', type: 'Record', conversationId: null }),
    task(),
  ],
  activity: [{ id: 'a-1', kind: 'sign-in', title: 'Signed in', description: 'From 127.0.0.1', at: AN_HOUR_AGO }],
};

const EMPTY: Dashboard = {
  stats: {
    periodDays: 30,
    total: { current: 0, previous: 0 },
    completed: { current: 0, previous: 0 },
    pending: { current: 0, previous: 0 },
    failed: { current: 0, previous: 0 },
  },
  recentTasks: [],
  activity: [],
};

const ONLINE: EnvironmentList = {
  environments: [
    {
      platform: 'netsuite',
      name: 'Sandbox (embedded)',
      accountId: '1234567_SB1',
      status: 'online',
      detail: null,
      connectedAt: AN_HOUR_AGO,
      lastUsedAt: AN_HOUR_AGO,
      latencyMs: 42,
    },
  ],
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(handlers: Parameters<typeof routeFetch>[0], permissions: string[] = ['erp:query']) {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: permissions as never })),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('DashboardPage', () => {
  it('shows the four stat cards against the previous period, recent tasks and the timeline', async () => {
    serve({ [SUMMARY]: () => jsonResponse(200, FILLED), [ENVIRONMENTS]: () => jsonResponse(200, ONLINE) });
    renderRoutes('/dashboard');

    const total = await screen.findByRole('article', { name: 'TOTAL.TASKS' });
    expect(within(total).getByText('156')).toBeDefined();
    expect(within(total).getByText('+12.2% from the previous 30 days')).toBeDefined();
    const completed = screen.getByRole('article', { name: 'COMPLETED' });
    expect(within(completed).getByText('79.5% completion rate')).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'FAILED' })).getByText('-2 from the previous 30 days'),
    ).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'PENDING' })).getByText('28')).toBeDefined();

    const recent = screen.getByRole('region', { name: 'RECENT.TASKS' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getByText(/failed/).textContent).toBe('failed (refused)');
    expect(within(recent).getAllByRole('link', { name: 'Run a SuiteQL query' })[0]?.getAttribute('href')).toBe(
      '/chatbot?conversation=c-1',
    );
    const timeline = screen.getByRole('region', { name: 'ACTIVITY.TIMELINE' });
    expect(within(timeline).getByText('Signed in')).toBeDefined();
    expect(within(timeline).getByText('1 hour ago')).toBeDefined();

    const environments = screen.getByRole('region', { name: 'CONNECTED.ENVIRONMENTS' });
    const netsuite = await within(environments).findByRole('article', { name: 'NetSuite: Sandbox (embedded)' });
    expect(within(netsuite).getByText('online')).toBeDefined();
    expect(within(netsuite).getByText(/42 ms/)).toBeDefined();
    expect(within(environments).queryByRole('link', { name: 'MANAGE' })).not.toBeNull();
  });

  it('says so when there are no tasks or activity yet, and when no platform is reachable', async () => {
    serve({ [SUMMARY]: () => jsonResponse(200, EMPTY), [ENVIRONMENTS]: () => jsonResponse(200, { environments: [] }) });
    renderRoutes('/dashboard');

    expect(await screen.findByText(/No tasks in the last 30 days/)).toBeDefined();
    expect(screen.getByText('Nothing has happened yet.')).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'COMPLETED' })).getByText('No tasks yet')).toBeDefined();
    expect(await screen.findByText(/reaches no ERP platform/)).toBeDefined();
  });

  it('shows each part loading while it is fetched', async () => {
    const summary = deferred<Response>();
    serve({ [SUMMARY]: () => summary.promise, [ENVIRONMENTS]: () => new Promise<Response>(() => undefined) });
    renderRoutes('/dashboard');

    expect(await screen.findByText('LOADING.STATISTICS...')).toBeDefined();
    expect(screen.getByText('LOADING.TASKS...')).toBeDefined();
    expect(screen.getByText('LOADING.ENVIRONMENTS...')).toBeDefined();
    summary.resolve(jsonResponse(200, FILLED));
    expect(await screen.findByRole('article', { name: 'TOTAL.TASKS' })).toBeDefined();
  });

  it('says why a part failed and retries it', async () => {
    let answer = jsonResponse(503, { code: 'unavailable', message: 'The database is not answering.' });
    serve({
      [SUMMARY]: () => answer,
      [ENVIRONMENTS]: () => jsonResponse(500, { code: 'internal_error', message: 'Checking failed.' }),
    });
    renderRoutes('/dashboard');

    const statistics = await screen.findByRole('region', { name: 'TASK.STATISTICS' });
    expect((await within(statistics).findByRole('alert')).textContent).toBe('The database is not answering.');
    expect(await screen.findByText('Checking failed.')).toBeDefined();
    answer = jsonResponse(200, FILLED);
    await userEvent.click(within(statistics).getByRole('button', { name: 'RETRY' }));
    expect(await within(statistics).findByText('156')).toBeDefined();
  });

  it('lists every task of the period with VIEW.ALL, kept in the address', async () => {
    serve({
      [SUMMARY]: () => jsonResponse(200, FILLED),
      [ENVIRONMENTS]: () => jsonResponse(200, ONLINE),
      [ALL_TASKS]: () =>
        jsonResponse(200, { tasks: Array.from({ length: 7 }, (_, index) => task({ id: `all-${index}` })), total: 9 }),
    });
    const router = renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'VIEW.ALL' }));
    expect(await screen.findByText('The newest 7 of 9 tasks.')).toBeDefined();
    expect(router.state.location.search).toBe('?tasks=all');
    await userEvent.click(screen.getByRole('button', { name: 'SHOW.RECENT' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the floating assistant with NEW.TASK, offered only to roles that may ask the agent', async () => {
    serve({ [SUMMARY]: () => jsonResponse(200, EMPTY), [ENVIRONMENTS]: () => jsonResponse(200, ONLINE) });
    const open = vi.fn();
    const stop = onOpenAssistant(open);
    renderRoutes('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'NEW.TASK' }));
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    cleanup();
    resetSession();

    serve({ [SUMMARY]: () => jsonResponse(200, EMPTY), [ENVIRONMENTS]: () => jsonResponse(200, ONLINE) }, []);
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'NEW.TASK' })).toBeNull();
  });

  it('signs out through the API from the account menu, then goes to /login', async () => {
    const fetchMock = serve({
      [SUMMARY]: () => jsonResponse(200, EMPTY),
      [ENVIRONMENTS]: () => jsonResponse(200, ONLINE),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const router = renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'SIGN.OUT' }));

    expect(await screen.findByRole('heading', { name: 'SYSTEM.LOGIN' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('stays and says why when the sign-out fails', async () => {
    serve({
      [SUMMARY]: () => jsonResponse(200, EMPTY),
      [ENVIRONMENTS]: () => jsonResponse(200, ONLINE),
      'POST /api/auth/logout': () => jsonResponse(500, { code: 'internal_error', message: 'Something broke.' }),
    });
    renderRoutes('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Ada Lovelace' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'SIGN.OUT' }));

    expect(await screen.findByText('Something broke.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeDefined();
  });
});
