import { resolve } from 'node:path';
import { systemHealthSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { VERSION } from '../../version.ts';
import { databaseHealth } from '../health/database-health.ts';
import { diskFigures, hostFigures, processFigures } from './measure.ts';

/** The System Health screen's figures, measured on each request (001 section 2, made real). */
export const systemHealthRouter = new Hono<AppEnv>().get(
  '/health',
  describeRoute({
    tags: ['Health'],
    summary: 'Measured server figures',
    description:
      'Process CPU and memory, host load and memory, disk use of DATA_DIR, database round trip, uptime and version.',
    responses: { 200: jsonResponse('Figures', systemHealthSchema), ...errorResponses(401, 403) },
  }),
  requirePermission('system:read'),
  async (c) => {
    const { env, database } = c.var.deps;
    const [disk, db] = await Promise.all([diskFigures(resolve(env.DATA_DIR)), databaseHealth(database)]);
    return c.json({
      measuredAt: new Date().toISOString(),
      version: VERSION,
      process: processFigures(),
      host: hostFigures(),
      disk,
      database: db,
    });
  },
);
