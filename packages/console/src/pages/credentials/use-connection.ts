import type { NetsuiteConnection } from '@erp-agent/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { netsuiteClient } from '../../netsuite/netsuite-client.ts';
import { failureText } from './connect-failure.ts';

export type ConnectionState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly connection: NetsuiteConnection }
  | { readonly status: 'failed'; readonly message: string };

export interface ConnectionHandle {
  readonly state: ConnectionState;
  /** Asks the server again, after a failed load. */
  reload(): void;
  /** Takes an answer that already describes the connection (a disconnect's). */
  replace(connection: NetsuiteConnection): void;
}

/** The signed-in user's NetSuite connection, asked for when the screen opens. */
export function useConnection(): ConnectionHandle {
  const [state, setState] = useState<ConnectionState>({ status: 'loading' });
  const onSessionError = useSessionExpiry();
  // Only the latest request may set the state: an answer to an older one, or one arriving after
  // the screen has gone, is dropped.
  const latest = useRef(0);

  const load = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    setState({ status: 'loading' });
    netsuiteClient.connection().then(
      (connection) => {
        if (latest.current === request) setState({ status: 'loaded', connection });
      },
      (error: unknown) => {
        if (latest.current !== request) return;
        onSessionError(error);
        setState({ status: 'failed', message: failureText(error) });
      },
    );
  }, [onSessionError]);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const replace = useCallback((connection: NetsuiteConnection) => {
    latest.current += 1;
    setState({ status: 'loaded', connection });
  }, []);

  return { state, reload: load, replace };
}
