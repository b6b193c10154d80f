import {
  type SdfProjectCreate,
  scriptTemplateListSchema,
  sdfDeployPreviewSchema,
  sdfDeployResultSchema,
  sdfProjectCreateSchema,
  sdfProjectListSchema,
  sdfProjectSchema,
  workflowTemplateListSchema,
} from '@erp-agent/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CloneRefusal } from '../../agent/projects/clone-script.ts';
import type { DeployTarget } from '../../agent/projects/deploy/deploy-stored-project.ts';
import { deployStoredProject, previewDeploy } from '../../agent/projects/deploy/deploy-stored-project.ts';
import { DeploymentRefusal } from '../../agent/projects/deployment-project.ts';
import {
  projectForDeployment,
  projectForLibrary,
  projectForWorkflowEdit,
  projectFromScript,
  projectFromTemplate,
  projectFromWorkflow,
} from '../../agent/projects/new-project.ts';
import type { StoredProject } from '../../agent/projects/project-store.ts';
import { scriptTemplates } from '../../agent/projects/script-templates.ts';
import type { SdfProject } from '../../agent/projects/sdf-project.ts';
import { workflowTemplates } from '../../agent/projects/workflow-templates.ts';
import { ToolError } from '../../agent/tools/tool-error.ts';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import {
  readFilePath,
  readScriptFile,
  readScriptToClone,
  readScriptToDeploy,
  readWorkflowScriptIds,
  readWorkflowToCopy,
} from '../../netsuite/admin/index.ts';
import type { NetsuiteConnector } from '../../netsuite/connector/index.ts';
import { zipFiles } from '../../netsuite/sdf/index.ts';
import { agentFor } from '../chat/agent-for.ts';
import { connectedAccount } from '../netsuite/connected-connector.ts';
import { netsuiteFailure } from '../netsuite/netsuite-failure.ts';

const TAGS = ['Agent'];
const DEPLOY_FAILURES =
  "409 `netsuite_not_connected` without a NetSuite connection and `deploy_unavailable` (with what to run instead) when this server cannot deploy to the account; 422 `invalid_project` with NetSuite's deployment log when the account refuses the project; 502 or 504 when NetSuite failed or timed out.";

function detail(project: StoredProject) {
  return {
    name: project.name,
    kind: project.kind,
    files: { ...project.files },
    updatedAt: project.updatedAt.toISOString(),
  };
}

async function ownProject(c: Context<AppEnv>, name: string): Promise<StoredProject> {
  const project = await agentFor(c.var.deps).projects.of(requirePrincipal(c).user.id).find(name);
  if (!project) throw notFound('The project');
  return project;
}

/** The caller's account as a deploy sees it: the sandbox deploys itself, a real one needs the CLI. */
async function deployTarget(c: Context<AppEnv>, failed: readonly [string, string]): Promise<DeployTarget> {
  const { connector, accountId, sandbox } = await connectedAccount(c, ...failed);
  const { env } = c.var.deps;
  return {
    accountId,
    sandbox,
    netsuite: async () => connector,
    suiteCloudCli: env.SUITECLOUD_AUTH_ID ? { command: env.SUITECLOUD_CLI, authId: env.SUITECLOUD_AUTH_ID } : undefined,
    signal: c.req.raw.signal,
  };
}

/** A deploy's refusal as the API answers it: NetSuite's log or what to run, under a stable code. */
function deployFailure(error: unknown, failed: readonly [string, string]): Error {
  if (error instanceof ToolError) {
    if (error.code === 'invalid_project') return new ApiError(422, 'invalid_project', error.message);
    if (error.code === 'deploy_unavailable') return new ApiError(409, 'deploy_unavailable', error.message);
    if (error.cause !== undefined) return netsuiteFailure(error.cause, ...failed);
  }
  return netsuiteFailure(error, ...failed);
}

/** Reads what a project is made from in the caller's account, turning NetSuite's failures into the API's. */
async function fromAccount<T>(
  c: Context<AppEnv>,
  failed: readonly [string, string],
  read: (connector: NetsuiteConnector, sandbox: boolean) => Promise<T>,
): Promise<T> {
  const { connector, sandbox } = await connectedAccount(c, ...failed);
  try {
    return await read(connector, sandbox);
  } catch (error) {
    throw netsuiteFailure(error, ...failed);
  }
}

