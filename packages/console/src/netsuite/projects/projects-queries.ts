import type { SdfProjectCreate } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { NETSUITE_SECTION_KEYS } from '../netsuite-sections-queries.ts';
import { projectsClient } from './projects-client.ts';
import { projectReviewPath } from './review-path.ts';

export const projectsQuery = queryOptions({
  queryKey: ['projects'],
  queryFn: () => projectsClient.list(),
});

/** One project with every file; under `projects`, so a new list reads the open project again too. */
export const projectQuery = (name: string) =>
  queryOptions({
    queryKey: ['projects', name],
    queryFn: () => projectsClient.read(name),
  });

/** The script templates of the TEMPLATES tab: fixed for a server's version, so read once. */
export const templatesQuery = queryOptions({
  queryKey: ['project-templates'],
  queryFn: () => projectsClient.templates(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The workflow templates of NETSUITE.WORKFLOWS' TEMPLATES tab, fixed like the script ones. */
export const workflowTemplatesQuery = queryOptions({
  queryKey: ['project-templates', 'workflows'],
  queryFn: () => projectsClient.workflowTemplates(),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * CLONE and USE.TEMPLATE: makes the project, then opens its review, where it is read and
 * deployed like one the agent wrote.
 */
export function useNewProject(): (request: SdfProjectCreate) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: projectsClient.create,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(project.name).queryKey, project);
      return queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
    },
  });
  return async (request) => {
    const project = await create.mutateAsync(request);
    await navigate(projectReviewPath(project.name));
  };
}

/** Deploy: once it succeeds, the scripts and workflows pages read the account again. */
export function useDeployProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: projectsClient.deploy,
    onSuccess: () =>
      Promise.all(
        [NETSUITE_SECTION_KEYS.scripts, NETSUITE_SECTION_KEYS.workflows].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
