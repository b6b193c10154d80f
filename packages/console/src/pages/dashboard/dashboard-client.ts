import { dashboardSchema, environmentListSchema, taskListSchema } from '@erp-agent/core';
import { queryOptions } from '@tanstack/react-query';
import { createApiRequester } from '../../api/api-request.ts';

export const DASHBOARD_PATHS = {
  dashboard: '/api/dashboard',
  tasks: '/api/dashboard/tasks',
  environments: '/api/dashboard/environments',
} as const;

/** How many tasks VIEW.ALL lists: the period's, newest first. */
export const ALL_TASKS_LIMIT = 200;

const api = createApiRequester();

/** The dashboard's server state, each part its own query so each paints when it arrives. */
export const dashboardQueries = {
  summary: () =>
    queryOptions({
      queryKey: ['dashboard', 'summary'],
      queryFn: () => api.json(dashboardSchema, 'GET', DASHBOARD_PATHS.dashboard),
    }),
  allTasks: () =>
    queryOptions({
      queryKey: ['dashboard', 'tasks', ALL_TASKS_LIMIT],
      queryFn: () => api.json(taskListSchema, 'GET', `${DASHBOARD_PATHS.tasks}?limit=${ALL_TASKS_LIMIT}`),
    }),
  environments: () =>
    queryOptions({
      queryKey: ['dashboard', 'environments'],
      queryFn: () => api.json(environmentListSchema, 'GET', DASHBOARD_PATHS.environments),
    }),
};
