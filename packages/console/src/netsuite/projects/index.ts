export { projectZipUrl } from './projects-client.ts';
export { templatesQuery, useNewProject } from './projects-queries.ts';
export { projectReviewPath } from './review-path.ts';
export { SuiteCloudProjects } from './suitecloud-projects.tsx';
