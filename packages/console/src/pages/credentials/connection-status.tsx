import type { NetsuiteConnection } from '@erp-agent/core';
import { useRef, useState } from 'react';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { announceConnectionChange } from '../../netsuite/netsuite-auth.ts';
import { netsuiteClient } from '../../netsuite/netsuite-client.ts';
import { failureText } from './connect-failure.ts';
import type { ConnectionHandle } from './use-connection.ts';

const connectedSince = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const AUTH_METHOD_TEXT = {
  oauth2: 'OAuth 2.0',
  tba: 'Token-based authentication (TBA)',
} as const;

function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{connectedSince.format(new Date(iso))}</time>;
}

/** Which account the user is connected to and since when (never the token), with a way out. */
export function ConnectionStatus({ connection }: { connection: ConnectionHandle }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = connection;
  return (
    <section className="connection" aria-labelledby="connection-title">
      <h2 className="section-title" id="connection-title" ref={heading} tabIndex={-1}>
        CONNECTION
      </h2>
      {state.status === 'loading' && <p role="status">CHECKING.CONNECTION...</p>}
      {state.status === 'failed' && (
        <>
          <p className="alert" role="alert">
            {state.message}
          </p>
          <button className="button" type="button" onClick={connection.reload}>
            RETRY
          </button>
        </>
      )}
      {state.status === 'loaded' && (
        <ConnectionFacts
          connection={state.connection}
          onDisconnected={(answer) => {
            connection.replace(answer);
            // The button that had focus is gone: land on the section that now says "not connected".
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}

function ConnectionFacts({
  connection,
  onDisconnected,
}: {
  connection: NetsuiteConnection;
  onDisconnected: (connection: NetsuiteConnection) => void;
}) {
  const onSessionError = useSessionExpiry();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function disconnect() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await netsuiteClient.disconnect();
      setBusy(false);
      onDisconnected(answer);
      announceConnectionChange();
    } catch (failure) {
      onSessionError(failure);
      setBusy(false);
      setError(failureText(failure));
    }
  }

  if (!connection.connected || connection.accountId === null) {
    return <p className="muted">Not connected to NetSuite.</p>;
  }
  return (
    <>
      <dl className="facts">
        <dt>STATUS</dt>
        <dd>Connected</dd>
        <dt>ACCOUNT</dt>
        <dd>
          {connection.accountId}
          {connection.sandbox && ' (embedded sandbox)'}
        </dd>
        {connection.connectedAt !== null && (
          <>
            <dt>SINCE</dt>
            <dd>
              <Moment iso={connection.connectedAt} />
            </dd>
          </>
        )}
        {connection.authMethod !== null && (
          <>
            <dt>AUTHENTICATION</dt>
            <dd>{AUTH_METHOD_TEXT[connection.authMethod]}</dd>
          </>
        )}
        {connection.tokenExpiresAt !== null && (
          <>
            <dt>ACCESS.TOKEN</dt>
            <dd>
              Expires <Moment iso={connection.tokenExpiresAt} />; renewed automatically before then
            </dd>
          </>
        )}
        {connection.reauthenticateBy !== null && (
          <>
            <dt>CONSENT</dt>
            <dd>
              Until <Moment iso={connection.reauthenticateBy} />; then choose Authenticate Netsuite again
            </dd>
          </>
        )}
      </dl>
      <button className="button" type="button" disabled={busy} onClick={() => void disconnect()}>
        {busy ? 'Disconnecting...' : 'Disconnect'}
      </button>
      {error !== undefined && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
