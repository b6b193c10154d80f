import {
  type ReportSchedule,
  reportRunResultSchema,
  reportRunSchema,
  reportScheduleEditSchema,
  reportScheduleListSchema,
  reportScheduleNewSchema,
  reportScheduleSchema,
  savedSearchCreateResultSchema,
  savedSearchEditSchema,
  savedSearchNewSchema,
  savedSearchPageSchema,
  savedSearchViewSchema,
} from '@erp-agent/core';
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { requirePermission, requirePlatform, requirePrincipal } from '../../auth/authenticate.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import {
  NoteStore,
  type ReportStores,
  RunStore,
  readSavedSearchPage,
  readSavedSearchView,
  runAndRecord,
  runClaimed,
  type ScheduleRow,
  ScheduleStore,
} from '../../reports/index.ts';
import { INSTANCE_ID } from '../../reports/instance-id.ts';
import { connectedAccount } from '../netsuite/connected-connector.ts';
import { netsuiteFailure } from '../netsuite/netsuite-failure.ts';

const TAGS = ['NetSuite reports'];
const FAILURES =
  '409 when the caller has no NetSuite connection; NetSuite refused (422) or failed (502, 504 on a timeout), `reason` says what NetSuite answered.';

function stores(deps: AppDeps): ReportStores {
  const db = deps.database.db;
  return { runs: new RunStore(db), notes: new NoteStore(db), schedules: new ScheduleStore(db) };
}

const searchId = z.object({ id: z.string().regex(/^\d+$/, 'Not a saved search id') });
const scheduleId = z.object({ id: z.uuid('Not a schedule id') });
const runPage = z.object({
  pageSize: z.number().int().min(5).max(1000).default(50),
  pageIndex: z.number().int().min(0).default(0),
});
const statusChange = z.object({ status: z.enum(['active', 'paused']) });

async function describeSchedules(
  db: Database,
  runs: RunStore,
  rows: readonly ScheduleRow[],
): Promise<ReportSchedule[]> {
  const owners =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const nameOf = new Map(owners.map((owner) => [owner.id, owner.name]));
  const last = await runs.lastOfSchedules(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    searchId: row.searchId,
    searchTitle: row.searchTitle,
    frequency: row.frequency,
    timeOfDay: row.timeOfDay,
    recipients: row.recipients,
    format: row.format,
    status: row.status,
    nextRun: row.nextRunAt?.toISOString() ?? null,
    lastRun: last.get(row.id) ?? null,
    owner: nameOf.get(row.userId) ?? null,
  }));
}

/**
 * NETSUITE.REPORTS (docs/netsuite-sections.md): the account's saved searches with the runs the
 * product measured, RUN, and schedules kept here. Reading needs `erp:read`, running `reports:run`,
 * scheduling `reports:create`.
 */
