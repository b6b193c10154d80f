import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../components/resource-list/index.ts';
import { ProjectReview } from './project-review.tsx';
import { projectsListConfig } from './projects-list-config.tsx';
import { projectsQuery } from './projects-queries.ts';
import { PROJECT_PARAM } from './review-path.ts';

/** SUITECLOUD.PROJECTS: the user's projects on the generic list, and the one under review. */
export function SuiteCloudProjects() {
  const query = useQuery(projectsQuery);
  const [params, setParams] = useSearchParams();
  const reviewing = params.get(PROJECT_PARAM);
  const config = useMemo(
    () =>
      projectsListConfig((project) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set(PROJECT_PARAM, project.name);
          return next;
        }),
      ),
    [setParams],
  );
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PROJECT_PARAM);
      return next;
    });
  const source = useMemo(() => ({ ...query, data: query.data?.projects }), [query]);
  return (
    <>
      {reviewing !== null && <ProjectReview key={reviewing} name={reviewing} onClose={close} />}
      <ResourceList config={config} source={source} />
    </>
  );
}
