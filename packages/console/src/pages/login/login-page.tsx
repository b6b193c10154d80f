import { loginRequestSchema } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { returnPath } from '../../auth/return-to.ts';
import { useAuth } from '../../auth/session.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fieldErrorsFrom, fieldErrorsFromIssues } from '../../forms/field-errors.ts';
import { useFormFields } from '../../forms/use-form-fields.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { loginErrorText } from './login-error-text.ts';

const FIELDS = ['username', 'password', 'code'] as const;
const EMPTY = { username: '', password: '', code: '' };

/** Sign-in (000 section 2): on success, back to the page first asked for, else the dashboard. */
export function LoginPage() {
  const login = useAuth((state) => state.login);
  const navigate = useNavigate();
  const location = useLocation();
  /** The password was right and the account has two-factor sign-in: the code is asked for. */
  const [askCode, setAskCode] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { values, setErrors, reject, bind } = useFormFields(FIELDS, EMPTY, 'login', () => setError(undefined));

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
      if (failure instanceof ApiError) setErrors(fieldErrorsFrom(failure.details, FIELDS));
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
            label="USERNAME"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...bind('username')}
          />
          <PasswordField label="PASSWORD" autoComplete="current-password" required {...bind('password')} />
          {askCode && (
            <p className="muted" role="status">
              Two-factor sign-in is on for this account: enter the 6-digit code your authenticator app shows, or one of
              your recovery codes.
            </p>
          )}
          {askCode && (
            <TextField
              label="AUTHENTICATION.CODE"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              {...bind('code')}
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
