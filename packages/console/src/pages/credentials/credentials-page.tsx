import { netsuiteConnectRequestSchema } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { announceConnectionChange } from '../../netsuite/netsuite-auth.ts';
import { netsuiteClient } from '../../netsuite/netsuite-client.ts';
import { CREDENTIAL_FIELDS, type CredentialField, describeConnectFailure } from './connect-failure.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { DemoFill } from './demo-fill.tsx';
import { OAuthOption } from './oauth-option.tsx';
import { useConnection } from './use-connection.ts';

/** Where a new connection leads: the chat, which works in the account just connected (000 section 2). */
export const AFTER_CONNECT_PATH = '/chat';

const EMPTY: Record<CredentialField, string> = { accountId: '', tokenId: '', tokenSecret: '' };

/**
 * The NetSuite connection (000 section 2, Credentials): how the current one authenticates, and
 * the two ways to make one, OAuth 2.0 (Authenticate Netsuite) first and the TBA form of the seed.
 */
export function CredentialsPage() {
  const navigate = useNavigate();
  const onSessionError = useSessionExpiry();
  const connection = useConnection();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [reason, setReason] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<CredentialField>>({});

  function clearErrors() {
    setAlert(undefined);
    setReason(undefined);
  }

  function edit(field: CredentialField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    clearErrors();
  }

  function fill(credentials: Record<CredentialField, string>) {
    setValues({ accountId: credentials.accountId, tokenId: credentials.tokenId, tokenSecret: credentials.tokenSecret });
    setFieldErrors({});
    clearErrors();
  }

  function reject(form: HTMLFormElement, errors: FieldErrors<CredentialField>) {
    setFieldErrors(errors);
    focusField(form, firstInvalid(errors, CREDENTIAL_FIELDS));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = netsuiteConnectRequestSchema.safeParse(values);
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, CREDENTIAL_FIELDS));
    setBusy(true);
    clearErrors();
    try {
      connection.replace(await netsuiteClient.connect(parsed.data));
      announceConnectionChange();
      navigate(AFTER_CONNECT_PATH);
    } catch (failure) {
      onSessionError(failure);
      const described = describeConnectFailure(failure);
      setBusy(false);
      setAlert(described.alert);
      setReason(described.reason);
      reject(form, described.fieldErrors);
    }
  }

  return (
    <div className="page">
      <section className="panel" aria-labelledby="credentials-title">
        <h1 className="page-title" id="credentials-title">
          CREDENTIALS
        </h1>
        <p className="muted">
          Connect the NetSuite account the agent works in: with OAuth 2.0, or with a token-based authentication (TBA)
          access token.
        </p>
        <ConnectionStatus connection={connection} />
        <OAuthOption />
        <section className="connect-option" aria-labelledby="tba-title">
          <h2 className="section-title" id="tba-title">
            TOKEN-BASED AUTHENTICATION (TBA)
          </h2>
          <p className="muted">
            For an integration that already has TBA tokens, while NetSuite still accepts them: enter the account id and
            the access token created for you in NetSuite.
          </p>
          <FormAlert message={alert} reason={reason} />
          <form className="form" aria-label="Connect to NetSuite" noValidate onSubmit={(event) => void submit(event)}>
            <DemoFill onFill={fill} />
            <TextField
              id="netsuite-account-id"
              name="accountId"
              label="ACCOUNT.ID"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={values.accountId}
              error={fieldErrors.accountId}
              onChange={(event) => edit('accountId', event.target.value)}
            />
            <TextField
              id="netsuite-token-id"
              name="tokenId"
              label="TOKEN.ID"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={values.tokenId}
              error={fieldErrors.tokenId}
              onChange={(event) => edit('tokenId', event.target.value)}
            />
            <PasswordField
              id="netsuite-token-secret"
              name="tokenSecret"
              label="TOKEN.SECRET"
              toggleNoun="token secret"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={values.tokenSecret}
              error={fieldErrors.tokenSecret}
              onChange={(event) => edit('tokenSecret', event.target.value)}
            />
            <button className="button button-primary" type="submit" disabled={busy}>
              {busy ? 'Connecting...' : 'Connect to NetSuite'}
            </button>
          </form>
        </section>
        <p className="note">Your credentials are securely stored and never shared.</p>
      </section>
    </div>
  );
}
