import { twoFactorConfirmSchema } from '@erp-agent/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { useAuth } from '../../auth/session.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { Section } from '../../components/section.tsx';
import { TextField } from '../../components/text-field.tsx';
import { RecoveryCodesList } from '../two-factor/recovery-codes-list.tsx';
import { TWO_FACTOR_KEY, twoFactorClient } from '../two-factor/two-factor-client.ts';
import { TwoFactorSetup } from '../two-factor/two-factor-setup.tsx';

/** The signed-in user's own account: who they are, their password and their two-factor sign-in. */
export function ProfilePage() {
  const user = useAuth((state) => state.user);
  if (user === undefined) return null;
  return (
    <div className="page">
      <PageHeader title="PROFILE" intro="Your account, as the server knows it." />
      <Section title="ACCOUNT">
        <dl className="facts">
          <div>
            <dt>NAME</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>USERNAME</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>EMAIL</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>ROLE</dt>
            <dd>{user.role.toUpperCase()}</dd>
          </div>
        </dl>
        <Link className="button" to="/change-password">
          CHANGE.PASSWORD
        </Link>
      </Section>
      <TwoFactorSection />
    </div>
  );
}

function TwoFactorSection() {
  const queryClient = useQueryClient();
  const refresh = useAuth((state) => state.refresh);
  const status = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: twoFactorClient.status });
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    await refresh();
  };

  return (
    <Section
      title="TWO.FACTOR.SIGN.IN"
      intro="A code from an authenticator app on your phone, asked for at every sign-in after your password."
    >
      {status.isPending ? (
        <p role="status">CHECKING...</p>
      ) : status.isError ? (
        <>
          <FormAlert message={status.error.message} />
          <button className="button" type="button" onClick={() => void status.refetch()}>
            RETRY
          </button>
        </>
      ) : status.data.enabled ? (
        <TwoFactorOn
          since={status.data.enabledAt}
          codesLeft={status.data.recoveryCodesLeft}
          required={status.data.required}
          onChange={changed}
        />
      ) : (
        <>
          <p>
            <span className="tag">OFF</span>
            {status.data.required && ' This server requires it: set it up now.'}
          </p>
          <TwoFactorSetup onDone={() => void changed()} />
        </>
      )}
    </Section>
  );
}

interface TwoFactorOnProps {
  readonly since: string | null;
  readonly codesLeft: number;
  readonly required: boolean;
  readonly onChange: () => Promise<void>;
}

function TwoFactorOn({ since, codesLeft, required, onChange }: TwoFactorOnProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codes, setCodes] = useState<readonly string[]>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  const fieldMessage = (error: Error, field: string) =>
    (error instanceof ApiError ? error.details.find((item) => item.field === field)?.message : undefined) ??
    error.message;

  const renew = useMutation({
    mutationFn: twoFactorClient.newRecoveryCodes,
    onSuccess: (answer) => {
      setCode('');
      setCodes(answer.recoveryCodes);
    },
    onError: (error) => setCodeError(fieldMessage(error, 'code')),
  });
  const turnOff = useMutation({
    mutationFn: twoFactorClient.disable,
    onSuccess: () => void onChange(),
    onError: (error) => setPasswordError(fieldMessage(error, 'password')),
  });

  function submitRenew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorConfirmSchema.safeParse({ code });
    if (!parsed.success) setCodeError(parsed.error.issues[0]?.message);
    else renew.mutate(parsed.data.code);
  }

  function submitOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') setPasswordError('Enter your password');
    else turnOff.mutate(password);
  }

  if (codes !== undefined) {
    return (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          setCodes(undefined);
          void onChange();
        }}
      />
    );
  }

  return (
    <>
      <p>
        <span className="tag tag-accent">ON</span>
        {since !== null && ` since ${new Date(since).toLocaleString()}`}. {codesLeft} recovery codes left.
      </p>
      <form className="form" noValidate onSubmit={submitRenew}>
        <TextField
          id="renew-code"
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
        <button className="button" type="submit" disabled={renew.isPending}>
          NEW.RECOVERY.CODES
        </button>
      </form>
      {required ? (
        <p className="muted">This server requires two-factor sign-in of every user, so it cannot be turned off.</p>
      ) : (
        <form className="form" noValidate onSubmit={submitOff}>
          <PasswordField
            id="two-factor-off-password"
            name="password"
            label="PASSWORD"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
          />
          <button className="button" type="submit" disabled={turnOff.isPending}>
            TURN.OFF
          </button>
        </form>
      )}
    </>
  );
}
