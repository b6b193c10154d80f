import {
  type CreateUserRequest,
  type CredentialKind,
  createUserRequestSchema,
  INVITATION_DAYS,
  type Platform,
  type Role,
  type UserWithCredential,
} from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { type Choice, ChoiceGroup } from '../../components/choice-group.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fieldErrorsFromIssues } from '../../forms/field-errors.ts';
import { useFormFields } from '../../forms/use-form-fields.ts';
import { PlatformChoices } from './platform-choices.tsx';
import { UserFields } from './user-fields.tsx';
import { describeWriteFailure } from './write-failure.ts';

const FIELDS = ['username', 'name', 'email', 'department'] as const;
const EMPTY = { username: '', name: '', email: '', department: '' };

const ACCESS: readonly Choice<CredentialKind>[] = [
  {
    value: 'one-time-password',
    label: 'ONE.TIME.PASSWORD',
    hint: 'Shown once, for you to pass on; the user must change it at first sign-in.',
  },
  {
    value: 'invitation',
    label: 'INVITATION.LINK',
    hint: `Shown once, for you to send; the user chooses a password there within ${INVITATION_DAYS} days.`,
  },
];

/** ADD.USER: the account, and how its owner gets in. */
export function AddUserForm({
  create,
  onCreated,
  onCancel,
}: {
  create: (request: CreateUserRequest) => Promise<UserWithCredential>;
  onCreated: (user: UserWithCredential) => void;
  onCancel: () => void;
}) {
  const { values, reject, bind } = useFormFields(FIELDS, EMPTY, 'new-user');
  const [role, setRole] = useState<Role>('operator');
  const [platforms, setPlatforms] = useState<Platform[]>(['netsuite']);
  const [credential, setCredential] = useState<CredentialKind>('one-time-password');
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = createUserRequestSchema.safeParse({ ...values, role, platforms, credential });
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    setBusy(true);
    setAlert(undefined);
    try {
      onCreated(await create(parsed.data));
    } catch (error) {
      const failure = describeWriteFailure(error, FIELDS);
      setBusy(false);
      setAlert(failure.alert);
      reject(form, failure.fieldErrors);
    }
  }

  return (
    <form className="form" aria-label="Add a user" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField
          label="USERNAME"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...bind('username')}
        />
        <UserFields bind={bind} roleId="new-user-role" role={role} onRoleChange={setRole} />
      </div>
      <PlatformChoices value={platforms} onChange={setPlatforms} />
      <ChoiceGroup legend="ACCESS" name="credential" value={credential} choices={ACCESS} onChange={setCredential} />
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'ADDING...' : 'ADD.USER'}
        </button>
      </div>
    </form>
  );
}
