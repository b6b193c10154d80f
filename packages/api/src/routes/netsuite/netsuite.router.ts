import { readFile } from 'node:fs/promises';
import {
  NETSUITE_MESSAGES,
  type NetsuiteConnection,
  netsuiteAuthOptionsSchema,
  netsuiteConnectionSchema,
  netsuiteConnectRequestSchema,
  netsuiteDemoCredentialsSchema,
  netsuiteMachineAccessCheckSchema,
  netsuiteMachineAccessSchema,
  netsuiteSavedSearchCreateSchema,
  netsuiteSavedSearchRunSchema,
  savedSearchCreateResultSchema,
  savedSearchListResultSchema,
  savedSearchRunResultSchema,
} from '@erp-agent/core';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePlatform, requirePrincipal } from '../../auth/authenticate.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ownOrigin } from '../../lib/client-address.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { BRIDGE_RESTLET_FILE_NAME, BRIDGE_RESTLET_PATH } from '../../netsuite/bridge/index.ts';
import type { ConnectionStore } from '../../netsuite/credentials/connection-store.ts';
import { NETSUITE_OAUTH_CALLBACK_PATH } from '../../netsuite/oauth2/index.ts';
import { connectedConnector, connections } from './connected-connector.ts';
import { describeMachineAccess, machineConnectorFor } from './machine-connector.ts';
import { connectorFor, isSandboxAccount } from './netsuite-connector-for.ts';
import { netsuiteFailure } from './netsuite-failure.ts';
import { oauthClientFor } from './netsuite-oauth-client-for.ts';
import { storedConnector } from './stored-connector.ts';

const TAGS = ['NetSuite'];
const FAILURES = 'NetSuite refused (422) or failed (502, 504 on a timeout); `reason` says what NetSuite answered.';

async function describeConnection(c: Context<AppEnv>, userId: string, verify = false): Promise<NetsuiteConnection> {
  const store = connections(c);
  const stored = await store.describe(userId);
  const described: NetsuiteConnection = {
    connected: stored !== null,
    accountId: stored?.accountId ?? null,
    sandbox: stored !== null && isSandboxAccount(c.var.deps, stored.accountId),
    connectedAt: stored?.connectedAt.toISOString() ?? null,
    authMethod: stored?.authMethod ?? null,
    tokenExpiresAt: stored?.tokenExpiresAt?.toISOString() ?? null,
    reauthenticateBy: stored?.refreshExpiresAt?.toISOString() ?? null,
  };
  if (!verify || !stored) return described;
  return { ...described, verified: await verifyStored(c, store, userId) };
}

/** Whether NetSuite still accepts the stored token, asked now (the top bar's ACTIVE). */
async function verifyStored(
  c: Context<AppEnv>,
  store: ConnectionStore,
  userId: string,
): Promise<NonNullable<NetsuiteConnection['verified']>> {
  const at = new Date().toISOString();
  try {
    const access = await store.read(userId);
    if (!access) return { ok: false, message: NETSUITE_MESSAGES.notConnected, at };
    const verification = await (await storedConnector(c.var.deps, userId, access)).verify();
    return verification.ok ? { ok: true, message: null, at } : { ok: false, message: verification.error.message, at };
  } catch (error) {
    return {
      ok: false,
      message: netsuiteFailure(error, 'netsuite_verify_failed', NETSUITE_MESSAGES.connectFailed).message,
      at,
    };
  }
}

/**
 * The prototype's NetSuite calls (000 section 7) under `/functions/v1/netsuite`, working on the
 * caller's own stored connection: credentials go in once, through `connect`, and never come back.
 */
