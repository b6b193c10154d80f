export { DeployFlow } from './deploy-dialog.tsx';
export { projectsClient, projectZipUrl } from './projects-client.ts';
export { templatesQuery, useNewProject, workflowTemplatesQuery } from './projects-queries.ts';
export { projectReviewPath } from './review-path.ts';
export { SuiteCloudProjects } from './suitecloud-projects.tsx';
