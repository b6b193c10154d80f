import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../notifications/notifications-store.ts';
import { renderRoutes } from '../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../test-support/session-fixtures.ts';
import { INITIAL_SHELL_STATE, shellStore } from './shell-store.ts';

const admin = () =>
  session({ name: 'Admin User', permissions: [...ROLE_PERMISSIONS.admin], platforms: ['netsuite', 'dynamics', 'sap'] });

function signedIn(user = admin(), toolCalls: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, user),
      'GET /api/system/health': () => jsonResponse(503, { code: 'unavailable', message: 'Not now.' }),
      ...shellHandlers(toolCalls),
    }),
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  resetSession();
  shellStore.setState(INITIAL_SHELL_STATE);
  notificationsStore.setState({ items: [], seenAt: 0, online: true, toolCallsUnavailable: undefined });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the signed-in shell', () => {
  it('lists the sidebar groups with the ERP groups closed, each opening on its own', async () => {
    signedIn();
    renderRoutes('/system-health');
    await screen.findByRole('heading', { name: 'SYSTEM.HEALTH' });

    expect(
      within(sidebar())
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['CORE', 'ERP PLATFORMS', 'ANALYTICS', 'ADMIN']);
    expect(within(sidebar()).getByRole('link', { name: 'System Health' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar()).queryByRole('link', { name: 'Saved Searches' })).toBeNull();

    const netsuite = within(sidebar()).getByRole('button', { name: /NetSuite/ });
    const sap = within(sidebar()).getByRole('button', { name: /SAP Business One/ });
    expect(netsuite.textContent).toContain('Beta');
    expect(sap.textContent).toContain('Under Development');
    await userEvent.click(netsuite);
    expect(within(sidebar()).getByRole('link', { name: 'Saved Searches' })).toBeDefined();
    expect(within(sidebar()).queryByRole('link', { name: 'Crystal Reports' })).toBeNull();
    await userEvent.click(sap);
    expect(within(sidebar()).getByRole('link', { name: 'Crystal Reports' })).toBeDefined();
    await userEvent.click(netsuite);
    expect(within(sidebar()).queryByRole('link', { name: 'Saved Searches' })).toBeNull();
  });

  it('collapses to icons, hiding submenus, and a group widens it again', async () => {
    signedIn();
    renderRoutes('/dashboard');
    await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' });
    await userEvent.click(within(sidebar()).getByRole('button', { name: /NetSuite/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().dataset.collapsed).toBe('true');
    expect(within(sidebar()).queryByRole('link', { name: 'Saved Searches' })).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' }).getAttribute('title')).toBe('Dashboard');

    await userEvent.click(within(sidebar()).getByRole('button', { name: /NetSuite/ }));
    expect(sidebar().dataset.collapsed).toBe('false');
    expect(within(sidebar()).getByRole('link', { name: 'Saved Searches' })).toBeDefined();
  });

  it('opens the drawer from the menu button and closes it from the overlay and on navigation', async () => {
    signedIn();
    renderRoutes('/dashboard');
    await screen.findByRole('heading', { name: 'SYSTEM.DASHBOARD' });

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(sidebar().dataset.drawerOpen).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sidebar().dataset.drawerOpen).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { name: 'ANALYTICS', level: 1 })).toBeDefined();
    // The drawer closes in an effect of the navigation, which may run just after the page paints.
    await waitFor(() => expect(sidebar().dataset.drawerOpen).toBe('false'));
  });

  it('hides what an operator cannot use, and says so when the address is typed', async () => {
    signedIn(session({ role: 'operator', permissions: [...ROLE_PERMISSIONS.operator], platforms: ['netsuite'] }));
    renderRoutes('/users');

    expect((await screen.findByRole('alert')).textContent).toContain('Your role (operator) cannot use this screen.');
    expect(within(sidebar()).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(sidebar()).queryByRole('button', { name: /Dynamics 365/ })).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Documentation' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('shows the user and role, and failed tool calls as notifications', async () => {
    signedIn(admin(), [
      {
        id: 't1',
        tool: 'run_report',
        outcome: 'error',
        errorCode: 'netsuite_unavailable',
        durationMs: 2000,
        channel: 'chat',
        userId: 'u-1',
        userName: 'Admin User',
        conversationId: null,
        createdAt: new Date().toISOString(),
      },
    ]);
    renderRoutes('/dashboard');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Admin User')).toBeDefined();
    expect(within(bar).getByText('ADMIN')).toBeDefined();

    const bell = await within(bar).findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Tool call failed: run_report')).toBeDefined();
    expect(within(bar).getByRole('button', { name: 'Notifications' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
  });
});
