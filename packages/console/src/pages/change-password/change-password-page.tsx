import { changePasswordRequestSchema } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LogoutButton } from '../../auth/logout-button.tsx';
import { returnPath } from '../../auth/return-to.ts';
import { useAuth } from '../../auth/session.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { type FieldErrors, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordField,
  confirmError,
  describeFailure,
} from './change-password-errors.ts';
import { PasswordPolicyHint } from './password-policy-hint.tsx';

const EMPTY: Record<ChangePasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Replacing a password: forced after a reset or the first admin's sign-in, or by choice. */
export function ChangePasswordPage() {
  const mustChange = useAuth((state) => state.user?.mustChangePassword ?? false);
  const changePassword = useAuth((state) => state.changePassword);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ChangePasswordField>>({});

  function edit(field: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setAlert(undefined);
    setProblems([]);
  }

  function reject(form: HTMLFormElement, errors: FieldErrors<ChangePasswordField>) {
    setFieldErrors(errors);
    focusField(form, firstInvalid(errors, CHANGE_PASSWORD_FIELDS));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { currentPassword, newPassword, confirmPassword } = values;
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    const errors: FieldErrors<ChangePasswordField> = parsed.success
      ? {}
      : fieldErrorsFromIssues(parsed.error.issues, CHANGE_PASSWORD_FIELDS);
    const confirmProblem = confirmError(newPassword, confirmPassword);
    if (confirmProblem !== undefined) errors.confirmPassword = confirmProblem;
    if (!parsed.success || confirmProblem !== undefined) return reject(form, errors);
    setBusy(true);
    try {
      await changePassword(parsed.data);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      const described = describeFailure(failure);
      setBusy(false);
      setAlert(described.alert);
      setProblems(described.problems);
      reject(form, described.fieldErrors);
    }
  }

  return (
    <main className="auth-page">
      <section className="panel" aria-labelledby="change-password-title">
        <h1 className="page-title" id="change-password-title">
          CHANGE.PASSWORD
        </h1>
        {mustChange && (
          <p className="muted">Someone else set your current password. Choose your own before you continue.</p>
        )}
        <FormAlert message={alert} problems={problems} />
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <PasswordField
            id="current-password"
            name="currentPassword"
            label="CURRENT.PASSWORD"
            toggleNoun="current password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={fieldErrors.currentPassword}
            onChange={(event) => edit('currentPassword', event.target.value)}
          />
          <PasswordField
            id="new-password"
            name="newPassword"
            label="NEW.PASSWORD"
            toggleNoun="new password"
            autoComplete="new-password"
            required
            value={values.newPassword}
            error={fieldErrors.newPassword}
            onChange={(event) => edit('newPassword', event.target.value)}
          />
          <PasswordPolicyHint id="password-policy" />
          <PasswordField
            id="confirm-password"
            name="confirmPassword"
            label="CONFIRM.PASSWORD"
            toggleNoun="password confirmation"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={fieldErrors.confirmPassword}
            onChange={(event) => edit('confirmPassword', event.target.value)}
          />
          <button className="button button-primary" type="submit" disabled={busy}>
            {busy ? 'SAVING...' : 'CHANGE.PASSWORD'}
          </button>
        </form>
        <LogoutButton />
      </section>
    </main>
  );
}
