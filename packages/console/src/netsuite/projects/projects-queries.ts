import { queryOptions } from '@tanstack/react-query';
import { projectsClient } from './projects-client.ts';

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
