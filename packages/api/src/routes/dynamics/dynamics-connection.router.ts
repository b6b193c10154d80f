import {
  DYNAMICS_MESSAGES,
  type DynamicsConnection,
  dynamicsConnectionSchema,
  dynamicsConnectRequestSchema,
  dynamicsDemoCredentialsSchema,
} from '@erp-agent/core';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { normalizeEnvironmentUrl } from '../../dynamics/connector/index.ts';
import type { DynamicsAccess } from '../../dynamics/credentials/connection-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { dynamicsConnections } from './connected-connector.ts';
import { dynamicsConnectorFor, isDynamicsSandbox } from './dynamics-connector-for.ts';
import { dynamicsFailure } from './dynamics-failure.ts';

const TAGS = ['Dynamics 365'];

async function describeConnection(c: Context<AppEnv>, userId: string, verify = false): Promise<DynamicsConnection> {
  const store = dynamicsConnections(c);
  const stored = await store.describe(userId);
  const described: DynamicsConnection = {
    connected: stored !== null,
    tenantId: stored?.tenantId ?? null,
    clientId: stored?.clientId ?? null,
    environmentUrl: stored?.environmentUrl ?? null,
    authMethod: stored?.credentialKind ?? null,
    sandbox: stored !== null && isDynamicsSandbox(c.var.deps, stored),
    connectedAt: stored?.connectedAt.toISOString() ?? null,
  };
  if (!verify || !stored) return described;
  const at = new Date().toISOString();
  try {
    const access = await store.read(userId);
    if (!access) return { ...described, verified: { ok: false, message: DYNAMICS_MESSAGES.notConnected, at } };
    const verification = await (await dynamicsConnectorFor(c.var.deps, userId, access)).verify();
    return {
      ...described,
      verified: verification.ok
        ? { ok: true, message: null, at }
        : { ok: false, message: verification.error.message, at },
    };
  } catch (error) {
    const failure = dynamicsFailure(error, 'dynamics_verify_failed', DYNAMICS_MESSAGES.connectFailed);
    return { ...described, verified: { ok: false, message: failure.message, at } };
  }
}

/**
 * The caller's Dynamics 365 connection under `/api/dynamics`: credentials go in once, through
 * `connect`, are checked against Entra ID and Dataverse, and never come back.
 */
export const dynamicsConnectionRouter = new Hono<AppEnv>()
  .get(
    '/connection',
    describeRoute({
      tags: TAGS,
      summary: "The caller's Dynamics 365 connection",
      description:
        'The environment, tenant and app registration and since when; never the secret or the private key. With `?verify=true`, also whether Entra ID and Dataverse accept them now.',
      responses: { 200: jsonResponse('The connection', dynamicsConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await describeConnection(c, requirePrincipal(c).user.id, c.req.query('verify') === 'true')),
  )
  .post(
    '/connect',
    describeRoute({
      tags: TAGS,
      summary: 'Connect a Dynamics 365 environment',
      description:
        "Gets a token from Entra ID with the client credentials and calls Dataverse's WhoAmI with it, then stores the credentials encrypted for the caller. Entra ID's or Dataverse's refusal is a 422 whose `reason` quotes it.",
      responses: {
        200: jsonResponse('Connected', dynamicsConnectionSchema),
        ...errorResponses(400, 401, 403, 422),
      },
    }),
    validate('json', dynamicsConnectRequestSchema),
    async (c) => {
      const principal = requirePrincipal(c);
      const request = c.req.valid('json');
      const access: DynamicsAccess = {
        tenantId: request.tenantId,
        clientId: request.clientId.toLowerCase(),
        environmentUrl: normalizeEnvironmentUrl(request.environmentUrl).toLowerCase(),
        credential:
          request.authMethod === 'secret'
            ? { kind: 'secret', clientSecret: request.clientSecret }
            : { kind: 'certificate', certificatePem: request.certificate, privateKeyPem: request.privateKey },
      };
      try {
        const verification = await (await dynamicsConnectorFor(c.var.deps, principal.user.id, access)).verify();
        if (!verification.ok) throw verification.error;
      } catch (error) {
        throw dynamicsFailure(error, 'dynamics_connect_failed', DYNAMICS_MESSAGES.connectFailed);
      }
      await dynamicsConnections(c).save(principal.user.id, access);
      return c.json(await describeConnection(c, principal.user.id));
    },
  )
  .delete(
    '/connection',
    describeRoute({
      tags: TAGS,
      summary: 'Disconnect Dynamics 365',
      description: "Deletes the caller's stored credentials. Answers the same whether or not there were any.",
      responses: { 200: jsonResponse('Disconnected', dynamicsConnectionSchema), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      await dynamicsConnections(c).remove(principal.user.id);
      return c.json(await describeConnection(c, principal.user.id));
    },
  )
  .get(
    '/demo-credentials',
    describeRoute({
      tags: TAGS,
      summary: "The embedded Dataverse sandbox's tenant and app registration",
      description: 'For the credentials screen to fill in with one click. 404 when the sandbox is turned off.',
      responses: {
        200: jsonResponse('Demo credentials', dynamicsDemoCredentialsSchema),
        ...errorResponses(401, 403, 404),
      },
    }),
    (c) => {
      const sandbox = c.var.deps.dynamicsSandbox;
      if (!sandbox)
        throw new ApiError(404, 'sandbox_disabled', 'The embedded Dataverse sandbox is turned off on this server.');
      const { tenantId, clientId, clientSecret, environmentUrl } = sandbox.tenant;
      return c.json({ tenantId, clientId, clientSecret, environmentUrl });
    },
  );
