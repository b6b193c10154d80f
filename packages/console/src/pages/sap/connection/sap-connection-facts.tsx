import type { SapConnection } from '@erp-agent/core';
import { useState } from 'react';
import { useSessionExpiry } from '../../../auth/use-session-expiry.ts';
import { sapClient } from '../../../sap/sap-client.ts';
import { useReplaceSapConnection } from '../../../sap/sap-queries.ts';

const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Which company and user the screens work as, since when (never the password), with a way out. */
export function SapConnectionFacts({ connection }: { connection: SapConnection }) {
  const onSessionError = useSessionExpiry();
  const replace = useReplaceSapConnection();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function disconnect() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      replace(await sapClient.disconnect());
    } catch (failure) {
      onSessionError(failure);
      setBusy(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <section className="panel sap-connection" aria-labelledby="sap-connection-title">
      <h2 className="section-title" id="sap-connection-title">
        SAP.CONNECTION
      </h2>
      <dl className="facts">
        <dt>COMPANY</dt>
        <dd>
          {connection.companyDb}
          {connection.sandbox && ' (embedded sandbox)'}
        </dd>
        <dt>USER</dt>
        <dd>{connection.userName}</dd>
        <dt>SERVICE.LAYER</dt>
        <dd>
          <code>{connection.serviceRoot}</code>
        </dd>
        {connection.connectedAt !== null && (
          <>
            <dt>SINCE</dt>
            <dd>
              <time dateTime={connection.connectedAt}>{since.format(new Date(connection.connectedAt))}</time>
            </dd>
          </>
        )}
      </dl>
      <button className="button" type="button" disabled={busy} onClick={() => void disconnect()}>
        {busy ? 'Disconnecting...' : 'Disconnect SAP Business One'}
      </button>
      {error !== undefined && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
