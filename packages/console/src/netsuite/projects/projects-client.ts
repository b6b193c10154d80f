import { type SdfProjectDetail, type SdfProjectList, sdfProjectListSchema, sdfProjectSchema } from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

const PROJECTS_PATH = '/api/projects';

/** Where a project's zip downloads from: a plain link, the session cookie goes with it. */
export const projectZipUrl = (name: string) => `${PROJECTS_PATH}/${encodeURIComponent(name)}/zip`;

/** The SuiteCloud projects the agent wrote for the signed-in user; every failure rejects with an `ApiError`. */
export function createProjectsClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    list: (): Promise<SdfProjectList> => api.json(sdfProjectListSchema, 'GET', PROJECTS_PATH),
    read: (name: string): Promise<SdfProjectDetail> =>
      api.json(sdfProjectSchema, 'GET', `${PROJECTS_PATH}/${encodeURIComponent(name)}`),
  };
}

export const projectsClient = createProjectsClient();
