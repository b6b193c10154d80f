import {
  SAP_MESSAGES,
  SAP_PERIODS,
  type SapConnection,
  sapActionRequestSchema,
  sapAddOnsSchema,
  sapConnectionSchema,
  sapConnectRequestSchema,
  sapDemoCredentialsSchema,
  sapDocumentDetailSchema,
  sapDocumentsSchema,
  sapIntegrationsSchema,
  sapOverviewSchema,
  sapReportsSchema,
} from '@erp-agent/core';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { requirePermission, requirePlatform, requirePrincipal } from '../../auth/authenticate.ts';
import { ApiError, forbidden, notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { SapCallLog } from '../../sap/calls/sap-call-log.ts';
import type { SapConnector } from '../../sap/connector/index.ts';
import { SapConnectionStore, type StoredSapConnection } from '../../sap/credentials/sap-connection-store.ts';
import { SAP_SANDBOX_PREFIX } from '../../sap/sandbox/http/sandbox-app.ts';
import { connectedErp, type ErpConnection } from '../connected-erp/index.ts';
import {
  closeSapConnectors,
  isSapSandbox,
  recordedCalls,
  sapConnectorFor,
  serviceRootOf,
} from './sap-connector-for.ts';
import { sapFailure } from './sap-failure.ts';
import { processDocument } from './views/document-actions.ts';
import { loadDocument } from './views/document-detail.ts';
import { loadDocuments } from './views/documents-view.ts';
import { loadIntegrations } from './views/integrations-view.ts';
import { loadOverview } from './views/overview-view.ts';
import { addOnView, REGISTRY, registryRows } from './views/registries-view.ts';
import { loadReports } from './views/reports-view.ts';
import { runStateAction } from './views/state-actions.ts';

const TAGS = ['SAP Business One'];
const FAILURES = 'Service Layer refused (422) or failed (502, 504 on a timeout); `reason` gives its words and code.';

function connections(c: Context<AppEnv>): SapConnectionStore {
  return new SapConnectionStore(c.var.deps.database.db, c.var.deps.credentialCipher);
}

async function describeConnection(c: Context<AppEnv>, userId: string, verify = false): Promise<SapConnection> {
  const stored = await connections(c).describe(userId);
  const described: SapConnection = {
    connected: stored !== null,
    serviceRoot: stored?.serviceRoot ?? null,
    companyDb: stored?.companyDb ?? null,
    userName: stored?.userName ?? null,
    sandbox: stored !== null && isSapSandbox(c.var.deps, stored),
    connectedAt: stored?.connectedAt.toISOString() ?? null,
  };
  if (!verify || !stored) return described;
  const at = new Date().toISOString();
  try {
    const sap = await connectedSap(c, 'sap_verify_failed', SAP_MESSAGES.connectFailed);
    const verification = await sap.verify();
    return {
      ...described,
      verified: { ok: verification.ok, message: verification.ok ? null : verification.error.message, at },
    };
  } catch (error) {
    return {
      ...described,
      verified: { ok: false, message: sapFailure(error, 'sap_verify_failed', SAP_MESSAGES.connectFailed).message, at },
    };
  }
}

const SAP: ErpConnection<StoredSapConnection, SapConnector> = {
  read: (c, userId) => connections(c).read(userId),
  open: (c, userId, access) => sapConnectorFor(c.var.deps, userId, access),
  notConnected: { code: 'sap_not_connected', message: SAP_MESSAGES.notConnected },
  failure: sapFailure,
};

/** The caller's connector, or 409 `Not connected to SAP Business One`. */
async function connectedSap(c: Context<AppEnv>, code: string, message: string): Promise<SapConnector> {
  return connectedErp(c, SAP, code, message);
}

/** Reads a screen's records through the caller's connection, failures in the API's words. */
async function screen<T>(
  c: Context<AppEnv>,
  what: string,
  read: (sap: SapConnector, log: SapCallLog) => Promise<T>,
): Promise<T> {
  const failed = [`sap_${what}_failed`, `Failed to read SAP Business One ${what}`] as const;
  const sap = await connectedSap(c, ...failed);
  await recordedCalls(c.var.deps);
  try {
    return await read(sap, new SapCallLog(c.var.deps.database.db));
  } catch (error) {
    throw sapFailure(error, ...failed);
  }
}

/**
 * SAP Business One for the console: the caller's Service Layer connection (the password goes in
 * once and never comes back) and the records of the five SAP screens, read through it.
 */
export const sapRouter = new Hono<AppEnv>()
  .use(requirePlatform('sap'))
  .get(
    '/connection',
    describeRoute({
      tags: TAGS,
      summary: "The caller's SAP Business One connection",
      description:
        'Where Service Layer is, the company and user; never the password. With `?verify=true`, also whether Service Layer accepts the login now.',
      responses: { 200: jsonResponse('The connection', sapConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await describeConnection(c, requirePrincipal(c).user.id, c.req.query('verify') === 'true')),
  )
  .post(
    '/connect',
    describeRoute({
      tags: TAGS,
      summary: 'Connect an SAP Business One company',
      description: `Logs in to Service Layer with the company database, user and password, then stores them (the password encrypted) for the caller. ${FAILURES}`,
      responses: { 200: jsonResponse('Connected', sapConnectionSchema), ...errorResponses(400, 401, 403, 422) },
    }),
    validate('json', sapConnectRequestSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const body = c.req.valid('json');
      const access = {
        serviceRoot: serviceRootOf(body.serviceLayerUrl),
        companyDb: body.companyDb,
        userName: body.userName,
        password: body.password,
      };
      try {
        await closeSapConnectors(c.var.deps, principal.user.id);
        const verification = await (await sapConnectorFor(c.var.deps, principal.user.id, access)).verify();
        if (!verification.ok) throw verification.error;
      } catch (error) {
        throw sapFailure(error, 'sap_connect_failed', SAP_MESSAGES.connectFailed);
      }
      await connections(c).save(principal.user.id, access);
      return c.json(await describeConnection(c, principal.user.id));
    },
  )
  .delete(
    '/connection',
    describeRoute({
      tags: TAGS,
      summary: 'Disconnect',
      description: "Logs the caller's Service Layer session out and deletes the stored connection.",
      responses: { 200: jsonResponse('Disconnected', sapConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      await closeSapConnectors(c.var.deps, principal.user.id);
      await connections(c).remove(principal.user.id);
      return c.json(await describeConnection(c, principal.user.id));
    },
  )
  .get(
    '/demo-credentials',
    describeRoute({
      tags: TAGS,
      summary: "The embedded Service Layer's demo company and user",
      description: 'For the credentials screen to fill in with one click. 404 when the SAP sandbox is turned off.',
      responses: { 200: jsonResponse('Demo credentials', sapDemoCredentialsSchema), ...errorResponses(401, 403, 404) },
    }),
    (c) => {
      const sandbox = c.var.deps.sapSandbox;
      if (!sandbox)
        throw new ApiError(
          404,
          'sandbox_disabled',
          'The embedded SAP Business One sandbox is turned off on this server.',
        );
      const { companyDb, userName, password } = sandbox.account;
      const origin = new URL(c.req.url).origin;
      return c.json({ serviceLayerUrl: `${origin}${SAP_SANDBOX_PREFIX}/b1s/v2/`, companyDb, userName, password });
    },
  )
  .get(
    '/overview',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: 'The SAP dashboard',
      description: `Counts from the company's records and health measured from this product's recorded Service Layer calls over \`period\` (1h, 24h by default, 7d, 30d) against the period before. ${FAILURES}`,
      responses: { 200: jsonResponse('Overview', sapOverviewSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    validate('query', z.object({ period: z._default(z.enum(SAP_PERIODS), '24h') })),
    async (c) => {
      const { period } = c.req.valid('query');
      return c.json(await screen(c, 'overview', (sap, log) => loadOverview(sap, log, period)));
    },
  )
  .get(
    '/integrations',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: 'Service Layer APIs, third-party connections and connector add-ons',
      description: `Each API's requests and mean response time over 24 hours are this product's own recorded calls. ${FAILURES}`,
      responses: { 200: jsonResponse('Integrations', sapIntegrationsSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) => c.json(await screen(c, 'integrations', (sap, log) => loadIntegrations(sap, log))),
  )
  .get(
    '/documents',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: 'Sales, purchase and inventory documents',
      description: `The newest 500 of each kind. ${FAILURES}`,
      responses: { 200: jsonResponse('Documents', sapDocumentsSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) => c.json(await screen(c, 'documents', (sap) => loadDocuments(sap))),
  )
  .get(
    '/documents/:entitySet/:key',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: 'One document with its lines',
      description: `What VIEW shows and EXPORT writes: the document as the list shows it, and each line's item, warehouse, quantity, price and total. ${FAILURES}`,
      responses: { 200: jsonResponse('The document', sapDocumentDetailSchema), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const entitySet = c.req.param('entitySet');
      const key = Number(c.req.param('key'));
      if (!Number.isSafeInteger(key) || key <= 0) throw notFound('That document');
      return c.json(await screen(c, 'document', (sap) => loadDocument(sap, entitySet, key)));
    },
  )
  .get(
    '/reports',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: 'Crystal Reports layouts, built-in reports and schedules',
      description: `Built-in reports are counted now; rendering a Crystal report needs SAP's own reporting service. ${FAILURES}`,
      responses: { 200: jsonResponse('Reports', sapReportsSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) => c.json(await screen(c, 'reports', (sap) => loadReports(sap))),
  )
  .get(
    '/addons',
    requirePermission('erp:read'),
    describeRoute({
      tags: TAGS,
      summary: "The company's registered add-ons",
      description: `The SAP add-on marketplace is SAP's own service and is not reachable from here. ${FAILURES}`,
      responses: { 200: jsonResponse('Add-ons', sapAddOnsSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) =>
      c.json(
        await screen(c, 'add-ons', async (sap) => ({
          installed: (await registryRows(sap, REGISTRY.addOns, "U_Kind eq 'installed'")).map(addOnView),
        })),
      ),
  )
  .post(
    '/actions',
    describeRoute({
      tags: TAGS,
      summary: 'Change a state on an SAP screen',
      description: `ENABLE or DISABLE an add-on, ACTIVATE or DEACTIVATE a connector, CONNECT or SYNC an integration, PAUSE or RESUME a schedule: a PATCH through Service Layer. PROCESS a document: Service Layer's \`Close\` of an open order or delivery (409 \`sap_document_not_open\` when it is not open). Answers the record as it now is. ${FAILURES}`,
      responses: { 200: { description: 'The changed record' }, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    validate('json', sapActionRequestSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const request = c.req.valid('json');
      // Report schedules are a reporting matter; add-ons and connections change the company's setup.
      const needed = request.target === 'schedule' ? 'reports:create' : 'records:write';
      if (!principal.permissions.includes(needed)) throw forbidden();
      const failed = ['sap_action_failed', SAP_MESSAGES.actionFailed] as const;
      const sap = await connectedSap(c, ...failed);
      try {
        if (request.target === 'document') return c.json(await processDocument(sap, request));
        return c.json(await runStateAction(sap, new SapCallLog(c.var.deps.database.db), principal.user.id, request));
      } catch (error) {
        throw sapFailure(error, ...failed);
      }
    },
  );
