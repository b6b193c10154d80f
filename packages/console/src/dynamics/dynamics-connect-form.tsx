import { dynamicsConnectRequestSchema } from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../api/api-error.ts';
import { type Choice, ChoiceGroup } from '../components/choice-group.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { fieldErrorsFrom, fieldErrorsFromIssues } from '../forms/field-errors.ts';
import { type FormFailure, formFailureOf } from '../forms/form-failure.ts';
import { useFormFields } from '../forms/use-form-fields.ts';
import { dynamicsClient } from './dynamics-client.ts';
import { useDynamicsConnect } from './dynamics-queries.ts';

const FIELDS = ['environmentUrl', 'tenantId', 'clientId', 'clientSecret', 'certificate', 'privateKey'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  environmentUrl: '',
  tenantId: '',
  clientId: '',
  clientSecret: '',
  certificate: '',
  privateKey: '',
};

type AuthMethod = 'secret' | 'certificate';
/** How the app registration proves itself to Entra ID: the two credentials it may hold. */
const AUTH_METHODS: readonly Choice<AuthMethod>[] = [
  { value: 'secret', label: 'CLIENT.SECRET', hint: 'a secret added under Certificates & secrets' },
  { value: 'certificate', label: 'CERTIFICATE', hint: 'a certificate uploaded there, with its private key' },
];

/**
 * Connects the signed-in user to a Dynamics 365 environment: an app registration's client secret
 * or certificate and private key (checked with Entra ID and Dataverse before they are stored), or,
 * in one click, the embedded sandbox.
 */
export function DynamicsConnectForm() {
  const connect = useDynamicsConnect();
  const ids = useId();
  const { values, reject, bind } = useFormFields(FIELDS, EMPTY, ids);
  const [authMethod, setAuthMethod] = useState<AuthMethod>('secret');
  const [failure, setFailure] = useState<FormFailure>();
  const [busy, setBusy] = useState(false);

  async function run(request: () => Promise<unknown>, form?: HTMLFormElement) {
    setBusy(true);
    setFailure(undefined);
    try {
      await request();
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0 && form) {
        reject(form, fieldErrorsFrom(error.details, FIELDS));
      }
      setFailure(formFailureOf(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { environmentUrl, tenantId, clientId, clientSecret, certificate, privateKey } = values;
    // Only the chosen credential is sent: a secret typed before switching to a certificate stays here.
    const parsed = dynamicsConnectRequestSchema.safeParse(
      authMethod === 'secret'
        ? { environmentUrl, tenantId, clientId, authMethod, clientSecret }
        : { environmentUrl, tenantId, clientId, authMethod, certificate, privateKey },
    );
    if (!parsed.success) {
      reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    void run(() => connect(parsed.data), form);
  }

  return (
    <section className="panel dynamics-connect" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>CONNECT.DYNAMICS.365</h2>
      <p className="muted">
        This screen shows your Dynamics 365 environment's own records. Connect an app registration with a client secret
        or a certificate, or try the product on the embedded Dataverse sandbox.
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
        <TextField label="ENVIRONMENT.URL" placeholder="https://contoso.crm.dynamics.com" {...bind('environmentUrl')} />
        <TextField label="TENANT.ID" autoComplete="off" {...bind('tenantId')} />
        <TextField label="CLIENT.ID" autoComplete="off" {...bind('clientId')} />
        <ChoiceGroup
          legend="CREDENTIAL"
          name="authMethod"
          value={authMethod}
          choices={AUTH_METHODS}
          onChange={setAuthMethod}
        />
        {authMethod === 'secret' ? (
          <PasswordField
            label="CLIENT.SECRET"
            autoComplete="off"
            toggleNoun="client secret"
            {...bind('clientSecret')}
          />
        ) : (
          <>
            <TextAreaField
              label="CERTIFICATE"
              rows={4}
              spellCheck={false}
              placeholder="-----BEGIN CERTIFICATE-----"
              {...bind('certificate')}
            />
            <TextAreaField
              label="PRIVATE.KEY"
              rows={4}
              spellCheck={false}
              autoComplete="off"
              placeholder="-----BEGIN PRIVATE KEY-----"
              {...bind('privateKey')}
            />
          </>
        )}
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'CONNECTING...' : 'CONNECT'}
        </button>
      </form>
    </section>
  );
}