export const reportsRouter = new Hono<AppEnv>()
  .use(requirePlatform('netsuite'))
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: "The account's saved searches",
      description: `Each with its category, owner, sharing, schedule and what its measured runs came to (LAST.RUN, RECORDS, AVG.RUNTIME). ${FAILURES}`,
      responses: { 200: jsonResponse('Saved searches', savedSearchPageSchema), ...errorResponses(401, 403, 409) },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const failed = ['netsuite_reports_failed', 'Failed to read the saved searches'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readSavedSearchPage(connector, stores(c.var.deps), accountId));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .post(
    '/searches/:id/run',
    describeRoute({
      tags: TAGS,
      summary: 'RUN a saved search',
      description: `A page of its rows; the run is timed and recorded, failed or not. ${FAILURES}`,
      responses: { 200: jsonResponse('Rows', reportRunResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requirePermission('reports:run'),
    validate('param', searchId),
    validate('json', runPage),
    async (c) => {
      const failed = ['saved_search_run_failed', 'Failed to run saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      try {
        const { result, run } = await runAndRecord(
          connector,
          stores(c.var.deps).runs,
          { accountId, searchId: c.req.valid('param').id, userId: requirePrincipal(c).user.id, trigger: 'manual' },
          c.req.valid('json'),
        );
        return c.json({
          columns: result.columns,
          rows: result.results.map((row) => row.values),
          totalResults: result.totalResults,
          pageIndex: result.pageIndex,
          pageCount: result.pageCount,
          run,
        });
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .post(
    '/searches',
    describeRoute({
      tags: TAGS,
      summary: 'NEW.SEARCH or USE.TEMPLATE: create a saved search',
      description: `Created in the account (\`search.create\`, then \`save\`) with its description kept here. ${FAILURES}`,
      responses: {
        201: jsonResponse('The new search', savedSearchCreateResultSchema),
        ...errorResponses(400, 401, 403, 409, 422),
      },
    }),
    requirePermission('reports:create'),
    validate('json', savedSearchNewSchema),
    async (c) => {
      const failed = ['saved_search_create_failed', 'Failed to create saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      const { definition, description } = c.req.valid('json');
      let created: { searchId: string; scriptId: string };
      try {
        created = await connector.bridge('savedSearch.create', { definition });
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      if (description)
        await stores(c.var.deps).notes.set(accountId, created.searchId, description, requirePrincipal(c).user.id);
      return c.json(created, 201);
    },
  )
  .get(
    '/searches/:id',
    describeRoute({
      tags: TAGS,
      summary: 'VIEW a saved search',
      description: `Its definition as the account holds it (\`search.load\`), its description and its latest measured runs. ${FAILURES}`,
      responses: {
        200: jsonResponse('The definition', savedSearchViewSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('erp:read'),
    validate('param', searchId),
    async (c) => {
      const failed = ['netsuite_reports_failed', 'Failed to read the saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      try {
        return c.json(await readSavedSearchView(connector, stores(c.var.deps), accountId, c.req.valid('param').id));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .patch(
    '/searches/:id',
    describeRoute({
      tags: TAGS,
      summary: 'EDIT a saved search',
      description: `Its name and sharing are changed in the account (\`search.load\`, then \`save\`); its description is kept here, since NetSuite gives a client none to write. ${FAILURES}`,
      responses: {
        200: jsonResponse('The definition', savedSearchViewSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('reports:create'),
    validate('param', searchId),
    validate('json', savedSearchEditSchema),
    async (c) => {
      const failed = ['saved_search_edit_failed', 'Failed to change the saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      const { id } = c.req.valid('param');
      const { title, shared, description } = c.req.valid('json');
      try {
        if (title !== undefined || shared !== undefined) {
          await connector.bridge('savedSearch.update', {
            searchId: id,
            ...(title === undefined ? {} : { title }),
            ...(shared === undefined ? {} : { public: shared }),
          });
        }
        const reportStores = stores(c.var.deps);
        if (description !== undefined)
          await reportStores.notes.set(accountId, id, description, requirePrincipal(c).user.id);
        return c.json(await readSavedSearchView(connector, reportStores, accountId, id));
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  )
  .get(
    '/schedules',
    describeRoute({
      tags: TAGS,
      summary: "The account's report schedules",
      responses: { 200: jsonResponse('Schedules', reportScheduleListSchema), ...errorResponses(401, 403, 409) },
    }),
    requirePermission('erp:read'),
    async (c) => {
      const { accountId } = await connectedAccount(c, 'netsuite_reports_failed', 'Failed to read the schedules');
      const { runs, schedules } = stores(c.var.deps);
      const rows = await schedules.list(accountId);
      return c.json({ schedules: await describeSchedules(c.var.deps.database.db, runs, rows) });
    },
  )
  .post(
    '/schedules',
    describeRoute({
      tags: TAGS,
      summary: 'Schedule a saved search',
      description: `Daily, weekly (Mondays) or monthly (the 1st) at a time of day in the server's zone. ${FAILURES}`,
      responses: {
        201: jsonResponse('The schedule', reportScheduleSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('reports:create'),
    validate('json', reportScheduleNewSchema),
    async (c) => {
      const failed = ['report_schedule_failed', 'Failed to schedule the saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      const input = c.req.valid('json');
      let title: string;
      try {
        title = (await connector.bridge('savedSearch.load', { searchId: input.searchId })).title;
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
      const { runs, schedules } = stores(c.var.deps);
      const row = await schedules.create({
        ...input,
        userId: requirePrincipal(c).user.id,
        accountId,
        searchTitle: title,
      });
      const [described] = await describeSchedules(c.var.deps.database.db, runs, [row]);
      return c.json(described, 201);
    },
  )
  .patch(
    '/schedules/:id',
    describeRoute({
      tags: TAGS,
      summary: 'CONFIG a schedule',
      description: 'Its name, frequency, time, recipients or format; a change of when counts the next run from now.',
      responses: {
        200: jsonResponse('The schedule', reportScheduleSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('reports:create'),
    validate('param', scheduleId),
    validate('json', reportScheduleEditSchema),
    async (c) => {
      const { accountId } = await connectedAccount(c, 'report_schedule_failed', 'Failed to change the schedule');
      const { runs, schedules } = stores(c.var.deps);
      const current = await schedules.get(accountId, c.req.valid('param').id);
      if (!current) throw notFound('The schedule');
      const row = await schedules.update(current, c.req.valid('json'));
      const [described] = await describeSchedules(c.var.deps.database.db, runs, [row]);
      return c.json(described);
    },
  )
  .patch(
    '/schedules/:id/status',
    describeRoute({
      tags: TAGS,
      summary: 'PAUSE or RESUME a schedule',
      description: 'Resuming counts the next run from now.',
      responses: {
        200: jsonResponse('The schedule', reportScheduleSchema),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requirePermission('reports:create'),
    validate('param', scheduleId),
    validate('json', statusChange),
    async (c) => {
      const { accountId } = await connectedAccount(c, 'report_schedule_failed', 'Failed to change the schedule');
      const { runs, schedules } = stores(c.var.deps);
      const current = await schedules.get(accountId, c.req.valid('param').id);
      if (!current) throw notFound('The schedule');
      const row = await schedules.setStatus(current, c.req.valid('json').status);
      const [described] = await describeSchedules(c.var.deps.database.db, runs, [row]);
      return c.json(described);
    },
  )
  .post(
    '/schedules/:id/run',
    describeRoute({
      tags: TAGS,
      summary: 'RUN.NOW',
      description:
        'Claims the schedule, runs its search once and records the run under it. A schedule that is running, or began a run in the last 10 seconds, answers 409 `schedule_running`: asks reaching several instances at about the same moment make one run.',
      responses: { 200: jsonResponse('The run', reportRunSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requirePermission('reports:run'),
    validate('param', scheduleId),
    async (c) => {
      const failed = ['saved_search_run_failed', 'Failed to run saved search'] as const;
      const { connector, accountId } = await connectedAccount(c, ...failed);
      const { runs, schedules } = stores(c.var.deps);
      const current = await schedules.get(accountId, c.req.valid('param').id);
      if (!current) throw notFound('The schedule');
      const claimed = await schedules.claim(current.id, INSTANCE_ID);
      if (!claimed)
        throw new ApiError(
          409,
          'schedule_running',
          `${current.name} is running or has just run; its run shows under LAST.RUN.`,
        );
      try {
        return c.json(
          await runClaimed(connector, { runs, schedules }, claimed, {
            userId: requirePrincipal(c).user.id,
            scheduled: false,
          }),
        );
      } catch (error) {
        throw netsuiteFailure(error, ...failed);
      }
    },
  );
