import type { SapActionRequest, SapConnection, SapPeriod } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sapClient } from './sap-client.ts';

/** Cache keys of SAP Business One's server state; every screen's records sit under `records`. */
export const SAP_KEYS = {
  connection: ['sap', 'connection'],
  demoCredentials: ['sap', 'demo-credentials'],
  records: ['sap', 'records'],
} as const;

export const sapConnectionQuery = queryOptions({
  queryKey: SAP_KEYS.connection,
  queryFn: () => sapClient.connection(),
});

/** The embedded sandbox's company and user: fixed while the server runs, and not retried when it has none. */
export const sapDemoCredentialsQuery = queryOptions({
  queryKey: SAP_KEYS.demoCredentials,
  queryFn: () => sapClient.demoCredentials(),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const sapOverviewQuery = (period: SapPeriod) =>
  queryOptions({
    queryKey: [...SAP_KEYS.records, 'overview', period],
    queryFn: () => sapClient.overview(period),
  });
export const sapIntegrationsQuery = queryOptions({
  queryKey: [...SAP_KEYS.records, 'integrations'],
  queryFn: () => sapClient.integrations(),
});
export const sapDocumentsQuery = queryOptions({
  queryKey: [...SAP_KEYS.records, 'documents'],
  queryFn: () => sapClient.documents(),
});
export const sapDocumentQuery = (entitySet: string, key: number) =>
  queryOptions({
    queryKey: [...SAP_KEYS.records, 'documents', entitySet, key],
    queryFn: () => sapClient.document(entitySet, key),
  });
export const sapReportsQuery = queryOptions({
  queryKey: [...SAP_KEYS.records, 'reports'],
  queryFn: () => sapClient.reports(),
});
export const sapAddOnsQuery = queryOptions({
  queryKey: [...SAP_KEYS.records, 'addons'],
  queryFn: () => sapClient.addOns(),
});

/**
 * A state action through Service Layer. Once it is done every SAP screen's records are read
 * again, so the dashboard's counts and the list the action came from show the company as it is.
 */
export function useSapAction(): (request: SapActionRequest) => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: sapClient.act,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAP_KEYS.records }),
  });
  return mutateAsync;
}

/** Takes a connect's or disconnect's answer; the records of the company before are forgotten. */
export function useReplaceSapConnection(): (connection: SapConnection) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (connection: SapConnection) => {
      queryClient.removeQueries({ queryKey: SAP_KEYS.records });
      queryClient.setQueryData(SAP_KEYS.connection, connection);
    },
    [queryClient],
  );
}
