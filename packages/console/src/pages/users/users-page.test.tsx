import { ROLE_PERMISSIONS, type User, type UserListResponse } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  deferred,
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
  shellHandlers,
} from '../../test-support/session-fixtures.ts';

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u-2',
    username: 'sarah.chen',
    name: 'Sarah Chen',
    email: 'sarah.chen@example.com',
    role: 'analyst',
    status: 'active',
    platforms: ['netsuite'],
    mustChangePassword: false,
    department: 'Finance',
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    hasPassword: true,
    ...overrides,
  };
}

const ADA = user({ id: 'u-1', username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin' });
const SARAH = user();
const JAMES = user({
  id: 'u-3',
  username: 'james',
  name: 'James Wilson',
  role: 'operator',
  status: 'pending',
  hasPassword: false,
});

function listOf(users: User[]): UserListResponse {
  return {
    users,
    total: users.length,
    counts: { role: { admin: 0, analyst: 0, operator: 0 }, status: { active: 0, inactive: 0, pending: 0 } },
  };
}

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^Select ${name}`) }));

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UsersPage', () => {
  it('says it is loading, then lists users with counts, status tiles and role cards', async () => {
    const answer = deferred<Response>();
    serveAdmin({ 'GET /api/users': () => answer.promise });
    renderRoutes('/users');
    expect(await screen.findByText('LOADING...')).toBeDefined();
    answer.resolve(jsonResponse(200, listOf([ADA, SARAH, JAMES])));

    expect(await screen.findByText('3 of 3 users')).toBeDefined();
    expect(rowOf('Sarah Chen').getByText('ANALYST')).toBeDefined();
    expect(rowOf('James Wilson').getByText(/pending \(no password yet\)/)).toBeDefined();
    expect(screen.getByText('PENDING').nextSibling?.textContent).toBe('1');
    const adminCard = screen.getByRole('article', { name: 'ADMIN' });
    expect(within(adminCard).getByText('1 user')).toBeDefined();
    expect(rowOf('James Wilson').getByRole('button', { name: 'INVITE James Wilson' })).toBeDefined();
    expect(rowOf('James Wilson').queryByRole('button', { name: /RESET.PASSWORD/ })).toBeNull();
  });

  it('shows an error with a retry, and an empty list for what it is', async () => {
    let fail = true;
    serveAdmin({
      'GET /api/users': () =>
        fail ? jsonResponse(500, { code: 'internal', message: 'Something broke.' }) : jsonResponse(200, listOf([])),
    });
    renderRoutes('/users');
    expect((await screen.findByRole('alert')).textContent).toContain('Users could not be loaded: Something broke.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByText('No users yet. ADD.USER creates the first.')).toBeDefined();
  });

  it('filters by role and status, keeping them in the address', async () => {
    serveAdmin({ 'GET /api/users': () => jsonResponse(200, listOf([ADA, SARAH, JAMES])) });
    const router = renderRoutes('/users?status=pending');
    expect(await screen.findByText('1 of 3 users')).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('STATUS'), 'all');
    await userEvent.selectOptions(screen.getByLabelText('ROLE'), 'admin');
    expect(screen.getByText('1 of 3 users')).toBeDefined();
    expect(rowOf('Ada Lovelace')).toBeDefined();
    expect(router.state.location.search).toBe('?role=admin');
    await userEvent.type(screen.getByLabelText('SEARCH.USERS'), 'WILSON');
    expect(screen.getByText('No users match the search and filters.')).toBeDefined();
  });

  it('adds a user with a one-time password shown once, and the list shows them', async () => {
    const created = user({
      id: 'u-9',
      username: 'nina',
      name: 'Nina Ops',
      email: 'nina@example.com',
      role: 'operator',
      mustChangePassword: true,
    });
    let users = [ADA];
    const fetchMock = serveAdmin({
      'GET /api/users': () => jsonResponse(200, listOf(users)),
      'POST /api/users': () => {
        users = [ADA, created];
        return jsonResponse(201, {
          ...created,
          credential: { kind: 'one-time-password', password: 'Abcde-Fghij-Kmnop-Qrst2' },
        });
      },
    });
    renderRoutes('/users');
    await screen.findByText('1 of 1 user');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.USER' }));
    const dialog = within(screen.getByRole('dialog', { name: 'ADD.USER' }));
    await userEvent.click(dialog.getByRole('button', { name: 'ADD.USER' }));
    expect(dialog.getByText('Use at least 3 characters')).toBeDefined();

    await userEvent.type(dialog.getByLabelText('USERNAME'), 'nina');
    await userEvent.type(dialog.getByLabelText('NAME'), 'Nina Ops');
    await userEvent.type(dialog.getByLabelText('EMAIL'), 'nina@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'ADD.USER' }));

    const shown = within(await screen.findByRole('dialog', { name: 'SHOWN.ONCE' }));
    expect(shown.getByText('Abcde-Fghij-Kmnop-Qrst2')).toBeDefined();
    const post = callsTo(fetchMock, 'POST /api/users')[0];
    expect(sentBody(fetchMock, post)).toEqual({
      username: 'nina',
      name: 'Nina Ops',
      email: 'nina@example.com',
      department: '',
      role: 'operator',
      platforms: ['netsuite'],
      credential: 'one-time-password',
    });
    await userEvent.click(shown.getByRole('button', { name: 'DONE' }));
    expect(await screen.findByText('2 of 2 users')).toBeDefined();
    expect(screen.queryByText('Abcde-Fghij-Kmnop-Qrst2')).toBeNull();
  });

  it('changes a role from EDIT, and shows the last-admin guard’s message where it was tried', async () => {
    let sarah = SARAH;
    const fetchMock = serveAdmin({
      'GET /api/users': () => jsonResponse(200, listOf([ADA, sarah])),
      'PATCH /api/users/u-2': () => {
        sarah = { ...SARAH, role: 'admin' };
        return jsonResponse(200, sarah);
      },
      'PATCH /api/users/u-1': () =>
        jsonResponse(409, {
          code: 'last_admin',
          message: 'This is the last active admin. Make another user an active admin first.',
        }),
    });
    renderRoutes('/users');
    await screen.findByText('2 of 2 users');
    await userEvent.click(rowOf('Sarah Chen').getByRole('button', { name: 'EDIT Sarah Chen' }));
    const edit = within(screen.getByRole('dialog', { name: 'EDIT.USER' }));
    await userEvent.selectOptions(edit.getByLabelText('ROLE'), 'admin');
    await userEvent.click(edit.getByRole('button', { name: 'SAVE.CHANGES' }));
    expect(await rowOf('Sarah Chen').findByText('ADMIN')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'PATCH /api/users/u-2')[0])).toMatchObject({ role: 'admin' });

    await userEvent.click(rowOf('Ada Lovelace').getByRole('button', { name: 'DEACTIVATE Ada Lovelace' }));
    const confirm = within(screen.getByRole('dialog', { name: 'DEACTIVATE' }));
    expect(confirm.getByText(/Their open sessions end at once/)).toBeDefined();
    await userEvent.click(confirm.getByRole('button', { name: 'DEACTIVATE' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('DEACTIVATE failed.');
    expect(alert.textContent).toContain(
      'Ada Lovelace: This is the last active admin. Make another user an active admin first.',
    );
  });

  it('deactivates the selected users in bulk, and resets a password to a one-time password', async () => {
    let current = [ADA, SARAH, JAMES];
    const fetchMock = serveAdmin({
      'GET /api/users': () => jsonResponse(200, listOf(current)),
      'PATCH /api/users/u-2': () => {
        current = current.map((one) => (one.id === 'u-2' ? { ...one, status: 'inactive' } : one));
        return jsonResponse(200, { ...SARAH, status: 'inactive' });
      },
      'PATCH /api/users/u-3': () => {
        current = current.map((one) => (one.id === 'u-3' ? { ...one, status: 'inactive' } : one));
        return jsonResponse(200, { ...JAMES, status: 'inactive' });
      },
      'POST /api/users/u-1/password': () =>
        jsonResponse(200, {
          ...ADA,
          mustChangePassword: true,
          credential: { kind: 'one-time-password', password: 'Reset-Once-Xyz23-Abcde' },
        }),
    });
    renderRoutes('/users');
    await screen.findByText('3 of 3 users');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sarah Chen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select James Wilson' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk actions' }));
    expect(bar.getByText('2 users selected')).toBeDefined();
    await userEvent.click(bar.getByRole('button', { name: 'DEACTIVATE (2)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'DEACTIVATE' })).getByRole('button', { name: 'DEACTIVATE' }),
    );
    expect(await screen.findByText('DEACTIVATE: done for 2 users.')).toBeDefined();
    expect(callsTo(fetchMock, 'PATCH /api/users/u-2')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PATCH /api/users/u-3')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await userEvent.click(rowOf('Ada Lovelace').getByRole('button', { name: 'RESET.PASSWORD Ada Lovelace' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'RESET.PASSWORD' })).getByRole('button', { name: 'RESET.PASSWORD' }),
    );
    expect(await screen.findByText('Reset-Once-Xyz23-Abcde')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/users/u-1/password')[0])).toEqual({});
  });

  it('is refused to an analyst, whose sidebar has no Users link', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/auth/me': () =>
          jsonResponse(200, session({ role: 'analyst', permissions: [...ROLE_PERMISSIONS.analyst] })),
        'GET /api/system/health': () => jsonResponse(503, { code: 'unavailable', message: 'Not now.' }),
        ...shellHandlers(),
      }),
    );
    renderRoutes('/users');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role (analyst) cannot use this screen.');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
