import { netsuiteConnectRequestSchema } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { netsuiteClient } from '../../netsuite/netsuite-client.ts';
import { CREDENTIAL_FIELDS, type CredentialField, describeConnectFailure } from './connect-failure.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { DemoFill } from './demo-fill.tsx';
import { useConnection } from './use-connection.ts';

/** Where a new connection leads: the chat, which works in the account just connected (000 section 2). */
export const AFTER_CONNECT_PATH = '/chat';

const EMPTY: Record<CredentialField, string> = { accountId: '', tokenId: '', tokenSecret: '' };

/** The NetSuite connection form (000 section 2, Credentials) and the connection it makes. */
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
          Connect the NetSuite account the agent works in, with a token-based authentication (TBA) access token.
        </p>
        <ConnectionStatus connection={connection} />
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
        <p className="note">Your credentials are securely stored and never shared.</p>
      </section>
    </div>
  );
}
