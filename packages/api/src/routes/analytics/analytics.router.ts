import { analyticsQuerySchema, analyticsSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { analyticsFor } from './analytics-queries.ts';

/** The Analytics screen (001 section 2): figures of a period, computed from what the database recorded. */
export const analyticsRouter = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    tags: ['Analytics'],
    summary: 'Usage and automation figures of a period',
    description:
      'Periods 24h, 7d (default), 30d and 90d, each against the period before: tasks (tool calls and writes awaiting confirmation), success rate, active users, conversations, sessions; per-platform figures; engagement, automation and health; hourly (24h) or daily buckets for the charts; the latest tasks. `user` narrows every figure to one user.',
    responses: { 200: jsonResponse('Figures', analyticsSchema), ...errorResponses(400, 401, 403) },
  }),
  requirePermission('analytics:read'),
  validate('query', analyticsQuerySchema),
  async (c) => {
    const { period, user } = c.req.valid('query');
    return c.json(await analyticsFor(c.var.deps.database.db, period, user));
  },
);
