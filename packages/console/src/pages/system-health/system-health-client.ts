import { systemEventsSchema, systemHealthSchema, systemServicesSchema } from '@erp-agent/core';
import { queryOptions } from '@tanstack/react-query';
import { createApiRequester } from '../../api/api-request.ts';

export const SYSTEM_PATHS = {
  health: '/api/system/health',
  services: '/api/system/services',
  events: '/api/system/events',
} as const;

/** 001 section 9: the gauges refresh every 3 seconds (only while the tab is visible). */
export const GAUGE_REFRESH_MS = 3000;
/** Each service check is a real call (to NetSuite, to the model): less often. */
export const SERVICES_REFRESH_MS = 15_000;
export const EVENTS_REFRESH_MS = 10_000;

const api = createApiRequester();

/**
 * TanStack Query stops interval refetches while the document is hidden
 * (`refetchIntervalInBackground` is false), which is the "while the tab is visible" of the screen.
 */
export const systemQueries = {
  health: () =>
    queryOptions({
      queryKey: ['system', 'health'],
      queryFn: () => api.json(systemHealthSchema, 'GET', SYSTEM_PATHS.health),
      refetchInterval: GAUGE_REFRESH_MS,
      staleTime: 0,
    }),
  services: () =>
    queryOptions({
      queryKey: ['system', 'services'],
      queryFn: () => api.json(systemServicesSchema, 'GET', SYSTEM_PATHS.services),
      refetchInterval: SERVICES_REFRESH_MS,
      staleTime: 0,
    }),
  events: () =>
    queryOptions({
      queryKey: ['system', 'events'],
      queryFn: () => api.json(systemEventsSchema, 'GET', SYSTEM_PATHS.events),
      refetchInterval: EVENTS_REFRESH_MS,
      staleTime: 0,
    }),
};
