export { projectZipUrl } from './projects-client.ts';
export { projectReviewPath, SuiteCloudProjects } from './suitecloud-projects.tsx';
