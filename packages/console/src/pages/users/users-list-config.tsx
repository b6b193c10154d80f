import { PLATFORM_NAMES, ROLES, USER_STATUSES, type User, type UserStatus } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';

const lastLogin = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_DOT: Readonly<Record<UserStatus, string>> = { active: 'ok', pending: 'warning', inactive: 'off' };

/** What the Users screen does to a user; the page opens its dialogs or calls the API. */
export interface UserActions {
  readonly edit: (user: User) => void;
  readonly setStatus: (user: User, status: UserStatus) => Promise<unknown>;
  readonly resetPassword: (user: User) => Promise<unknown>;
  readonly invite: (user: User) => Promise<unknown>;
}

const names = (users: readonly User[]) => users.map((user) => user.name).join(', ');

/** The Users screen (001 sections 2 and 5) as a configuration of the generic list. */
export function usersListConfig(actions: UserActions): ResourceListConfig<User> {
  const activate: ResourceAction<User> = {
    id: 'activate',
    label: 'ACTIVATE',
    available: (user) => user.status !== 'active',
    run: (user) => actions.setStatus(user, 'active'),
  };
  const deactivate: ResourceAction<User> = {
    id: 'deactivate',
    label: 'DEACTIVATE',
    tone: 'danger',
    available: (user) => user.status !== 'inactive',
    confirm: (users) =>
      `Deactivate ${names(users)}? Their open sessions end at once and they cannot sign in until activated again.`,
    run: (user) => actions.setStatus(user, 'inactive'),
  };
  return {
    label: 'Users',
    noun: { one: 'user', other: 'users' },
    recordId: (user) => user.id,
    recordLabel: (user) => user.name,
    columns: [
      {
        id: 'name',
        header: 'USER',
        sortValue: (user) => user.name,
        cell: (user) => (
          <>
            <strong>{user.name}</strong>
            <br />
            <span className="muted">
              {user.username} · {user.email}
            </span>
          </>
        ),
      },
      { id: 'role', header: 'ROLE', sortValue: (user) => user.role, cell: (user) => user.role.toUpperCase() },
      {
        id: 'status',
        header: 'STATUS',
        sortValue: (user) => user.status,
        cell: (user) => (
          <span className="status-dot" data-state={STATUS_DOT[user.status]}>
            {user.status}
            {user.mustChangePassword && user.hasPassword ? ' (must change password)' : ''}
            {!user.hasPassword && user.status !== 'inactive' ? ' (no password yet)' : ''}
          </span>
        ),
      },
      {
        id: 'platforms',
        header: 'PLATFORMS',
        cell: (user) =>
          user.platforms.length === 0 ? 'None' : user.platforms.map((platform) => PLATFORM_NAMES[platform]).join(', '),
      },
      { id: 'department', header: 'DEPARTMENT', sortValue: (user) => user.department, cell: (user) => user.department },
      {
        id: 'last-login',
        header: 'LAST.LOGIN',
        sortValue: (user) => user.lastLoginAt,
        cell: (user) =>
          user.lastLoginAt === null ? (
            'Never'
          ) : (
            <time dateTime={user.lastLoginAt}>{lastLogin.format(new Date(user.lastLoginAt))}</time>
          ),
      },
    ],
    search: {
      label: 'SEARCH.USERS',
      placeholder: 'Name, username or email',
      fields: [(user) => user.name, (user) => user.username, (user) => user.email],
    },
    filters: [
      {
        id: 'role',
        label: 'ROLE',
        options: ROLES.map((role) => ({ value: role, label: role })),
        value: (user) => user.role,
      },
      {
        id: 'status',
        label: 'STATUS',
        options: USER_STATUSES.map((status) => ({ value: status, label: status })),
        value: (user) => user.status,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions: [
      { id: 'edit', label: 'EDIT', run: actions.edit },
      activate,
      deactivate,
      {
        id: 'reset-password',
        label: 'RESET.PASSWORD',
        available: (user) => user.hasPassword && user.status !== 'inactive',
        confirm: (users) =>
          `Reset the password of ${names(users)}? They are signed out now, and must choose a new password after signing in with the one-time password shown next.`,
        run: actions.resetPassword,
      },
      {
        id: 'invite',
        label: 'INVITE',
        available: (user) => !user.hasPassword && user.status !== 'inactive',
        run: actions.invite,
      },
    ],
    bulkActions: [activate, deactivate],
    tiles: USER_STATUSES.map((status) => ({
      label: status.toUpperCase(),
      value: (users) => users.filter((user) => user.status === status).length,
    })),
    emptyText: 'No users yet. ADD.USER creates the first.',
  };
}
