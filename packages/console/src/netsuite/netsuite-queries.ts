import { queryOptions } from '@tanstack/react-query';
import { netsuiteClient } from './netsuite-client.ts';

/** Cache keys of the NetSuite connection's server state. */
export const NETSUITE_KEYS = {
  connection: ['netsuite', 'connection'],
  demoCredentials: ['netsuite', 'demo-credentials'],
} as const;

/** The signed-in user's NetSuite connection: one cache entry shared by every screen that shows it. */
export const connectionQuery = queryOptions({
  queryKey: NETSUITE_KEYS.connection,
  queryFn: () => netsuiteClient.connection(),
});

/**
 * The embedded sandbox's demo account and token. They do not change while the server runs; a
 * server without a sandbox will not grow one, so a failure is not retried (the button asks again).
 */
export const demoCredentialsQuery = queryOptions({
  queryKey: NETSUITE_KEYS.demoCredentials,
  queryFn: () => netsuiteClient.demoCredentials(),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
