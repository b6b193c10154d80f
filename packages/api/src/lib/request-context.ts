import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';

/**
 * Gives every request its dependencies and a child logger bound to its request id, and writes
 * one access-log line when it is done.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = deps.logger.child({ requestId: c.var.requestId });
    c.set('deps', deps);
    c.set('log', log);
    c.set('principal', undefined);
    await next();
    log.info(
      {
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
