import { createMiddleware } from 'hono/factory';
import { bearerGuard } from './bearer-guard.ts';
import type { SandboxEnv } from './sandbox-env.ts';
import { tbaGuard } from './tba-guard.ts';

const BEARER = /^bearer /i;

/** NetSuite takes either on REST and RESTlets: an OAuth 2.0 bearer token, or a TBA signature. */
export const authenticationGuard = createMiddleware<SandboxEnv>((c, next) =>
  BEARER.test(c.req.header('Authorization') ?? '') ? bearerGuard(c, next) : tbaGuard(c, next),
);
