import { resolve } from 'node:path';
import { gaugeOverrideSchema, systemEventsSchema, systemHealthSchema, systemServicesSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { databaseEvents } from '../../monitoring/database-events.ts';
import { serverMonitor } from '../../monitoring/server-monitor.ts';
import { checkServices } from '../../monitoring/service-checks.ts';
import { gaugesFor, sampleSystem } from '../../monitoring/system-sample.ts';
import { VERSION } from '../../version.ts';
import { databaseHealth } from '../health/database-health.ts';

/** How many events the log shows. */
const EVENT_LIMIT = 50;

/** The System Health screen's figures (001 section 2), measured, never simulated. */
export const systemHealthRouter = new Hono<AppEnv>()
  .get(
    '/health',
    describeRoute({
      tags: ['Health'],
      summary: 'Measured server figures',
      description:
        'Process CPU and memory, host CPU, memory and network, disk use of DATA_DIR, database round trip, the four gauges with their status and trend, and the requests this instance served over recent minutes (rate, 5xx rate, p95 latency).',
      responses: { 200: jsonResponse('Figures', systemHealthSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('system:read'),
    async (c) => {
      const { env, database } = c.var.deps;
      const [sample, db] = await Promise.all([sampleSystem(resolve(env.DATA_DIR)), databaseHealth(database)]);
      serverMonitor.noteDatabase(db.status, db.error);
      return c.json({
        measuredAt: new Date().toISOString(),
        version: VERSION,
        ...sample,
        database: db,
        gauges: gaugesFor(sample, serverMonitor.gaugeOverride),
        requests: serverMonitor.requests.snapshot(),
      });
    },
  )
  .get(
    '/services',
    describeRoute({
      tags: ['Health'],
      summary: 'Services the server depends on',
      description:
        'The database, the NetSuite connector (the embedded sandbox, or your own connection to a real account) and the LLM endpoint when one is configured, each checked with one real call and timed.',
      responses: { 200: jsonResponse('Services', systemServicesSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('system:read'),
    async (c) => c.json({ services: await checkServices(c.var.deps, requirePrincipal(c).user.id) }),
  )
  .get(
    '/events',
    describeRoute({
      tags: ['Health'],
      summary: 'Server event log',
      description:
        "Newest first: sign-ins, the agent's failed tool calls, settings changes and NetSuite connections from the database, with this instance's own starts, database outages and 5xx answers.",
      responses: { 200: jsonResponse('Events', systemEventsSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('system:read'),
    async (c) => {
      const shared = await databaseEvents(c.var.deps.database.db, EVENT_LIMIT);
      const events = [...shared, ...serverMonitor.events.list(EVENT_LIMIT)]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, EVENT_LIMIT);
      return c.json({ events });
    },
  )
  .put(
    '/test-figures',
    describeRoute({
      tags: ['Health'],
      summary: 'Set gauge percentages (tests only)',
      description:
        'Served only when NODE_ENV is `test` (404 otherwise): the percentages given replace the measured ones in the gauges until an empty object clears them.',
      responses: { 204: { description: 'Set' }, ...errorResponses(400, 401, 403, 404) },
    }),
    requirePermission('settings:manage'),
    validate('json', gaugeOverrideSchema),
    (c) => {
      if (c.var.deps.env.NODE_ENV !== 'test') throw notFound('This endpoint');
      serverMonitor.gaugeOverride = c.req.valid('json');
      return c.body(null, 204);
    },
  );
