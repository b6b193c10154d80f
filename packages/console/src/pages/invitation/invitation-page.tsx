import { PASSWORD_POLICY_DESCRIPTIONS, passwordPolicyProblems } from '@erp-agent/core';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { queryClient } from '../../api/query-client.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { invitationsClient } from './invitations-client.ts';

/** A public page, outside the signed-in shell that provides the query client elsewhere. */
export function InvitationPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Invitation />
    </QueryClientProvider>
  );
}

/**
 * Where an invitation link leads (`/invitation#token`): the invited user chooses a password that
 * meets the policy in force, then signs in as usual. The token stays in the fragment, which no
 * request carries.
 */
function Invitation() {
  const token = useLocation().hash.replace(/^#/, '');
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitationsClient.inspect(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({ mutationFn: (password: string) => invitationsClient.accept(token, password) });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [mismatch, setMismatch] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invitation.data === undefined || accept.isPending) return;
    const lacking = passwordPolicyProblems(password, invitation.data.passwordPolicy);
    setProblems(lacking);
    setMismatch(password === confirmation ? undefined : 'The passwords do not match.');
    if (lacking.length === 0 && password === confirmation) accept.mutate(password);
  }

  let body: ReactNode;
  if (token === '') {
    body = (
      <p className="alert" role="alert">
        This address holds no invitation. Open the whole link you were sent, or ask an administrator for a new one.
      </p>
    );
  } else if (invitation.isError) {
    body = (
      <p className="alert" role="alert">
        {invitation.error.message}
      </p>
    );
  } else if (invitation.data === undefined) {
    body = <p role="status">CHECKING.INVITATION...</p>;
  } else if (accept.isSuccess) {
    body = (
      <p className="note note-success" role="status">
        Your password is set. <Link to="/login">SIGN.IN</Link> as <strong>{accept.data.username}</strong>.
      </p>
    );
  } else {
    const failure = accept.error;
    body = (
      <>
        <p>
          Welcome, {invitation.data.name}. Choose the password for <strong>{invitation.data.username}</strong>.
        </p>
        <FormAlert
          message={failure === null ? undefined : failure.message}
          problems={failure instanceof ApiError ? failure.details.map((detail) => detail.message) : []}
        />
        <p className="note">
          PASSWORD.POLICY {invitation.data.passwordPolicy.toUpperCase()}:{' '}
          {PASSWORD_POLICY_DESCRIPTIONS[invitation.data.passwordPolicy]}
        </p>
        <form className="form" aria-label="Choose your password" noValidate onSubmit={submit}>
          <PasswordField
            id="invitation-password"
            name="password"
            label="NEW.PASSWORD"
            autoComplete="new-password"
            required
            value={password}
            error={problems.length > 0 ? problems.join(' ') : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            id="invitation-confirmation"
            name="confirmation"
            label="CONFIRM.PASSWORD"
            toggleNoun="confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            error={mismatch}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <button className="button button-primary" type="submit" disabled={accept.isPending}>
            {accept.isPending ? 'SAVING...' : 'SET.PASSWORD'}
          </button>
        </form>
      </>
    );
  }

  return (
    <main className="auth-page">
      <section className="panel" aria-labelledby="invitation-title">
        <h1 className="page-title" id="invitation-title">
          ACCEPT.INVITATION
        </h1>
        {body}
        <Link className="text-link" to="/login">
          <span aria-hidden="true">← </span>SYSTEM.LOGIN
        </Link>
      </section>
    </main>
  );
}
