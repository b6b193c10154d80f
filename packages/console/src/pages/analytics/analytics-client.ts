import { type AnalyticsPeriod, analyticsSchema } from '@erp-agent/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createApiRequester } from '../../api/api-request.ts';

export const ANALYTICS_PATH = '/api/analytics';

const api = createApiRequester();

export function analyticsPath(period: AnalyticsPeriod, user: string | undefined): string {
  const params = new URLSearchParams({ period });
  if (user !== undefined) params.set('user', user);
  return `${ANALYTICS_PATH}?${params}`;
}

/** One period's figures; switching period keeps the previous figures on screen until the new arrive. */
export const analyticsQuery = (period: AnalyticsPeriod, user: string | undefined) =>
  queryOptions({
    queryKey: ['analytics', period, user ?? 'everyone'],
    queryFn: () => api.json(analyticsSchema, 'GET', analyticsPath(period, user)),
    placeholderData: keepPreviousData,
  });
