import {
  DEFAULT_NETSUITE_PERIOD,
  deploymentChangeSchema,
  integrationListSchema,
  integrationStateChangeSchema,
  NETSUITE_PERIODS,
  netsuiteDashboardSchema,
  scriptDeploymentSchema,
  scriptFileSchema,
  scriptLibraryListSchema,
  scriptListSchema,
  workflowChangeSchema,
  workflowDefinitionSchema,
  workflowInstanceListSchema,
  workflowListSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { requirePermission, requirePlatform } from '../../auth/authenticate.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import {
  agentCallStats,
  changeDeployment,
  readDashboard,
  readIntegrations,
  readLibraries,
  readScriptFile,
  readScripts,
  readWorkflowDefinition,
  readWorkflowInstances,
  readWorkflows,
  setReleaseStatus,
} from '../../netsuite/admin/index.ts';
import { connectedAccount } from '../netsuite/connected-connector.ts';
import { netsuiteFailure } from '../netsuite/netsuite-failure.ts';

const TAGS = ['NetSuite sections'];
const FAILURES =
  '409 when the caller has no NetSuite connection; NetSuite refused (422) or failed (502, 504 on a timeout), `reason` says what NetSuite answered.';

const internalId = z.object({ id: z.string().regex(/^\d+$/, 'Not an internal id') });
const workflowId = z.object({ scriptId: z.string().regex(/^customworkflow[a-z0-9_]*$/, 'Not a workflow script id') });

const periodQuery = z.object({ period: z.enum(NETSUITE_PERIODS).default(DEFAULT_NETSUITE_PERIOD) });

const partialDeploymentSchema = z.object({
  id: scriptDeploymentSchema.shape.id,
  scriptId: scriptDeploymentSchema.shape.scriptId,
  isDeployed: scriptDeploymentSchema.shape.isDeployed,
  status: scriptDeploymentSchema.shape.status,
  logLevel: scriptDeploymentSchema.shape.logLevel,
});

/**
 * What NETSUITE.INTEGRATIONS, NETSUITE.SCRIPTS and NETSUITE.WORKFLOWS read and change, on the caller's own connected
 * account (docs/netsuite-sections.md). Reading needs `erp:read`; PAUSE / ACTIVATE of a deployment,
 * releasing or suspending a workflow and enabling or blocking an integration record change the
 * account, so they need `scripts:deploy`.
 */
