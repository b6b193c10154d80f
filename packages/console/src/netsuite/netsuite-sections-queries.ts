import type {
  AccountScript,
  AccountWorkflow,
  NetsuitePeriod,
  ReportScheduleEdit,
  SavedSearchEdit,
} from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { netsuiteSectionsClient } from './netsuite-sections-client.ts';

/** Cache keys of what the NetSuite sections read from the account. */
export const NETSUITE_SECTION_KEYS = {
  scripts: ['netsuite', 'scripts'],
  libraries: ['netsuite', 'libraries'],
  workflows: ['netsuite', 'workflows'],
} as const;

/** The dashboard over `period`: a cache entry per period, so switching re-queries. */
export const dashboardQuery = (period: NetsuitePeriod) =>
  queryOptions({
    queryKey: ['netsuite', 'dashboard', period],
    queryFn: () => netsuiteSectionsClient.dashboard(period),
  });

/** The integrations with the agent's calls over `period`: a period of its own in the cache, so switching re-queries. */
export const integrationsQuery = (period: NetsuitePeriod) =>
  queryOptions({
    queryKey: ['netsuite', 'integrations', period],
    queryFn: () => netsuiteSectionsClient.integrations(period),
  });

export const reportsQuery = queryOptions({
  queryKey: ['netsuite', 'reports'],
  queryFn: () => netsuiteSectionsClient.reports(),
});

/** VIEW: one search's definition as the account holds it. */
export const searchViewQuery = (id: string) =>
  queryOptions({
    queryKey: ['netsuite', 'reports', 'search', id],
    queryFn: () => netsuiteSectionsClient.viewSearch(id),
  });

export const schedulesQuery = queryOptions({
  queryKey: ['netsuite', 'reports', 'schedules'],
  queryFn: () => netsuiteSectionsClient.schedules(),
});

/**
 * RUN, scheduling, PAUSE / RESUME and RUN.NOW: each reads the searches and schedules again after,
 * since a run changes LAST.RUN, RECORDS and AVG.RUNTIME, and a schedule the SCHEDULED badge.
 */
export function useReportWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['netsuite', 'reports'] });
  const run = useMutation({ mutationFn: (id: string) => netsuiteSectionsClient.runReport(id), onSettled });
  const schedule = useMutation({ mutationFn: netsuiteSectionsClient.createSchedule, onSettled });
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      netsuiteSectionsClient.setScheduleStatus(id, status),
    onSettled,
  });
  const runNow = useMutation({ mutationFn: netsuiteSectionsClient.runSchedule, onSettled });
  const edit = useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedSearchEdit }) =>
      netsuiteSectionsClient.editSearch(id, change),
    onSettled,
  });
  const create = useMutation({ mutationFn: netsuiteSectionsClient.createSearch, onSettled });
  const config = useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReportScheduleEdit }) =>
      netsuiteSectionsClient.configSchedule(id, change),
    onSettled,
  });
  return {
    run: run.mutateAsync,
    edit: edit.mutateAsync,
    create: create.mutateAsync,
    config: config.mutateAsync,
    schedule: schedule.mutateAsync,
    setStatus: setStatus.mutateAsync,
    runNow: runNow.mutateAsync,
  };
}

export const scriptsQuery = queryOptions({
  queryKey: NETSUITE_SECTION_KEYS.scripts,
  queryFn: () => netsuiteSectionsClient.scripts(),
});

export const librariesQuery = queryOptions({
  queryKey: NETSUITE_SECTION_KEYS.libraries,
  queryFn: () => netsuiteSectionsClient.libraries(),
});

/** A script or library file's text, read from the File Cabinet: VIEW, VIEW.CODE and DOWNLOAD. */
export const scriptFileQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['netsuite', 'files', fileId],
    queryFn: () => netsuiteSectionsClient.scriptFile(fileId),
  });

export const workflowsQuery = queryOptions({
  queryKey: NETSUITE_SECTION_KEYS.workflows,
  queryFn: () => netsuiteSectionsClient.workflows(),
});

/** VIEW: a workflow's definition; under the workflows' key, so PAUSE and ACTIVATE read it again. */
export const workflowDefinitionQuery = (scriptId: string) =>
  queryOptions({
    queryKey: [...NETSUITE_SECTION_KEYS.workflows, 'definition', scriptId],
    queryFn: () => netsuiteSectionsClient.workflowDefinition(scriptId),
  });

/** VIEW.LOGS: the workflows' instances; under the workflows' key, so a deploy or a release reads them again. */
export const workflowInstancesQuery = queryOptions({
  queryKey: [...NETSUITE_SECTION_KEYS.workflows, 'instances'],
  queryFn: () => netsuiteSectionsClient.workflowInstances(),
});

/**
 * PAUSE and ACTIVATE of a script: every one of its deployments turned off or on in the account,
 * then the list read again, since a script's status follows from its deployments and its runs.
 */
export function useScriptDeploymentWrites() {
  const queryClient = useQueryClient();
  const setDeployed = useMutation({
    mutationFn: async ({ script, isDeployed }: { script: AccountScript; isDeployed: boolean }) => {
      for (const deployment of script.deployments) {
        if (deployment.isDeployed !== isDeployed)
          await netsuiteSectionsClient.setDeployment(deployment.id, { isDeployed });
      }
    },
    onSettled: () => queryClient.invalidateQueries(scriptsQuery),
  });
  return { setDeployed: setDeployed.mutateAsync };
}

/** ACTIVATE (release) and PAUSE (suspend) of a workflow, then the list read again. */
export function useWorkflowWrites() {
  const queryClient = useQueryClient();
  const setRelease = useMutation({
    mutationFn: ({ workflow, releaseStatus }: { workflow: AccountWorkflow; releaseStatus: 'RELEASED' | 'SUSPENDED' }) =>
      netsuiteSectionsClient.setWorkflow(workflow.scriptId, { releaseStatus }),
    onSettled: () => queryClient.invalidateQueries(workflowsQuery),
  });
  return { setRelease: setRelease.mutateAsync };
}
