import { sapConnectRequestSchema } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useSessionExpiry } from '../../../auth/use-session-expiry.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldErrorsFrom, fieldErrorsFromIssues } from '../../../forms/field-errors.ts';
import { type FormFailure, formFailureOf } from '../../../forms/form-failure.ts';
import { useFormFields } from '../../../forms/use-form-fields.ts';
import { sapClient } from '../../../sap/sap-client.ts';
import { sapDemoCredentialsQuery, useReplaceSapConnection } from '../../../sap/sap-queries.ts';

const FIELDS = ['serviceLayerUrl', 'companyDb', 'userName', 'password'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { serviceLayerUrl: '', companyDb: '', userName: '', password: '' };

/**
 * Connects an SAP Business One company: the Service Layer address, the company database and a
 * B1 user, checked with a Login before anything is stored. One click fills in the embedded
 * sandbox's company (when the server has one), as NetSuite's credentials screen does.
 */
export function SapConnectForm() {
  const onSessionError = useSessionExpiry();
  const replace = useReplaceSapConnection();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormFailure>();
  const { values, setValues, setErrors, reject, bind } = useFormFields(FIELDS, EMPTY, 'sap', () => setAlert(undefined));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = sapConnectRequestSchema.safeParse(values);
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    setBusy(true);
    setAlert(undefined);
    try {
      replace(await sapClient.connect(parsed.data));
    } catch (failure) {
      onSessionError(failure);
      setBusy(false);
      setAlert(formFailureOf(failure));
      if (failure instanceof ApiError) reject(form, fieldErrorsFrom(failure.details, FIELDS));
    }
  }

  return (
    <section className="panel" aria-labelledby="sap-connect-title">
      <h2 className="section-title" id="sap-connect-title">
        CONNECT.SAP.BUSINESS.ONE
      </h2>
      <p className="muted">
        The agent and these screens work through SAP Business One's Service Layer, signed in as a B1 user of one company
        database. The password is encrypted on the server and never shown again.
      </p>
      <FormAlert message={alert?.message} reason={alert?.reason} />
      <form
        className="form"
        aria-label="Connect to SAP Business One"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <SapDemoFill
          onFill={(demo) => {
            setValues(demo);
            setErrors({});
            setAlert(undefined);
          }}
        />
        <TextField
          label="SERVICE.LAYER.URL"
          placeholder="https://sap.example.com:50000/b1s/v2"
          autoComplete="url"
          spellCheck={false}
          required
          {...bind('serviceLayerUrl')}
        />
        <TextField
          label="COMPANY.DB"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...bind('companyDb')}
        />
        <TextField
          label="USER.NAME"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...bind('userName')}
        />
        <PasswordField
          label="PASSWORD"
          toggleNoun="password"
          autoComplete="current-password"
          required
          {...bind('password')}
        />
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'Connecting...' : 'Connect to SAP Business One'}
        </button>
      </form>
    </section>
  );
}

function SapDemoFill({ onFill }: { onFill: (values: Record<Field, string>) => void }) {
  const query = useQuery(sapDemoCredentialsQuery);
  const [filled, setFilled] = useState(false);
  const hintId = useId();
  if (query.error instanceof ApiError && query.error.code === 'sandbox_disabled') {
    return <p className="note">{query.error.message} Enter your own Service Layer's address and a B1 user.</p>;
  }

  async function fill() {
    const demo = query.data ?? (await query.refetch()).data;
    if (demo === undefined) return;
    onFill(demo);
    setFilled(true);
  }

  const hint = query.isError
    ? `The demo company could not be loaded: ${query.error.message}`
    : filled
      ? "Filled in the embedded sandbox's Service Layer, company and user."
      : "Fills in the embedded sandbox's Service Layer, company and user.";
  return (
    <div className="demo-fill">
      <button
        className="button"
        type="button"
        aria-describedby={hintId}
        disabled={query.isPending && !query.isError}
        onClick={() => void fill()}
      >
        Use the SAP demo sandbox
      </button>
      <p className="muted" id={hintId} role="status">
        {hint}
      </p>
    </div>
  );
}