export const netsuiteAdminRouter = new Hono<AppEnv>()
  .use(requirePlatform('netsuite'))
  .get(
    '/dashboard',
    describeRoute({
      tags: TAGS,
      summary: 'The NetSuite dashboard',
      description: `Totals, metrics and activity of the account and the agent's calls into it over the period (\`?period=1h|24h|7d|30d\`, 24h by default). ${FAILURES}`,
      responses: { 200: jsonResponse('Dashboard', netsuiteDashboardSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    requirePermission('erp:read'),
    validate('query', periodQuery),
    async (c) => {
      const failed = ['netsuite_dashboard_failed', 'Failed to read the NetSuite dashboard'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readDashboard(connector, c.var.deps.database.db, accountId, c.req.valid('query').period));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/integrations',
    describeRoute({
      tags: TAGS,
      summary: "The account's integrations",
      description: `NetSuite's APIs with the agent's calls to them in the period (\`?period=1h|24h|7d|30d\`, 24h by default), the account's integration records with their live tokens, and its own RESTlets and Suitelets. ${FAILURES}`,
      responses: { 200: jsonResponse('Integrations', integrationListSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    requirePermission('erp:read'),
    validate('query', periodQuery),
    async (c) => {
      const failed = ['netsuite_integrations_failed', 'Failed to read the integrations'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      const { period } = c.req.valid('query');
      const calls = await agentCallStats(c.var.deps.database.db, accountId, period);
      try {
        return c.json(await readIntegrations(connector, period, calls));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .patch(
    '/integrations/records/:id',
    describeRoute({
      tags: TAGS,
      summary: 'ENABLE or BLOCK a third-party integration record',
      description: `Sets the integration record's state (\`ENABLED\`, \`BLOCKED\`), as Setup > Integration > Manage Integrations does. Only on the embedded sandbox, through its extension; a real account answers 409 \`integration_state_unavailable\` with where to change it, since NetSuite gives a client no way to. ${FAILURES}`,
      responses: { 204: { description: 'Changed' }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requirePermission('scripts:deploy'),
    validate('param', internalId),
    validate('json', integrationStateChangeSchema),
    async (c) => {
      const failed = ['netsuite_integration_failed', 'Failed to change the integration'] as const;
      const { connector, sandbox } = await connectedAccount(c, ...failed);
      const { state } = c.req.valid('json');
      if (!sandbox) {
        throw new ApiError(
          409,
          'integration_state_unavailable',
          `NetSuite changes an integration record's state only in its UI: Setup > Integration > Manage Integrations, open the record and set State to ${state === 'BLOCKED' ? 'Blocked' : 'Enabled'}.`,
        );
      }
      try {
        await connector.integrations.setState(c.req.valid('param').id, state);
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      return c.body(null, 204);
    },
  )
  .get(
    '/scripts',
    describeRoute({
      tags: TAGS,
      summary: "The account's scripts",
      description: `Each script with its deployments and what its execution log says of the last 24 hours. ${FAILURES}`,
      responses: { 200: jsonResponse('Scripts', scriptListSchema), ...errorResponses(401, 403, 409) },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const failed = ['netsuite_scripts_failed', 'Failed to read the scripts'] as const;
      const { connector } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readScripts(connector));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/scripts/libraries',
    describeRoute({
      tags: TAGS,
      summary: "The account's library modules",
      description: `JavaScript files no script record runs, their functions and how many scripts load them. ${FAILURES}`,
      responses: { 200: jsonResponse('Libraries', scriptLibraryListSchema), ...errorResponses(401, 403, 409) },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const failed = ['netsuite_libraries_failed', 'Failed to read the script library'] as const;
      const { connector } = await connectedAccount(c, ...failed);
      try {
        return c.json({ libraries: await readLibraries(connector) });
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/scripts/files/:id',
    describeRoute({
      tags: TAGS,
      summary: "A script file's text",
      description: `VIEW.CODE, read from the File Cabinet through the bridge RESTlet. ${FAILURES}`,
      responses: { 200: jsonResponse('The file', scriptFileSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requirePermission('erp:read'),
    validate('param', internalId),
    async (c) => {
      const failed = ['netsuite_file_failed', 'Failed to read the script file'] as const;
      const { connector } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readScriptFile(connector, c.req.valid('param').id));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .patch(
    '/scripts/deployments/:id',
    describeRoute({
      tags: TAGS,
      summary: 'PAUSE, ACTIVATE or EDIT a script deployment',
      description: `Turns the deployment's Deployed box off or on, or changes its status or log level, in the account. ${FAILURES}`,
      responses: {
        200: jsonResponse('The deployment', partialDeploymentSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('scripts:deploy'),
    validate('param', internalId),
    validate('json', deploymentChangeSchema),
    async (c) => {
      const failed = ['netsuite_deployment_failed', 'Failed to change the deployment'] as const;
      const { connector } = await connectedAccount(c, ...failed);
      try {
        return c.json(await changeDeployment(connector, c.req.valid('param').id, c.req.valid('json')));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/workflows',
    describeRoute({
      tags: TAGS,
      summary: "The account's workflows",
      description: `Each workflow's definition (triggers, condition, actions, approvers where the account serves its definitions) and its instances of the last 30 days. ${FAILURES}`,
      responses: { 200: jsonResponse('Workflows', workflowListSchema), ...errorResponses(401, 403, 409) },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const failed = ['netsuite_workflows_failed', 'Failed to read the workflows'] as const;
      const { connector, sandbox } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readWorkflows(connector, sandbox));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/workflows/:scriptId',
    describeRoute({
      tags: TAGS,
      summary: "A workflow's definition (VIEW)",
      description: `What the workflow runs on, what starts it, its release status, its states in order with their actions, and its object XML. Only where the account serves definitions (the embedded sandbox); a real account answers 409 \`workflow_definitions_unavailable\` with the SuiteCloud CLI command that reads one. ${FAILURES}`,
      responses: {
        200: jsonResponse('The definition', workflowDefinitionSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('erp:read'),
    validate('param', workflowId),
    async (c) => {
      const failed = ['netsuite_workflow_failed', 'Failed to read the workflow'] as const;
      const { connector, sandbox } = await connectedAccount(c, ...failed);
      const { scriptId } = c.req.valid('param');
      if (!sandbox) {
        throw new ApiError(
          409,
          'workflow_definitions_unavailable',
          `NetSuite gives a workflow's definition to the SuiteCloud CLI only: suitecloud object:import --type workflow --scriptid ${scriptId}.`,
        );
      }
      let definition: Awaited<ReturnType<typeof readWorkflowDefinition>>;
      try {
        definition = await readWorkflowDefinition(connector, scriptId);
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      if (definition === undefined) throw notFound('The workflow');
      return c.json(definition);
    },
  )
  .get(
    '/workflow-instances',
    describeRoute({
      tags: TAGS,
      summary: "The workflows' instances (VIEW.LOGS)",
      description: `The instances of the last 30 days (\`workflowinstance\`), newest first, up to 1000: the workflow, the record it ran on, its status, start, finish and duration; \`total\` counts all of the 30 days. ${FAILURES}`,
      responses: {
        200: jsonResponse('Instances', workflowInstanceListSchema),
        ...errorResponses(401, 403, 409),
      },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const failed = ['netsuite_workflow_log_failed', "Failed to read the workflows' instances"] as const;
      const { connector } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readWorkflowInstances(connector));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .patch(
    '/workflows/:scriptId',
    describeRoute({
      tags: TAGS,
      summary: 'Release (ACTIVATE) or suspend (PAUSE) a workflow',
      description: `Deploys the workflow's definition with the new release status, as NetSuite changes one. Only where the account serves definitions (the embedded sandbox); a real account answers 409 with what to run instead. ${FAILURES}`,
      responses: { 204: { description: 'Changed' }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requirePermission('scripts:deploy'),
    validate('param', workflowId),
    validate('json', workflowChangeSchema),
    async (c) => {
      const failed = ['netsuite_workflow_failed', 'Failed to change the workflow'] as const;
      const { connector, sandbox } = await connectedAccount(c, ...failed);
      const { scriptId } = c.req.valid('param');
      if (!sandbox) {
        throw new ApiError(
          409,
          'workflow_definitions_unavailable',
          `This account's workflow definitions are changed with the SuiteCloud CLI: suitecloud object:import --scriptid ${scriptId}, set <releasestatus>, then suitecloud project:deploy.`,
        );
      }
      try {
        await setReleaseStatus(connector, scriptId, c.req.valid('json').releaseStatus);
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      return c.body(null, 204);
    },
  );
