import type { SapConnection } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSessionExpiry } from '../../../auth/use-session-expiry.ts';
import { sapConnectionQuery } from '../../../sap/sap-queries.ts';
import { SapConnectForm } from './sap-connect-form.tsx';

/**
 * An SAP screen's records come through the user's own Service Layer session: until there is one,
 * the screen offers the connection form in their place.
 */
export function SapConnectionGate({ children }: { children: (connection: SapConnection) => ReactNode }) {
  const onSessionError = useSessionExpiry();
  const query = useQuery(sapConnectionQuery);
  const { error, refetch } = query;
  useEffect(() => {
    if (error) onSessionError(error);
  }, [error, onSessionError]);

  if (query.data === undefined) {
    return query.isError ? (
      <div className="query-failed">
        <p className="alert" role="alert">
          The SAP Business One connection could not be checked: {query.error.message}
        </p>
        <button className="button button-small" type="button" onClick={() => void refetch()}>
          RETRY
        </button>
      </div>
    ) : (
      <p role="status">CHECKING.SAP.CONNECTION...</p>
    );
  }
  return query.data.connected ? children(query.data) : <SapConnectForm />;
}
