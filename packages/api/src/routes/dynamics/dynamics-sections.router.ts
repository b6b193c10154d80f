import {
  DYNAMICS_PERIODS,
  dynamicsColumnSchema,
  dynamicsEntitySchema,
  dynamicsIntegrationSchema,
  dynamicsOverviewSchema,
  dynamicsPowerPlatformSchema,
  dynamicsProcessSchema,
  dynamicsSyncResultSchema,
} from '@erp-agent/core';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { settingsInForce } from '../settings/settings.service.ts';
import { connectedDynamics, dynamicsConnections } from './connected-connector.ts';
import { isDynamicsSandbox } from './dynamics-connector-for.ts';
import { dynamicsFailure } from './dynamics-failure.ts';
import { readSchema, readTableColumns } from './sections/columns.ts';
import { readEntities } from './sections/entities.ts';
import { connectIntegration, readIntegrations, syncIntegration } from './sections/integrations.ts';
import { readOverview } from './sections/overview.ts';
import { readPowerPlatform } from './sections/power-platform.ts';
import { readProcesses, setProcessState } from './sections/processes.ts';

const TAGS = ['Dynamics 365'];
const FAILURES =
  'Dataverse refused (422, 409 when the row changed) or failed (502, 504 on a timeout); `reason` quotes it.';

const listOf = <T extends z.ZodMiniType>(schema: T) => z.object({ items: z.array(schema) });
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `read` with the caller's connector, answering Dataverse's failures with `code` and `message`. */
async function withDynamics<T>(
  c: Context<AppEnv>,
  code: string,
  message: string,
  read: (connector: Awaited<ReturnType<typeof connectedDynamics>>) => Promise<T>,
): Promise<T> {
  const connector = await connectedDynamics(c, code, message);
  try {
    return await read(connector);
  } catch (error) {
    throw dynamicsFailure(error, code, message);
  }
}

function idParam(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!GUID.test(id)) throw notFound('That Dynamics 365 row');
  return id.toLowerCase();
}

/**
 * The five Dynamics 365 screens' data under `/api/dynamics`, read from the caller's connected
 * environment, and the state actions they offer, made through the Web API.
 */
