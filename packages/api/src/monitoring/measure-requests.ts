import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/app-env.ts';
import { serverMonitor } from './server-monitor.ts';

/**
 * Counts every request this process answers, with its duration and status, for the System
 * Health screen; a 5xx answer is also an event of its log, with the request id to find its lines.
 */
export const measureRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const { status } = c.res;
  serverMonitor.requests.record(performance.now() - started, status);
  if (status >= 500) {
    serverMonitor.events.add({
      level: 'error',
      source: 'requests',
      message: `${c.req.method} ${c.req.path} answered ${status} (request ${c.get('requestId')})`,
    });
  }
});
