import { type TwoFactorSetup as Setup, twoFactorConfirmSchema } from '@erp-agent/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { twoFactorClient } from './two-factor-client.ts';

/**
 * Setting up an authenticator app: a QR code (and the secret, for apps that cannot scan), a code
 * from the app to confirm, then the recovery codes, once. `onDone` runs after they are seen.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codes, setCodes] = useState<readonly string[]>();

  const start = useMutation({ mutationFn: twoFactorClient.setup, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: twoFactorClient.enable,
    onSuccess: (answer) => setCodes(answer.recoveryCodes),
    onError: (error) => {
      const detail = error instanceof ApiError ? error.details.find((item) => item.field === 'code') : undefined;
      setCodeError(detail?.message ?? error.message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    confirm.mutate(parsed.data.code);
  }

  if (codes !== undefined) return <RecoveryCodesList codes={codes} onDone={onDone} />;

  if (setup === undefined) {
    return (
      <div className="form">
        <FormAlert message={start.error?.message} />
        <button
          className="button button-primary"
          type="button"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? 'STARTING...' : 'SET.UP.AUTHENTICATOR'}
        </button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).</p>
      <img
        className="qr-code"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code of the authenticator secret; the same secret is written below"
        width={200}
        height={200}
      />
      <p>
        Or type this secret into the app: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <TextField
        id="two-factor-code"
        name="code"
        label="CODE.FROM.THE.APP"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
        }}
      />
      <button className="button button-primary" type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'CHECKING...' : 'TURN.ON'}
      </button>
    </form>
  );
}
