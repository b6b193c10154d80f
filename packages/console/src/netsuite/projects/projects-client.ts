import {
  type ScriptTemplateList,
  type SdfDeployPreview,
  type SdfDeployResult,
  type SdfProjectCreate,
  type SdfProjectDetail,
  type SdfProjectList,
  scriptTemplateListSchema,
  sdfDeployPreviewSchema,
  sdfDeployResultSchema,
  sdfProjectListSchema,
  sdfProjectSchema,
  type WorkflowTemplateList,
  workflowTemplateListSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

const PROJECTS_PATH = '/api/projects';
const PROJECT_TEMPLATES_PATH = '/api/project-templates';
const projectPath = (name: string) => `${PROJECTS_PATH}/${encodeURIComponent(name)}`;

/** Where a project's zip downloads from: a plain link, the session cookie goes with it. */
export const projectZipUrl = (name: string) => `${projectPath(name)}/zip`;

/**
 * The signed-in user's SuiteCloud projects (the agent's, clones and templates' alike), the script
 * and workflow templates, and Deploy; every failure rejects with an `ApiError`.
 */
export function createProjectsClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    list: (): Promise<SdfProjectList> => api.json(sdfProjectListSchema, 'GET', PROJECTS_PATH),
    read: (name: string): Promise<SdfProjectDetail> => api.json(sdfProjectSchema, 'GET', projectPath(name)),
    templates: (): Promise<ScriptTemplateList> => api.json(scriptTemplateListSchema, 'GET', PROJECT_TEMPLATES_PATH),
    workflowTemplates: (): Promise<WorkflowTemplateList> =>
      api.json(workflowTemplateListSchema, 'GET', `${PROJECT_TEMPLATES_PATH}/workflows`),
    /** CLONE or USE.TEMPLATE: the new project, named so it replaces none of the user's. */
    create: (request: SdfProjectCreate): Promise<SdfProjectDetail> =>
      api.json(sdfProjectSchema, 'POST', PROJECTS_PATH, request),
    previewDeploy: (name: string): Promise<SdfDeployPreview> =>
      api.json(sdfDeployPreviewSchema, 'POST', `${projectPath(name)}/deploy/preview`),
    deploy: (name: string): Promise<SdfDeployResult> =>
      api.json(sdfDeployResultSchema, 'POST', `${projectPath(name)}/deploy`),
  };
}

export const projectsClient = createProjectsClient();