/** The project a create request asks for; a script or file the account lacks is 404, one SDF cannot take 422. */
async function newProject(
  c: Context<AppEnv>,
  request: SdfProjectCreate,
  taken: ReadonlySet<string>,
): Promise<SdfProject> {
  switch (request.from) {
    case 'template': {
      const made = projectFromTemplate(request.templateId, taken);
      if (!made) throw notFound('The template');
      return made;
    }
    case 'script': {
      const failed = ['script_clone_failed', 'Failed to clone the script'] as const;
      const script = await fromAccount(c, failed, (connector) => readScriptToClone(connector, request.scriptId));
      if (!script) throw notFound('The script');
      try {
        return projectFromScript(script, taken);
      } catch (error) {
        if (error instanceof CloneRefusal) throw new ApiError(422, 'clone_refused', error.message);
        throw error;
      }
    }
    case 'deployment': {
      const failed = ['script_deployment_failed', 'Failed to read the script to deploy'] as const;
      const script = await fromAccount(c, failed, (connector) => readScriptToDeploy(connector, request.scriptId));
      if (!script) throw notFound('The script');
      try {
        return projectForDeployment(script, request.recordType, taken);
      } catch (error) {
        if (error instanceof DeploymentRefusal) throw new ApiError(422, 'deployment_refused', error.message);
        throw error;
      }
    }
    case 'library': {
      const failed = ['library_edit_failed', 'Failed to read the library file'] as const;
      const file = await fromAccount(c, failed, async (connector) => {
        const path = await readFilePath(connector, request.fileId);
        return path === undefined
          ? undefined
          : { path, contents: (await readScriptFile(connector, request.fileId)).contents };
      });
      if (!file) throw notFound('The file');
      return projectForLibrary(file, taken);
    }
    case 'workflow': {
      const { scriptId, purpose } = request;
      const failed =
        purpose === 'clone'
          ? (['workflow_clone_failed', 'Failed to clone the workflow'] as const)
          : (['workflow_edit_failed', 'Failed to read the workflow to edit'] as const);
      const read = await fromAccount(c, failed, async (connector, sandbox) => {
        if (!sandbox) {
          throw new ApiError(
            409,
            'workflow_definitions_unavailable',
            `NetSuite gives a workflow's definition to the SuiteCloud CLI only: suitecloud object:import --type workflow --scriptid ${scriptId}, then change it and suitecloud project:deploy.`,
          );
        }
        const [workflow, accountScriptIds] = await Promise.all([
          readWorkflowToCopy(connector, scriptId),
          purpose === 'clone' ? readWorkflowScriptIds(connector) : new Set<string>(),
        ]);
        return workflow && { workflow, accountScriptIds };
      });
      if (!read) throw notFound('The workflow');
      return purpose === 'clone'
        ? projectFromWorkflow(read.workflow, taken, read.accountScriptIds)
        : projectForWorkflowEdit(read.workflow, taken);
    }
  }
}

/**
 * The caller's SuiteCloud projects: those the agent wrote (a reply's `project_path` is
 * `projects/<name>`), clones of the account's scripts and projects made from templates. Listed,
 * read with every file, deployed after a preview, and downloaded as a zip for the SuiteCloud CLI.
 * Everything needs `scripts:deploy`; the templates (projectTemplatesRouter) any ERP reader may look at.
 */
