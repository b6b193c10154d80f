import { loginRequestSchema } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { returnPath } from '../../auth/return-to.ts';
import { useAuth } from '../../auth/session.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { loginErrorText } from './login-error-text.ts';

const FIELDS = ['username', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];

/** Sign-in (000 section 2): on success, back to the page first asked for, else the dashboard. */
export function LoginPage() {
  const login = useAuth((state) => state.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', code: '' });
  /** The password was right and the account has two-factor sign-in: the code is asked for. */
  const [askCode, setAskCode] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setError(undefined);
  }

  function reject(form: HTMLFormElement, errors: FieldErrors<Field>) {
    setFieldErrors(errors);
    focusField(form, firstInvalid(errors, FIELDS));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { code, ...pair } = values;
    if (askCode && code.trim() === '') return reject(form, { code: 'Enter the code from your authenticator app' });
    const parsed = loginRequestSchema.safeParse({ ...pair, remember, ...(askCode ? { code } : {}) });
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    setBusy(true);
    setError(undefined);
    try {
      await login(parsed.data);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'two_factor_required') {
        setAskCode(true);
        setError(undefined);
        return;
      }
      if (failure instanceof ApiError && failure.code === 'invalid_two_factor_code') {
        return reject(form, { code: failure.message });
      }
      setError(loginErrorText(failure));
      if (failure instanceof ApiError) setFieldErrors(fieldErrorsFrom(failure.details, FIELDS));
    }
  }

  return (
    <main className="auth-page">
      <section className="panel" aria-labelledby="login-title">
        <h1 className="page-title" id="login-title">
          SYSTEM.LOGIN
        </h1>
        <p className="muted">Sign in to operate your ERP platforms.</p>
        <FormAlert message={error} />
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id="login-username"
            name="username"
            label="USERNAME"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            error={fieldErrors.username}
            onChange={(event) => edit('username', event.target.value)}
          />
          <PasswordField
            id="login-password"
            name="password"
            label="PASSWORD"
            autoComplete="current-password"
            required
            value={values.password}
            error={fieldErrors.password}
            onChange={(event) => edit('password', event.target.value)}
          />
          {askCode && (
            <p className="muted" role="status">
              Two-factor sign-in is on for this account: enter the 6-digit code your authenticator app shows, or one of
              your recovery codes.
            </p>
          )}
          {askCode && (
            <TextField
              id="login-code"
              name="code"
              label="AUTHENTICATION.CODE"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={values.code}
              error={fieldErrors.code}
              onChange={(event) => edit('code', event.target.value)}
            />
          )}
          <div className="form-row">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              REMEMBER.ME
            </label>
            <ForgotPassword />
          </div>
          <button className="button button-primary" type="submit" disabled={busy}>
            {busy ? 'AUTHENTICATING...' : 'LOGIN'}
          </button>
        </form>
        <Link className="text-link" to="/">
          <span aria-hidden="true">← </span>RETURN.HOME
        </Link>
      </section>
    </main>
  );
}
