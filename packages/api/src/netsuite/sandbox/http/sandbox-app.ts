import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { INTEGRATIONS_EXTENSION_PATH } from '../../sandbox-extensions.ts';
import { SDF_EXTENSION_PATH } from '../../sdf/index.ts';
import { RESTLET_MOUNT, restletRouter } from '../bridge/index.ts';
import { FAULTS_PATH, faultInjection, faultsRouter } from '../faults/index.ts';
import { integrationsRouter } from '../integrations/integrations-router.ts';
import { oauth2Router } from '../oauth2/oauth2-router.ts';
import { recordRouter } from '../records/index.ts';
import { sdfRouter } from '../sdf/sdf-router.ts';
import { suiteqlRouter } from '../suiteql/index.ts';
import { authenticationGuard } from './authentication-guard.ts';
import { NetsuiteError, netsuiteErrorResponse } from './netsuite-error.ts';
import type { SandboxDeps, SandboxEnv } from './sandbox-env.ts';

/** Where the main API mounts the sandbox; its REST paths follow, as under a NetSuite host. */
export const SANDBOX_PREFIX = '/netsuite-sandbox';

/**
 * The NetSuite-compatible sandbox as its own Hono app, its paths under `basePath`: the API
 * forwards `SANDBOX_PREFIX` to it, and it is served alone at the root. Its OAuth 2.0 endpoints
 * stand before the guard; every other route takes Token-Based Authentication or an OAuth 2.0
 * bearer token, and every error, a path it does not serve included, leaves in NetSuite's envelope.
 */
export function createSandboxApp(deps: SandboxDeps, basePath = '/') {
  const app = new Hono<SandboxEnv>().basePath(basePath);
  app.onError((error, c) => {
    if (error instanceof NetsuiteError) return netsuiteErrorResponse(c, error);
    if (error instanceof HTTPException && error.status === 413) {
      return netsuiteErrorResponse(c, new NetsuiteError(413, 'INVALID_CONTENT', 'The request body is too large.'));
    }
    (c.get('sandbox') ?? deps).logger.error({ err: error }, 'sandbox request failed');
    return netsuiteErrorResponse(
      c,
      new NetsuiteError(500, 'UNEXPECTED_ERROR', 'An unexpected error occurred. Error ID: sandbox'),
    );
  });
  app.notFound((c) =>
    netsuiteErrorResponse(
      c,
      new NetsuiteError(404, 'NONEXISTENT_ID', `The requested resource ${new URL(c.req.url).pathname} was not found.`),
    ),
  );
  app.use(async (c, next) => {
    const requestId = c.env?.requestId;
    c.set('sandbox', requestId ? { ...deps, logger: deps.logger.child({ requestId }) } : deps);
    await next();
  });
  if (deps.faults) {
    app.route(FAULTS_PATH, faultsRouter(deps.faults));
    app.use(faultInjection(deps.faults, basePath));
  }
  // Before the guard: these endpoints authenticate the user (consent) or the client themselves.
  app.route('/', oauth2Router());
  app.use(authenticationGuard);
  app.route('/services/rest/record/v1', recordRouter());
  app.route(RESTLET_MOUNT, restletRouter());
  app.route('/services/rest/query/v1', suiteqlRouter());
  app.route(SDF_EXTENSION_PATH, sdfRouter());
  app.route(INTEGRATIONS_EXTENSION_PATH, integrationsRouter());
  return app;
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;
