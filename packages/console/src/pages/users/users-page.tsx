import type { User, UserWithCredential } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { AddUserForm } from './add-user-dialog.tsx';
import { CredentialNotice } from './credential-notice.tsx';
import { EditUserForm } from './edit-user-form.tsx';
import { RoleCards } from './role-cards.tsx';
import { usersListConfig } from './users-list-config.tsx';
import { usersQuery, useUserWrites } from './users-queries.ts';

type Dialog =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly user: User }
  | { readonly kind: 'credential'; readonly user: UserWithCredential };

const DIALOG_TITLES: Readonly<Record<Dialog['kind'], string>> = {
  add: 'ADD.USER',
  edit: 'EDIT.USER',
  credential: 'SHOWN.ONCE',
};

/**
 * USERS (001): search, role and status filters, the table, counts and role cards; add a user with
 * a one-time password or an invitation link, edit, activate and deactivate (one or many), reset a
 * password. The API enforces the last-admin guard; its message shows where the change was tried.
 */
export function UsersPage() {
  const query = useQuery(usersQuery);
  const writes = useUserWrites();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const showCredential = (user: UserWithCredential) => setDialog({ kind: 'credential', user });

  const { update, resetPassword, invite } = writes;
  const config = useMemo(
    () =>
      usersListConfig({
        edit: (user) => setDialog({ kind: 'edit', user }),
        setStatus: (user, status) => update(user.id, { status }),
        resetPassword: async (user) => setDialog({ kind: 'credential', user: await resetPassword(user.id) }),
        invite: async (user) => setDialog({ kind: 'credential', user: await invite(user.id) }),
      }),
    [update, resetPassword, invite],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.users }), [query]);

  return (
    <div className="page">
      <PageHeader title="USERS" intro="Accounts, roles, statuses and platform permissions." />
      {/* Above the list, at a fixed size: the list grows when it loads and would push them down. */}
      <RoleCards users={query.data?.users} />
      <ResourceList
        config={config}
        source={source}
        toolbar={
          <button className="button button-solid" type="button" onClick={() => setDialog({ kind: 'add' })}>
            ADD.USER
          </button>
        }
      />
      <ModalDialog open={dialog !== undefined} title={dialog ? DIALOG_TITLES[dialog.kind] : ''} onClose={close}>
        {dialog?.kind === 'add' && (
          <AddUserForm
            create={writes.create}
            onCreated={(user) => (user.credential ? showCredential(user) : close())}
            onCancel={close}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditUserForm user={dialog.user} update={writes.update} onSaved={close} onCancel={close} />
        )}
        {dialog?.kind === 'credential' && dialog.user.credential && (
          <CredentialNotice
            name={dialog.user.name}
            username={dialog.user.username}
            credential={dialog.user.credential}
            onDone={close}
          />
        )}
      </ModalDialog>
    </div>
  );
}
