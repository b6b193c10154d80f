import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DATAVERSE_CODES, DataverseError, dataverseErrorResponse } from './dataverse-error.ts';
import type { DynamicsSandboxDeps, DynamicsSandboxEnv } from './sandbox-env.ts';
import { tokenRouter } from './token-router.ts';
import { WEB_API_PATH, webApiRouter } from './web-api-router.ts';

/** Where the main API mounts the Dataverse sandbox. */
export const DYNAMICS_SANDBOX_PREFIX = '/dynamics-sandbox';

/**
 * The Dataverse sandbox as its own Hono app under `basePath`: an Entra ID-shaped token endpoint
 * at `/<tenant>/oauth2/v2.0/token` and the Web API at `/api/data/v9.2/`, every error in
 * Dataverse's envelope (Entra's own for the token endpoint).
 */
export function createDynamicsSandboxApp(deps: DynamicsSandboxDeps, basePath = '/') {
  const app = new Hono<DynamicsSandboxEnv>().basePath(basePath);
  app.onError((error, c) => {
    if (error instanceof DataverseError) return dataverseErrorResponse(c, error);
    if (error instanceof HTTPException && error.status === 413) {
      return dataverseErrorResponse(
        c,
        new DataverseError(413, DATAVERSE_CODES.payloadError, 'The request body is too large.'),
      );
    }
    deps.logger.error({ err: error }, 'Dataverse sandbox request failed');
    return dataverseErrorResponse(
      c,
      new DataverseError(500, DATAVERSE_CODES.unexpected, 'An unexpected error occurred.'),
    );
  });
  app.notFound((c) =>
    dataverseErrorResponse(
      c,
      new DataverseError(
        404,
        DATAVERSE_CODES.queryError,
        `Resource not found for the segment '${new URL(c.req.url).pathname}'.`,
      ),
    ),
  );
  app.use(async (c, next) => {
    const requestId = c.env?.requestId;
    c.set('sandbox', requestId ? { ...deps, logger: deps.logger.child({ requestId }) } : deps);
    await next();
  });
  app.route('/', tokenRouter());
  app.route(WEB_API_PATH, webApiRouter());
  return app;
}

export type DynamicsSandboxApp = ReturnType<typeof createDynamicsSandboxApp>;
