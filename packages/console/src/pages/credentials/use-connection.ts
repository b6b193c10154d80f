import type { NetsuiteConnection } from '@erp-agent/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { connectionQuery, NETSUITE_KEYS } from '../../netsuite/netsuite-queries.ts';
import { useConnectionSync } from '../../netsuite/use-connection-sync.ts';
import { failureText } from './connect-failure.ts';

export type ConnectionState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly connection: NetsuiteConnection }
  | { readonly status: 'failed'; readonly message: string };

export interface ConnectionHandle {
  readonly state: ConnectionState;
  /** Asks the server again, after a failed load. */
  reload(): void;
  /** Takes an answer that already describes the connection (a connect's or a disconnect's). */
  replace(connection: NetsuiteConnection): void;
}

/**
 * The signed-in user's NetSuite connection, from the shared query cache, asked for again when it
 * may have changed in another tab (Authenticate Netsuite finishes in one of its own).
 */
export function useConnection(): ConnectionHandle {
  const queryClient = useQueryClient();
  const query = useQuery(connectionQuery);
  useConnectionSync();
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (connection: NetsuiteConnection) => queryClient.setQueryData(NETSUITE_KEYS.connection, connection),
    [queryClient],
  );
  const state: ConnectionState =
    query.data !== undefined
      ? { status: 'loaded', connection: query.data }
      : query.isError
        ? { status: 'failed', message: failureText(query.error) }
        : { status: 'loading' };
  return { state, reload, replace };
}
