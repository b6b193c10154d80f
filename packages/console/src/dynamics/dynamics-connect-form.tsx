import { dynamicsConnectRequestSchema } from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../api/api-error.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromIssues, firstInvalid } from '../forms/field-errors.ts';
import { focusField } from '../forms/focus-field.ts';
import { dynamicsClient } from './dynamics-client.ts';
import { useDynamicsConnect } from './dynamics-queries.ts';

const FIELDS = ['environmentUrl', 'tenantId', 'clientId', 'clientSecret'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { environmentUrl: '', tenantId: '', clientId: '', clientSecret: '' };

interface Failure {
  readonly message: string;
  readonly reason?: string | undefined;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) return { message: error.message, reason: error.reason };
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * Connects the signed-in user to a Dynamics 365 environment: an app registration's client secret
 * (checked with Entra ID and Dataverse before it is stored), or, in one click, the embedded sandbox.
 */
export function DynamicsConnectForm() {
  const connect = useDynamicsConnect();
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);

  async function run(request: () => Promise<unknown>, form?: HTMLFormElement) {
    setBusy(true);
    setFailure(undefined);
    try {
      await request();
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0 && form) {
        const fieldErrors = fieldErrorsFrom(error.details, FIELDS);
        setErrors(fieldErrors);
        focusField(form, firstInvalid(fieldErrors, FIELDS));
      }
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = dynamicsConnectRequestSchema.safeParse({ ...values, authMethod: 'secret' });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      setErrors(fieldErrors);
      focusField(form, firstInvalid(fieldErrors, FIELDS));
      return;
    }
    void run(() => connect(parsed.data), form);
  }

  const field = (name: Field) => ({
    id: `${ids}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <section className="panel dynamics-connect" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>CONNECT.DYNAMICS.365</h2>
      <p className="muted">
        This screen shows your Dynamics 365 environment's own records. Connect an app registration with a client secret,
        or try the product on the embedded Dataverse sandbox.
      </p>
      <FormAlert message={failure?.message} reason={failure?.reason} />
      <button
        className="button button-primary"
        type="button"
        disabled={busy}
        onClick={() =>
          void run(async () => connect({ ...(await dynamicsClient.demoCredentials()), authMethod: 'secret' }))
        }
      >
        CONNECT.DEMO.SANDBOX
      </button>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label="ENVIRONMENT.URL"
          placeholder="https://contoso.crm.dynamics.com"
          {...field('environmentUrl')}
        />
        <TextField label="TENANT.ID" autoComplete="off" {...field('tenantId')} />
        <TextField label="CLIENT.ID" autoComplete="off" {...field('clientId')} />
        <PasswordField label="CLIENT.SECRET" autoComplete="off" toggleNoun="client secret" {...field('clientSecret')} />
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'CONNECTING...' : 'CONNECT'}
        </button>
      </form>
    </section>
  );
}