export const projectsRouter = new Hono<AppEnv>()
  .post(
    '/',
    describeRoute({
      tags: TAGS,
      summary:
        'CLONE, USE.TEMPLATE, DEPLOY a script, EDIT a library, CLONE or EDIT a workflow: a new SuiteCloud project',
      description:
        "A project like the agent's, to review and deploy: a copy of one of the account's scripts under a script id of its own (`{ from: 'script', scriptId: '<internal id>' }`), or a script or workflow template's project (`{ from: 'template', templateId }`), or one more deployment of one of the account's scripts, in TESTING (`{ from: 'deployment', scriptId, recordType }`, the record type an SDF id, for user event and client scripts only), or a library module's file where it is in the File Cabinet, to change and deploy (`{ from: 'library', fileId }`), or one of the account's workflows (`{ from: 'workflow', scriptId: 'customworkflow_...', purpose }`): with `purpose: 'clone'` a copy under `customworkflow_<its id>_copy` (a script id neither the caller's projects nor the account's workflows have), in TESTING; with `purpose: 'edit'` its object as it is, whose deploy updates it. A workflow's definition is read where the account serves definitions (the embedded sandbox); a real account answers 409 `workflow_definitions_unavailable` with the SuiteCloud CLI command instead. Named so it replaces none of the caller's projects. 404 for an unknown script, file, workflow or template; 422 `clone_refused` for a script SDF cannot deploy a copy of, `deployment_refused` for a deployment NetSuite would not take (a record type the script already runs on, none for a script that needs one); reading the account needs a NetSuite connection (409) and NetSuite answering (502, 504).",
      responses: {
        201: jsonResponse('The new project', sdfProjectSchema),
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    requirePermission('scripts:deploy'),
    validate('json', sdfProjectCreateSchema),
    async (c) => {
      const projects = agentFor(c.var.deps).projects.of(requirePrincipal(c).user.id);
      const taken = new Set((await projects.list()).map((project) => project.name));
      const made = await newProject(c, c.req.valid('json'), taken);
      await projects.save(made);
      const saved = await projects.find(made.name);
      if (!saved) throw new Error(`project ${made.name} was saved but cannot be read back`);
      return c.json(detail(saved), 201);
    },
  )
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'List my SuiteCloud projects',
      responses: { 200: jsonResponse('Projects', sdfProjectListSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('scripts:deploy'),
    async (c) => {
      const principal = requirePrincipal(c);
      const projects = await agentFor(c.var.deps).projects.of(principal.user.id).list();
      return c.json({
        projects: projects.map((project) => ({
          name: project.name,
          kind: project.kind,
          files: Object.keys(project.files),
          updatedAt: project.updatedAt.toISOString(),
        })),
      });
    },
  )
  .get(
    '/:name',
    describeRoute({
      tags: TAGS,
      summary: 'Read a SuiteCloud project',
      description: 'Every file of the project, path -> content.',
      responses: { 200: jsonResponse('The project', sdfProjectSchema), ...errorResponses(401, 403, 404) },
    }),
    requirePermission('scripts:deploy'),
    async (c) => c.json(detail(await ownProject(c, c.req.param('name')))),
  )
  .post(
    '/:name/deploy/preview',
    describeRoute({
      tags: TAGS,
      summary: 'What deploying a project would do',
      description: `Validates the project against the caller's account and lists what a deploy would create or update; changes nothing. \`sandbox\` is false for a real account, which the console confirms with its account id. ${DEPLOY_FAILURES}`,
      responses: {
        200: jsonResponse('The preview', sdfDeployPreviewSchema),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    requirePermission('scripts:deploy'),
    async (c) => {
      const project = await ownProject(c, c.req.param('name'));
      const failed = ['sdf_deploy_failed', 'Failed to deploy the project'] as const;
      const target = await deployTarget(c, failed);
      try {
        const changes = await previewDeploy(project, target);
        return c.json({ projectName: project.name, accountId: target.accountId, sandbox: target.sandbox, changes });
      } catch (error) {
        throw deployFailure(error, failed);
      }
    },
  )
  .post(
    '/:name/deploy',
    describeRoute({
      tags: TAGS,
      summary: 'Deploy a project',
      description: `Deploys the project to the caller's account: the embedded sandbox itself, a real account through the SuiteCloud CLI when the server is set up with one. A deploy replaces objects by script id, so repeating it makes nothing twice. ${DEPLOY_FAILURES}`,
      responses: {
        200: jsonResponse('Deployed', sdfDeployResultSchema),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    requirePermission('scripts:deploy'),
    async (c) => {
      const project = await ownProject(c, c.req.param('name'));
      const failed = ['sdf_deploy_failed', 'Failed to deploy the project'] as const;
      const target = await deployTarget(c, failed);
      try {
        return c.json(await deployStoredProject(project, target));
      } catch (error) {
        throw deployFailure(error, failed);
      }
    },
  )
  .get(
    '/:name/zip',
    describeRoute({
      tags: TAGS,
      summary: 'Download a SuiteCloud project',
      description:
        'The project as a zip of its folder (`<name>/suitecloud.config.js`, `<name>/src/...`), ready for `suitecloud project:deploy`.',
      responses: {
        200: {
          description: 'The zip',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(401, 403, 404),
      },
    }),
    requirePermission('scripts:deploy'),
    async (c) => {
      const project = await ownProject(c, c.req.param('name'));
      const archive = zipFiles(project.files, `${project.name}/`);
      return c.body(archive.slice().buffer, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${project.name}.zip"`,
        'Cache-Control': 'no-store',
      });
    },
  );

/**
 * The script and workflow templates USE.TEMPLATE turns into projects, at a path of their own:
 * beside `/api/projects/:name` a fixed `/api/projects/templates` would cost the whole app Hono's
 * RegExpRouter (app.test.ts).
 */
export const projectTemplatesRouter = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'Script templates',
      description: "NETSUITE.SCRIPTS' TEMPLATES tab: scripts USE.TEMPLATE turns into a SuiteCloud project.",
      responses: { 200: jsonResponse('Templates', scriptTemplateListSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('erp:read'),
    (c) => c.json({ templates: scriptTemplates() }),
  )
  .get(
    '/workflows',
    describeRoute({
      tags: TAGS,
      summary: 'Workflow templates',
      description:
        "NETSUITE.WORKFLOWS' TEMPLATES tab: workflows USE.TEMPLATE (`POST /api/projects` `{ from: 'template', templateId }`) turns into a SuiteCloud project, with the object XML it deploys.",
      responses: { 200: jsonResponse('Templates', workflowTemplateListSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('erp:read'),
    (c) => c.json({ templates: workflowTemplates() }),
  );