export const dynamicsSectionsRouter = new Hono<AppEnv>()
  .get(
    '/overview',
    describeRoute({
      tags: TAGS,
      summary: 'The Dynamics 365 dashboard',
      description: `Tiles counted from the environment's rows; API response time (median of this user's Dataverse calls), workflow success, data sync rate and Power Platform success measured over the period and the one before. ${FAILURES}`,
      responses: { 200: jsonResponse('The dashboard', dynamicsOverviewSchema), ...errorResponses(401, 403, 409) },
    }),
    validate('query', z.object({ period: z._default(z.enum(DYNAMICS_PERIODS), '24h') })),
    async (c) => {
      const { period } = c.req.valid('query');
      const userId = requirePrincipal(c).user.id;
      return c.json(
        await withDynamics(c, 'dynamics_overview_failed', 'Failed to read the Dynamics 365 dashboard', (connector) =>
          readOverview(connector, c.var.deps.database.db, userId, period, new Date()),
        ),
      );
    },
  )
  .get(
    '/entities',
    describeRoute({
      tags: TAGS,
      summary: 'Tables of the environment',
      description: `Every table from EntityDefinitions with its rows counted (RetrieveTotalRecordCount), relationships, custom columns and processes. ${FAILURES}`,
      responses: { 200: jsonResponse('Entities', listOf(dynamicsEntitySchema)), ...errorResponses(401, 403, 409) },
    }),
    async (c) =>
      c.json({
        items: await withDynamics(c, 'dynamics_entities_failed', 'Failed to read Dynamics 365 entities', readEntities),
      }),
  )
  .get(
    '/schema',
    describeRoute({
      tags: TAGS,
      summary: "The environment's schema",
      description: `Every column of every table from EntityDefinitions' Attributes, table by table: what EXPORT.SCHEMA writes. ${FAILURES}`,
      responses: { 200: jsonResponse('Columns', listOf(dynamicsColumnSchema)), ...errorResponses(401, 403, 409) },
    }),
    async (c) =>
      c.json({
        items: await withDynamics(c, 'dynamics_schema_failed', 'Failed to read the Dynamics 365 schema', readSchema),
      }),
  )
  .get(
    '/entities/:id/columns',
    describeRoute({
      tags: TAGS,
      summary: 'The columns of one table',
      description: `The table's Attributes from EntityDefinitions, by its MetadataId: what VIEW lists. ${FAILURES}`,
      responses: {
        200: jsonResponse('Columns', listOf(dynamicsColumnSchema)),
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      const id = idParam(c);
      return c.json({
        items: await withDynamics(c, 'dynamics_columns_failed', "Failed to read the table's columns", (connector) =>
          readTableColumns(connector, id),
        ),
      });
    },
  )
  .get(
    '/processes',
    describeRoute({
      tags: TAGS,
      summary: 'Business process flows, cloud flows and classic workflows',
      description: `From the workflow table, with figures counted from flow runs, system jobs and the flows' own tables over 30 days. ${FAILURES}`,
      responses: { 200: jsonResponse('Processes', listOf(dynamicsProcessSchema)), ...errorResponses(401, 403, 409) },
    }),
    async (c) =>
      c.json({
        items: await withDynamics(
          c,
          'dynamics_processes_failed',
          'Failed to read Dynamics 365 workflows',
          (connector) => readProcesses(connector, new Date()),
        ),
      }),
  )
  .post(
    '/processes/:id/:state{activate|deactivate}',
    describeRoute({
      tags: TAGS,
      summary: 'Activate or deactivate a process',
      description: `Sets the workflow row's state (Activated or Draft), which turns a cloud flow on or off. Admins only. ${FAILURES}`,
      responses: {
        200: jsonResponse('The process as it is now', dynamicsProcessSchema),
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    requirePermission('records:write'),
    async (c) => {
      const id = idParam(c);
      const active = c.req.param('state') === 'activate';
      const processes = await withDynamics(
        c,
        'dynamics_process_state_failed',
        'Failed to change the process',
        async (connector) => {
          await setProcessState(connector, id, active);
          return readProcesses(connector, new Date());
        },
      );
      const process = processes.find((item) => item.id === id);
      if (!process) throw notFound('That process');
      return c.json(process);
    },
  )
  .get(
    '/integrations',
    describeRoute({
      tags: TAGS,
      summary: 'Integrations of the environment',
      description: `Connection references with their connector, binding, the flows and apps using them and their runs, and this console's sync runs. ${FAILURES}`,
      responses: {
        200: jsonResponse('Integrations', listOf(dynamicsIntegrationSchema)),
        ...errorResponses(401, 403, 409),
      },
    }),
    async (c) => {
      const userId = requirePrincipal(c).user.id;
      return c.json({
        items: await withDynamics(
          c,
          'dynamics_integrations_failed',
          'Failed to read Dynamics 365 integrations',
          (connector) => readIntegrations(connector, c.var.deps.database.db, userId, new Date()),
        ),
      });
    },
  )
  .post(
    '/integrations/:id/connect',
    describeRoute({
      tags: TAGS,
      summary: 'Connect an integration',
      description: `Binds the connection reference to a connection. A real environment's connections are made in Power Apps, which this product cannot do: it answers 422 saying so. Admins only. ${FAILURES}`,
      responses: {
        200: jsonResponse('The integration as it is now', dynamicsIntegrationSchema),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    requirePermission('records:write'),
    async (c) => {
      const id = idParam(c);
      const userId = requirePrincipal(c).user.id;
      const stored = await dynamicsConnections(c).describe(userId);
      const sandbox = stored !== null && isDynamicsSandbox(c.var.deps, stored);
      const integrations = await withDynamics(
        c,
        'dynamics_connect_integration_failed',
        'Failed to connect the integration',
        async (connector) => {
          await connectIntegration(connector, id, sandbox);
          return readIntegrations(connector, c.var.deps.database.db, userId, new Date());
        },
      );
      const integration = integrations.find((item) => item.id === id);
      if (!integration) throw notFound('That integration');
      return c.json(integration);
    },
  )
  .post(
    '/integrations/:id/sync',
    describeRoute({
      tags: TAGS,
      summary: 'Sync an integration now',
      description: `Reads the integration from Dataverse (its binding and its flows' runs over the last sync interval) and records the run for the sync rate. Admins only. ${FAILURES}`,
      responses: {
        200: jsonResponse('What the sync found', dynamicsSyncResultSchema),
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    requirePermission('records:write'),
    async (c) => {
      const id = idParam(c);
      const userId = requirePrincipal(c).user.id;
      const { db } = c.var.deps.database;
      const interval = (await settingsInForce(db)).integrations.syncInterval;
      const result = await withDynamics(
        c,
        'dynamics_sync_failed',
        'Failed to sync the integration',
        async (connector) => {
          const outcome = await syncIntegration(connector, db, userId, id, new Date(), interval);
          const integration = (await readIntegrations(connector, db, userId, new Date())).find(
            (item) => item.id === id,
          );
          return { outcome, integration };
        },
      );
      if (!result.integration) throw notFound('That integration');
      return c.json({ integration: result.integration, ...result.outcome });
    },
  )
  .get(
    '/power-platform',
    describeRoute({
      tags: TAGS,
      summary: 'Power Apps, Power Automate and Copilot Studio',
      description: `Model-driven and canvas apps, cloud flows with their runs, copilots with their conversations; Power BI is out of this product's reach and says so. ${FAILURES}`,
      responses: { 200: jsonResponse('Power Platform', dynamicsPowerPlatformSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) =>
      c.json(
        await withDynamics(c, 'dynamics_power_platform_failed', 'Failed to read the Power Platform', (connector) =>
          readPowerPlatform(connector, new Date()),
        ),
      ),
  );
