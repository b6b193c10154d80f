import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';

/**
 * Gives every request its dependencies, and writes one access-log line, carrying the request
 * id, when it is done.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('principal', undefined);
    await next();
    deps.logger.info(
      {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.var.principal?.user.id,
      },
      'request',
    );
  });
}
