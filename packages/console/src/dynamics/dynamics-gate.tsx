import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DynamicsConnectForm } from './dynamics-connect-form.tsx';
import { dynamicsConnectionQuery } from './dynamics-queries.ts';

/**
 * Shows a Dynamics 365 screen once the user has a connection; until then, the form that makes
 * one. Which environment is connected is said above the screen.
 */
export function DynamicsGate({ children }: { readonly children: ReactNode }) {
  const connection = useQuery(dynamicsConnectionQuery);
  if (connection.data === undefined) {
    return connection.isError ? (
      <div className="alert" role="alert">
        <p>The Dynamics 365 connection could not be read: {connection.error.message}</p>
        <button className="button button-small" type="button" onClick={() => void connection.refetch()}>
          RETRY
        </button>
      </div>
    ) : (
      <p className="list-state" role="status">
        LOADING...
      </p>
    );
  }
  if (!connection.data.connected) return <DynamicsConnectForm />;
  return (
    <>
      <p className="muted dynamics-environment">
        Connected to {connection.data.environmentUrl}
        {connection.data.sandbox ? ' (the embedded Dataverse sandbox)' : ''}.
      </p>
      {children}
    </>
  );
}