export const netsuiteRouter = new Hono<AppEnv>()
  .use(requirePlatform('netsuite'))
  .get(
    '/connection',
    describeRoute({
      tags: TAGS,
      summary: "The caller's NetSuite connection",
      description:
        'The account and since when; never the token. With `?verify=true`, also whether NetSuite accepts the token now (one call to the account).',
      responses: { 200: jsonResponse('The connection', netsuiteConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await describeConnection(c, requirePrincipal(c).user.id, c.req.query('verify') === 'true')),
  )
  .post(
    '/connect',
    describeRoute({
      tags: TAGS,
      summary: 'Connect a NetSuite account',
      description: `Checks the account id and token with a real call to the account, then stores them encrypted for the caller. ${FAILURES}`,
      responses: {
        200: jsonResponse('Connected', netsuiteConnectionSchema),
        ...errorResponses(400, 401, 403),
        422: jsonResponse('Failed to connect to NetSuite', netsuiteConnectionSchema),
      },
    }),
    validate('json', netsuiteConnectRequestSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const access = c.req.valid('json');
      try {
        const verification = await (await connectorFor(c.var.deps, access)).verify();
        if (!verification.ok) throw verification.error;
      } catch (error) {
        throw netsuiteFailure(error, 'netsuite_connect_failed', NETSUITE_MESSAGES.connectFailed);
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
      description:
        "Deletes the caller's stored token; an OAuth 2.0 connection's refresh token (and with it its access tokens) is revoked at NetSuite first. Answers the same whether or not there was one.",
      responses: { 200: jsonResponse('Disconnected', netsuiteConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const store = connections(c);
      const stored = await store.read(principal.user.id).catch((error: unknown) => {
        // A seal SECRET_KEY no longer opens holds nothing to revoke: disconnecting still removes it.
        c.var.deps.logger.warn({ err: error }, 'NetSuite connection unreadable at disconnect');
        return null;
      });
      if (stored?.method === 'oauth2') {
        try {
          await oauthClientFor(c.var.deps, stored.accountId).revoke(stored.refreshToken);
        } catch (error) {
          // The row goes anyway: the user asked to be disconnected, and the token lapses on its own.
          c.var.deps.logger.warn({ err: error }, 'NetSuite refresh token could not be revoked at disconnect');
        }
      }
      await store.remove(principal.user.id);
      return c.json(await describeConnection(c, principal.user.id));
    },
  )
  .get(
    '/auth-options',
    describeRoute({
      tags: TAGS,
      summary: 'The ways this server can connect an account',
      description:
        'OAuth 2.0 (Authenticate Netsuite, /auth/netsuite) and TBA (POST /connect) for real accounts when configured, and the embedded sandbox, which takes both.',
      responses: { 200: jsonResponse('The options', netsuiteAuthOptionsSchema), ...errorResponses(401, 403) },
    }),
    (c) => {
      const { env, sandbox } = c.var.deps;
      return c.json({
        oauth2: Boolean(env.NETSUITE_OAUTH_CLIENT_ID && env.NETSUITE_OAUTH_CLIENT_SECRET),
        tba: Boolean(env.NETSUITE_CONSUMER_KEY && env.NETSUITE_CONSUMER_SECRET),
        sandboxAccountId: sandbox?.account.accountId ?? null,
        redirectUri: `${ownOrigin(c)}${NETSUITE_OAUTH_CALLBACK_PATH}`,
      });
    },
  )
  .get(
    '/machine-access',
    describeRoute({
      tags: TAGS,
      summary: 'Unattended access (client credentials)',
      description:
        'Whether the server can reach NetSuite with no user present: the certificate mapped for the client credentials grant (NETSUITE_OAUTH_CERTIFICATE_ID, its key and NETSUITE_ACCOUNT_ID), or the embedded sandbox’s demo certificate. Admins only; never the key.',
      responses: { 200: jsonResponse('Unattended access', netsuiteMachineAccessSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('settings:manage'),
    (c) => c.json(describeMachineAccess(c.var.deps)),
  )
  .post(
    '/machine-access/check',
    describeRoute({
      tags: TAGS,
      summary: 'Check unattended access',
      description: `Obtains a token with the client credentials grant and runs a one-row SuiteQL query with it. 409 when there is no certificate. ${FAILURES}`,
      responses: {
        200: jsonResponse('NetSuite answered', netsuiteMachineAccessCheckSchema),
        ...errorResponses(401, 403, 409),
      },
    }),
    requirePermission('settings:manage'),
    async (c) => {
      const connector = await machineConnectorFor(c.var.deps);
      if (!connector) {
        throw new ApiError(
          409,
          'netsuite_machine_access_unavailable',
          'This server has no certificate for unattended access: set NETSUITE_OAUTH_CERTIFICATE_ID, NETSUITE_OAUTH_PRIVATE_KEY and NETSUITE_ACCOUNT_ID.',
        );
      }
      const failed = ['netsuite_machine_access_failed', 'Unattended access to NetSuite failed'] as const;
      try {
        const verification = await connector.verify();
        if (!verification.ok) throw verification.error;
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      return c.json({ accountId: connector.accountId, checkedAt: new Date().toISOString() });
    },
  )
  .get(
    '/demo-credentials',
    describeRoute({
      tags: TAGS,
      summary: "The embedded sandbox's demo account and token",
      description: 'For the credentials screen to fill in with one click. 404 when the sandbox is turned off.',
      responses: {
        200: jsonResponse('Demo credentials', netsuiteDemoCredentialsSchema),
        ...errorResponses(401, 403, 404),
      },
    }),
    (c) => {
      const sandbox = c.var.deps.sandbox;
      if (!sandbox)
        throw new ApiError(404, 'sandbox_disabled', 'The embedded NetSuite sandbox is turned off on this server.');
      const { accountId, demoTokenId, demoTokenSecret } = sandbox.account;
      return c.json({ accountId, tokenId: demoTokenId, tokenSecret: demoTokenSecret });
    },
  )
  .get(
    '/bridge-restlet.js',
    describeRoute({
      tags: TAGS,
      summary: 'Download the bridge RESTlet',
      description:
        'The SuiteScript 2.1 RESTlet a real account needs for saved searches, to upload to its File Cabinet (see docs/netsuite-real-account.md).',
      responses: {
        200: { description: 'The script', content: { 'application/javascript': {} } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) =>
      c.body(await readFile(BRIDGE_RESTLET_PATH, 'utf8'), 200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Content-Disposition': `attachment; filename="${BRIDGE_RESTLET_FILE_NAME}"`,
      }),
  )
  .get(
    '/saved-search',
    describeRoute({
      tags: TAGS,
      summary: 'List saved searches',
      description: `Through the account's bridge RESTlet. ${FAILURES}`,
      responses: { 200: jsonResponse('Saved searches', savedSearchListResultSchema), ...errorResponses(401, 403, 409) },
    }),
    async (c) => {
      const failed = ['saved_search_list_failed', 'Failed to list saved searches'] as const;
      const connector = await connectedConnector(c, ...failed);
      try {
        return c.json(await connector.bridge('savedSearch.list', {}));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .post(
    '/saved-search',
    describeRoute({
      tags: TAGS,
      summary: 'Create a saved search',
      description: `From a definition (record type, filters, columns), through the account's bridge RESTlet. ${FAILURES}`,
      responses: {
        200: jsonResponse('Created', savedSearchCreateResultSchema),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    validate('json', netsuiteSavedSearchCreateSchema),
    async (c) => {
      const failed = ['saved_search_create_failed', NETSUITE_MESSAGES.createSavedSearchFailed] as const;
      const connector = await connectedConnector(c, ...failed);
      try {
        return c.json(await connector.bridge('savedSearch.create', { definition: c.req.valid('json').config }));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .post(
    '/saved-search/:id/run',
    describeRoute({
      tags: TAGS,
      summary: 'Run a saved search',
      description: `One page of its results, by internal id or script id. ${FAILURES}`,
      responses: {
        200: jsonResponse('Results', savedSearchRunResultSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    validate('json', netsuiteSavedSearchRunSchema),
    async (c) => {
      const failed = ['saved_search_run_failed', NETSUITE_MESSAGES.runSavedSearchFailed] as const;
      const connector = await connectedConnector(c, ...failed);
      const { pageSize, pageIndex } = c.req.valid('json');
      try {
        return c.json(await connector.bridge('savedSearch.run', { searchId: c.req.param('id'), pageSize, pageIndex }));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  );
