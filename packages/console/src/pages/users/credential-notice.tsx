import type { IssuedCredential } from '@erp-agent/core';
import { useState } from 'react';

const expires = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The only time a one-time password or an invitation link is shown: copy it now. */
export function CredentialNotice({
  name,
  username,
  credential,
  onDone,
}: {
  name: string;
  username: string;
  credential: IssuedCredential;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<string>();
  const secret =
    credential.kind === 'one-time-password' ? credential.password : `${window.location.origin}${credential.path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Copied.');
    } catch {
      setCopied('Copying was refused by the browser: select the text and copy it by hand.');
    }
  }

  return (
    <div className="form">
      {credential.kind === 'one-time-password' ? (
        <p>
          One-time password for <strong>{name}</strong> (username <strong>{username}</strong>). Give it to them; they
          must choose a new password when they sign in with it.
        </p>
      ) : (
        <p>
          Invitation link for <strong>{name}</strong> (username <strong>{username}</strong>). Send it to them; it lets
          them choose a password until{' '}
          <time dateTime={credential.expiresAt}>{expires.format(new Date(credential.expiresAt))}</time>.
        </p>
      )}
      <p className="field-label">{credential.kind === 'one-time-password' ? 'ONE.TIME.PASSWORD' : 'INVITATION.LINK'}</p>
      <code className="secret" data-secret={credential.kind}>
        {secret}
      </code>
      <p className="note">This is shown only now: it is not stored anywhere it could be read again.</p>
      <div className="modal-actions">
        <span className="muted" role="status">
          {copied}
        </span>
        <button className="button" type="button" onClick={() => void copy()}>
          COPY
        </button>
        <button className="button button-primary" type="button" onClick={onDone}>
          DONE
        </button>
      </div>
    </div>
  );
}
