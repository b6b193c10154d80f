import { type NetsuiteConnection, netsuiteConnectionSchema } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { createApiRequester } from '../api/api-request.ts';
import { NETSUITE_PATHS } from './netsuite-client.ts';

const api = createApiRequester();

export interface ConnectionWatch {
  /** Ask NetSuite whether the token still works (one call to the account), not only what is stored. */
  readonly verify: boolean;
  /** Ask again this often; undefined asks once. */
  readonly everyMs?: number | undefined;
  readonly enabled?: boolean;
}

export const NETSUITE_CONNECTION_KEY = ['netsuite', 'connection'] as const;

/** The signed-in user's NetSuite connection as the server knows it, optionally checked live. */
export function useNetsuiteConnection({ verify, everyMs, enabled = true }: ConnectionWatch) {
  return useQuery<NetsuiteConnection>({
    queryKey: [...NETSUITE_CONNECTION_KEY, { verify }],
    queryFn: () =>
      api.json(
        netsuiteConnectionSchema,
        'GET',
        verify ? `${NETSUITE_PATHS.connection}?verify=true` : NETSUITE_PATHS.connection,
      ),
    enabled,
    refetchInterval: everyMs ?? false,
    // A live check is a call to the customer's NetSuite account: on the interval only, not on every focus.
    refetchOnWindowFocus: !verify,
    staleTime: everyMs ?? 30_000,
  });
}
