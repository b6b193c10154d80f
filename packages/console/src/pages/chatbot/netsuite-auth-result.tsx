import { NETSUITE_AUTH_PARAMS, netsuiteAuthErrorMessage } from '@erp-agent/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { announceConnectionChange } from '../../netsuite/netsuite-auth.ts';

export type NetsuiteAuthOutcome =
  | { readonly kind: 'connected' }
  | { readonly kind: 'failed'; readonly message: string };

/** What the chatbot screen says after NetSuite's consent. */
export const CONNECTED_TEXT = 'Connected to NetSuite with OAuth 2.0.';

function outcomeOf(params: URLSearchParams): NetsuiteAuthOutcome | undefined {
  const error = params.get(NETSUITE_AUTH_PARAMS.error);
  if (error !== null) {
    return {
      kind: 'failed',
      message:
        netsuiteAuthErrorMessage(error) ??
        `The NetSuite sign-in did not finish (${error}). Choose Authenticate Netsuite to try again.`,
    };
  }
  return params.get(NETSUITE_AUTH_PARAMS.connected) === 'connected' ? { kind: 'connected' } : undefined;
}

/**
 * The outcome Authenticate Netsuite returned with (`/chatbot?netsuite=connected`, or
 * `?netsuite_error=<code>`): kept to show, and taken out of the address so a reload does not show
 * it again. A new connection is announced to the user's other tabs, so the tab that opened this one
 * shows Deploy too.
 */
export function useNetsuiteAuthResult(): NetsuiteAuthOutcome | undefined {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<NetsuiteAuthOutcome>();
  useEffect(() => {
    const arrived = outcomeOf(params);
    if (arrived === undefined) return;
    setOutcome(arrived);
    if (arrived.kind === 'connected') announceConnectionChange();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NETSUITE_AUTH_PARAMS.connected);
        next.delete(NETSUITE_AUTH_PARAMS.error);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return outcome;
}

/** The outcome, as a status line or an alert. */
export function NetsuiteAuthResult({ outcome }: { outcome: NetsuiteAuthOutcome | undefined }) {
  if (outcome === undefined) return null;
  if (outcome.kind === 'connected') {
    return (
      <p className="note note-success" role="status">
        {CONNECTED_TEXT}
      </p>
    );
  }
  return (
    <div className="alert" role="alert">
      <p>{outcome.message}</p>
    </div>
  );
}
