import {
  type DeploymentChange,
  type IntegrationList,
  type IntegrationStateChange,
  integrationListSchema,
  type NetsuiteDashboard,
  type NetsuitePeriod,
  netsuiteDashboardSchema,
  type ReportRun,
  type ReportRunResult,
  type ReportSchedule,
  type ReportScheduleEdit,
  type ReportScheduleList,
  type ReportScheduleNew,
  reportRunResultSchema,
  reportRunSchema,
  reportScheduleListSchema,
  reportScheduleSchema,
  type SavedSearchEdit,
  type SavedSearchNew,
  type SavedSearchPage,
  type SavedSearchView,
  type ScriptFile,
  type ScriptLibraryList,
  type ScriptList,
  savedSearchCreateResultSchema,
  savedSearchPageSchema,
  savedSearchViewSchema,
  scriptFileSchema,
  scriptLibraryListSchema,
  scriptListSchema,
  type WorkflowChange,
  type WorkflowDefinition,
  type WorkflowInstanceList,
  type WorkflowList,
  workflowDefinitionSchema,
  workflowInstanceListSchema,
  workflowListSchema,
} from '@erp-agent/core';
import { type ApiRequester, type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';
import { explainAccountFailure } from './account-failure.ts';

export const NETSUITE_SECTIONS_PATH = '/api/netsuite';

/** Requests whose NetSuite failures (502, 503, 504) reject with a sentence saying what happened. */
function explainingRequester(options: ApiRequestOptions): ApiRequester {
  const api = createApiRequester(options);
  const explained = <T>(request: Promise<T>) =>
    request.catch((error: unknown) => {
      throw explainAccountFailure(error);
    });
  return {
    send: (method, path, body) => explained(api.send(method, path, body)),
    json: (schema, method, path, body) => explained(api.json(schema, method, path, body)),
  };
}

/**
 * What the NetSuite sections read from and change in the signed-in user's connected account.
 * Every failure rejects with an `ApiError` (409 `netsuite_not_connected` without a connection);
 * NetSuite failing or not answering says so in a sentence (see `accountFailureText`).
 */
export function createNetsuiteSectionsClient(options: ApiRequestOptions = {}) {
  const api = explainingRequester(options);
  const path = (tail: string) => `${NETSUITE_SECTIONS_PATH}${tail}`;
  return {
    dashboard: (period: NetsuitePeriod): Promise<NetsuiteDashboard> =>
      api.json(netsuiteDashboardSchema, 'GET', path(`/dashboard?period=${encodeURIComponent(period)}`)),
    integrations: (period: NetsuitePeriod): Promise<IntegrationList> =>
      api.json(integrationListSchema, 'GET', path(`/integrations?period=${encodeURIComponent(period)}`)),
    reports: (): Promise<SavedSearchPage> => api.json(savedSearchPageSchema, 'GET', path('/reports')),
    runReport: (id: string, pageSize = 50): Promise<ReportRunResult> =>
      api.json(reportRunResultSchema, 'POST', path(`/reports/searches/${encodeURIComponent(id)}/run`), {
        pageSize,
      }),
    viewSearch: (id: string): Promise<SavedSearchView> =>
      api.json(savedSearchViewSchema, 'GET', path(`/reports/searches/${encodeURIComponent(id)}`)),
    editSearch: (id: string, change: SavedSearchEdit): Promise<SavedSearchView> =>
      api.json(savedSearchViewSchema, 'PATCH', path(`/reports/searches/${encodeURIComponent(id)}`), change),
    createSearch: (request: SavedSearchNew): Promise<{ searchId: string; scriptId: string }> =>
      api.json(savedSearchCreateResultSchema, 'POST', path('/reports/searches'), request),
    schedules: (): Promise<ReportScheduleList> => api.json(reportScheduleListSchema, 'GET', path('/reports/schedules')),
    createSchedule: (request: ReportScheduleNew): Promise<ReportSchedule> =>
      api.json(reportScheduleSchema, 'POST', path('/reports/schedules'), request),
    configSchedule: (id: string, change: ReportScheduleEdit): Promise<ReportSchedule> =>
      api.json(reportScheduleSchema, 'PATCH', path(`/reports/schedules/${encodeURIComponent(id)}`), change),
    setScheduleStatus: (id: string, status: 'active' | 'paused'): Promise<ReportSchedule> =>
      api.json(reportScheduleSchema, 'PATCH', path(`/reports/schedules/${encodeURIComponent(id)}/status`), { status }),
    runSchedule: (id: string): Promise<ReportRun> =>
      api.json(reportRunSchema, 'POST', path(`/reports/schedules/${encodeURIComponent(id)}/run`)),
    scripts: (): Promise<ScriptList> => api.json(scriptListSchema, 'GET', path('/scripts')),
    libraries: (): Promise<ScriptLibraryList> => api.json(scriptLibraryListSchema, 'GET', path('/scripts/libraries')),
    scriptFile: (fileId: string): Promise<ScriptFile> =>
      api.json(scriptFileSchema, 'GET', path(`/scripts/files/${encodeURIComponent(fileId)}`)),
    setDeployment: async (id: string, change: DeploymentChange): Promise<void> => {
      await api.send('PATCH', path(`/scripts/deployments/${encodeURIComponent(id)}`), change);
    },
    workflows: (): Promise<WorkflowList> => api.json(workflowListSchema, 'GET', path('/workflows')),
    /** VIEW: one workflow's definition, by its script id. */
    workflowDefinition: (scriptId: string): Promise<WorkflowDefinition> =>
      api.json(workflowDefinitionSchema, 'GET', path(`/workflows/${encodeURIComponent(scriptId)}`)),
    /** VIEW.LOGS: the instances of the last 30 days, newest first. */
    workflowInstances: (): Promise<WorkflowInstanceList> =>
      api.json(workflowInstanceListSchema, 'GET', path('/workflow-instances')),
    /** ENABLE or BLOCK a third-party integration record, by its internal id. */
    setIntegrationState: async (id: string, change: IntegrationStateChange): Promise<void> => {
      await api.send('PATCH', path(`/integrations/records/${encodeURIComponent(id)}`), change);
    },
    setWorkflow: async (scriptId: string, change: WorkflowChange): Promise<void> => {
      await api.send('PATCH', path(`/workflows/${encodeURIComponent(scriptId)}`), change);
    },
  };
}

export const netsuiteSectionsClient = createNetsuiteSectionsClient();
