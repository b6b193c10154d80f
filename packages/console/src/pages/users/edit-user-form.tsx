import {
  type Platform,
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
import { fieldErrorsFromIssues } from '../../forms/field-errors.ts';
import { useFormFields } from '../../forms/use-form-fields.ts';
import { PlatformChoices } from './platform-choices.tsx';
import { UserFields } from './user-fields.tsx';
import { describeWriteFailure } from './write-failure.ts';

const FIELDS = ['name', 'email', 'department'] as const;

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
  const { values, setErrors, reject, bind } = useFormFields(
    FIELDS,
    { name: user.name, email: user.email, department: user.department },
    'edit-user',
  );
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [platforms, setPlatforms] = useState<Platform[]>([...user.platforms]);
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = updateUserRequestSchema.safeParse({ ...values, role, status, platforms });
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    setBusy(true);
    setAlert(undefined);
    try {
      await update(user.id, parsed.data);
      onSaved();
    } catch (error) {
      const failure = describeWriteFailure(error, FIELDS);
      setBusy(false);
      setAlert(failure.alert);
      setErrors(failure.fieldErrors);
    }
  }

  return (
    <form className="form" aria-label={`Edit ${user.name}`} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={alert} />
      <p className="muted">USERNAME: {user.username}</p>
      <div className="form-grid">
        <UserFields bind={bind} roleId="edit-user-role" role={role} onRoleChange={setRole} />
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
