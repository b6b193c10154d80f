import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { connectionQuery } from '../netsuite/netsuite-queries.ts';
import { useConnectionSync } from '../netsuite/use-connection-sync.ts';

export type ErpConnectionState = 'checking' | 'connected' | 'not-connected' | 'unknown';

export interface ErpConnection {
  readonly state: ErpConnectionState;
  /**
   * Whether messages may be sent: the cached answer when it says connected, otherwise the server
   * is asked again, since the user may have connected in another tab since.
   */
  ensureConnected(): Promise<boolean>;
}

/**
 * The signed-in user's NetSuite connection, as the chat screens need it before sending. Asked
 * again when another tab announces a change or this one comes back into view: Authenticate
 * Netsuite finishes in a tab of its own.
 */
export function useErpConnection(): ErpConnection {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(connectionQuery);
  useConnectionSync();
  const state: ErpConnectionState =
    data !== undefined ? (data.connected ? 'connected' : 'not-connected') : isError ? 'unknown' : 'checking';

  const ensureConnected = useCallback(async () => {
    if (data?.connected) return true;
    try {
      return (await queryClient.fetchQuery({ ...connectionQuery, staleTime: 0 })).connected;
    } catch {
      // The state already reads 'unknown' from the failed query; sending waits for a known connection.
      return false;
    }
  }, [data, queryClient]);

  return { state, ensureConnected };
}
