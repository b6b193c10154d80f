import {
  type CreateUserRequest,
  type CredentialKind,
  createUserRequestSchema,
  INVITATION_DAYS,
  type Platform,
  ROLES,
  type Role,
  type UserWithCredential,
} from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { PlatformChoices } from './platform-choices.tsx';
import { describeWriteFailure } from './write-failure.ts';

const FIELDS = ['username', 'name', 'email', 'department'] as const;
type Field = (typeof FIELDS)[number];

const ACCESS: readonly { value: CredentialKind; label: string; hint: string }[] = [
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
  const [values, setValues] = useState<Record<Field, string>>({ username: '', name: '', email: '', department: '' });
  const [role, setRole] = useState<Role>('operator');
  const [platforms, setPlatforms] = useState<Platform[]>(['netsuite']);
  const [credential, setCredential] = useState<CredentialKind>('one-time-password');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = createUserRequestSchema.safeParse({ ...values, role, platforms, credential });
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      setFieldErrors(errors);
      return focusField(form, firstInvalid(errors, FIELDS));
    }
    setBusy(true);
    setAlert(undefined);
    try {
      onCreated(await create(parsed.data));
    } catch (error) {
      const failure = describeWriteFailure(error, FIELDS);
      setBusy(false);
      setAlert(failure.alert);
      setFieldErrors(failure.fieldErrors);
      focusField(form, firstInvalid(failure.fieldErrors, FIELDS));
    }
  }

  return (
    <form className="form" aria-label="Add a user" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField
          id="new-user-username"
          name="username"
          label="USERNAME"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          error={fieldErrors.username}
          onChange={(event) => edit('username', event.target.value)}
        />
        <TextField
          id="new-user-name"
          name="name"
          label="NAME"
          autoComplete="off"
          required
          value={values.name}
          error={fieldErrors.name}
          onChange={(event) => edit('name', event.target.value)}
        />
        <TextField
          id="new-user-email"
          name="email"
          label="EMAIL"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={fieldErrors.email}
          onChange={(event) => edit('email', event.target.value)}
        />
        <TextField
          id="new-user-department"
          name="department"
          label="DEPARTMENT"
          autoComplete="off"
          value={values.department}
          error={fieldErrors.department}
          onChange={(event) => edit('department', event.target.value)}
        />
        <SelectField
          id="new-user-role"
          label="ROLE"
          value={role}
          options={ROLES.map((option) => ({ value: option, label: option }))}
          onChange={setRole}
        />
      </div>
      <PlatformChoices value={platforms} onChange={setPlatforms} />
      <fieldset className="field choice-group">
        <legend className="field-label">ACCESS</legend>
        {ACCESS.map((option) => (
          <label className="checkbox" key={option.value}>
            <input
              type="radio"
              name="credential"
              value={option.value}
              checked={credential === option.value}
              onChange={() => setCredential(option.value)}
            />
            <span>
              {option.label} <span className="muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
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
