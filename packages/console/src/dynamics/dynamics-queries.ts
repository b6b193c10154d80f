import type { DynamicsConnectRequest, DynamicsPeriod } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dynamicsClient } from './dynamics-client.ts';

/** Every Dynamics 365 query shares this key's start, so a change in the environment refreshes them all. */
export const DYNAMICS_KEY = ['dynamics'] as const;

export const dynamicsConnectionQuery = queryOptions({
  queryKey: [...DYNAMICS_KEY, 'connection'],
  queryFn: () => dynamicsClient.connection(),
});

export const dynamicsOverviewQuery = (period: DynamicsPeriod) =>
  queryOptions({ queryKey: [...DYNAMICS_KEY, 'overview', period], queryFn: () => dynamicsClient.overview(period) });

export const dynamicsEntitiesQuery = queryOptions({
  queryKey: [...DYNAMICS_KEY, 'entities'],
  queryFn: () => dynamicsClient.entities(),
});

export const dynamicsTableColumnsQuery = (id: string) =>
  queryOptions({
    queryKey: [...DYNAMICS_KEY, 'entities', id, 'columns'],
    queryFn: () => dynamicsClient.tableColumns(id),
  });

export const dynamicsProcessesQuery = queryOptions({
  queryKey: [...DYNAMICS_KEY, 'processes'],
  queryFn: () => dynamicsClient.processes(),
});

export const dynamicsIntegrationsQuery = queryOptions({
  queryKey: [...DYNAMICS_KEY, 'integrations'],
  queryFn: () => dynamicsClient.integrations(),
});

export const dynamicsPowerPlatformQuery = queryOptions({
  queryKey: [...DYNAMICS_KEY, 'power-platform'],
  queryFn: () => dynamicsClient.powerPlatform(),
});

/**
 * Runs a change in the environment, then refetches every Dynamics 365 screen's data: a flow
 * turned off shows on the workflows, the Power Platform and the dashboard alike.
 */
export function useDynamicsChange<A extends unknown[], T>(change: (...args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (args: A) => change(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DYNAMICS_KEY }),
  });
  return useCallback((...args: A) => mutateAsync(args), [mutateAsync]);
}

/** Connects with the given credentials; every screen then reads the new environment. */
export function useDynamicsConnect() {
  return useDynamicsChange((request: DynamicsConnectRequest) => dynamicsClient.connect(request));
}
