import { healthResponseSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../lib/app-env.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { VERSION } from '../../version.ts';
import { databaseHealth } from './database-health.ts';

/** `GET /healthz`: 200 while the server can serve, 503 while its database cannot be reached. */
export const healthRouter = new Hono<AppEnv>().get(
  '/healthz',
  describeRoute({
    tags: ['Health'],
    summary: 'Liveness and database status',
    responses: {
      200: jsonResponse('Serving', healthResponseSchema),
      503: jsonResponse('The database cannot be reached', healthResponseSchema),
    },
  }),
  async (c) => {
    const database = await databaseHealth(c.var.deps.database);
    const up = database.status === 'up';
    return c.json(
      { status: up ? 'ok' : 'degraded', version: VERSION, uptimeSeconds: Math.round(process.uptime()), database },
      up ? 200 : 503,
    );
  },
);
