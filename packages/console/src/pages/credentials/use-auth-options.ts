import type { NetsuiteAuthOptions } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { netsuiteClient } from '../../netsuite/netsuite-client.ts';

/** Which ways of connecting the server offers; they change only with its configuration. */
export function useAuthOptions() {
  const onSessionError = useSessionExpiry();
  const query = useQuery<NetsuiteAuthOptions>({
    queryKey: ['netsuite', 'auth-options'],
    queryFn: () => netsuiteClient.authOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { error } = query;
  useEffect(() => {
    if (error) onSessionError(error);
  }, [error, onSessionError]);
  return query;
}
