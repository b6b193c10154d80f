import {
  DASHBOARD_PERIOD_DAYS,
  dashboardSchema,
  environmentListSchema,
  taskListQuerySchema,
  taskListSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePrincipal, requireSignedIn } from '../../auth/authenticate.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { activityOf } from './activity-query.ts';
import { environmentsOf } from './environments.ts';
import { recentTasks, taskStats } from './task-queries.ts';

const TAGS = ['Dashboard'];
/** Recent tasks and timeline entries the dashboard shows. */
const RECENT_LIMIT = 5;
const ACTIVITY_LIMIT = 10;

/** SYSTEM.DASHBOARD (000 section 2): the signed-in user's own tasks, activity and environments. */
export const dashboardRouter = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'Your task figures, recent tasks and activity',
      description: `Task counts of the last ${DASHBOARD_PERIOD_DAYS} days against the ${DASHBOARD_PERIOD_DAYS} before, from the agent's recorded tool calls and confirmations; your ${RECENT_LIMIT} newest tasks; your activity timeline.`,
      responses: { 200: jsonResponse('The dashboard', dashboardSchema), ...errorResponses(401) },
    }),
    async (c) => {
      const userId = requirePrincipal(c).user.id;
      const { db } = c.var.deps.database;
      const [stats, recent, activity] = await Promise.all([
        taskStats(db, userId, DASHBOARD_PERIOD_DAYS),
        recentTasks(db, userId, DASHBOARD_PERIOD_DAYS, RECENT_LIMIT),
        activityOf(db, userId, ACTIVITY_LIMIT),
      ]);
      return c.json({ stats, recentTasks: recent.tasks, activity });
    },
  )
  .get(
    '/tasks',
    describeRoute({
      tags: TAGS,
      summary: 'Your tasks of the period',
      description: `Newest first, at most \`limit\`, of the last ${DASHBOARD_PERIOD_DAYS} days; \`total\` counts them all.`,
      responses: { 200: jsonResponse('Tasks', taskListSchema), ...errorResponses(400, 401) },
    }),
    validate('query', taskListQuerySchema),
    async (c) => {
      const { limit } = c.req.valid('query');
      const userId = requirePrincipal(c).user.id;
      return c.json(await recentTasks(c.var.deps.database.db, userId, DASHBOARD_PERIOD_DAYS, limit));
    },
  )
  .get(
    '/environments',
    describeRoute({
      tags: TAGS,
      summary: 'Your ERP environments, checked live',
      description:
        'Each platform you may reach: your NetSuite connection checked with one signed call (online, offline with the reason), its account, since when and your last task on it.',
      responses: { 200: jsonResponse('Environments', environmentListSchema), ...errorResponses(401) },
    }),
    async (c) => c.json({ environments: await environmentsOf(c.var.deps, requirePrincipal(c)) }),
  );
