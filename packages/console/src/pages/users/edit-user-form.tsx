import {
  type Platform,
  ROLES,
  type Role,
  type UpdateUserRequest,
  USER_STATUSES,
  type User,
  type UserStatus,
  updateUserRequestSchema,
} from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { PlatformChoices } from './platform-choices.tsx';
import { describeWriteFailure } from './write-failure.ts';

const FIELDS = ['name', 'email', 'department'] as const;
type Field = (typeof FIELDS)[number];

/** EDIT: name, email, role, status, platforms and department of one user. */
export function EditUserForm({
  user,
  update,
  onSaved,
  onCancel,
}: {
  user: User;
  update: (id: string, change: UpdateUserRequest) => Promise<User>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: user.email,
    department: user.department,
  });
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [platforms, setPlatforms] = useState<Platform[]>([...user.platforms]);
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
    const parsed = updateUserRequestSchema.safeParse({ ...values, role, status, platforms });
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      setFieldErrors(errors);
      return focusField(form, firstInvalid(errors, FIELDS));
    }
    setBusy(true);
    setAlert(undefined);
    try {
      await update(user.id, parsed.data);
      onSaved();
    } catch (error) {
      const failure = describeWriteFailure(error, FIELDS);
      setBusy(false);
      setAlert(failure.alert);
      setFieldErrors(failure.fieldErrors);
    }
  }

  return (
    <form className="form" aria-label={`Edit ${user.name}`} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={alert} />
      <p className="muted">USERNAME: {user.username}</p>
      <div className="form-grid">
        <TextField
          id="edit-user-name"
          name="name"
          label="NAME"
          autoComplete="off"
          required
          value={values.name}
          error={fieldErrors.name}
          onChange={(event) => edit('name', event.target.value)}
        />
        <TextField
          id="edit-user-email"
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
          id="edit-user-department"
          name="department"
          label="DEPARTMENT"
          autoComplete="off"
          value={values.department}
          error={fieldErrors.department}
          onChange={(event) => edit('department', event.target.value)}
        />
        <SelectField
          id="edit-user-role"
          label="ROLE"
          value={role}
          options={ROLES.map((option) => ({ value: option, label: option }))}
          onChange={setRole}
        />
        <SelectField
          id="edit-user-status"
          label="STATUS"
          value={status}
          options={USER_STATUSES.map((option) => ({ value: option, label: option }))}
          onChange={setStatus}
        />
      </div>
      <PlatformChoices value={platforms} onChange={setPlatforms} />
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'SAVING...' : 'SAVE.CHANGES'}
        </button>
      </div>
    </form>
  );
}
