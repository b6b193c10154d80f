import type {
  ErrorEnvelope,
  NetsuiteDemoCredentials,
  ReportRun,
  ReportRunResult,
  ReportSchedule,
  ReportScheduleList,
  SavedSearchPage,
  SavedSearchView,
} from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import { createLogger } from '../../lib/logger.ts';
import { RunStore, runDueSchedules } from '../../reports/index.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let analyst: Client;
let operator: Client;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  analyst = (await server.userWithRole('analyst', { platforms: ['netsuite'] })).client;
  operator = (await server.userWithRole('operator', { platforms: ['netsuite'] })).client;
  for (const client of [analyst, operator]) {
    const demo = (await client.request<NetsuiteDemoCredentials>('GET', '/functions/v1/netsuite/demo-credentials')).body;
    expect((await client.request('POST', '/functions/v1/netsuite/connect', { body: demo })).status).toBe(200);
  }
}, 120_000);
afterAll(() => server?.close());

const page = async () => (await analyst.request<SavedSearchPage>('GET', '/api/netsuite/reports')).body;

describe('NetSuite reports', () => {
  it('lists saved searches; a RUN is measured and recorded, and shows as LAST.RUN, RECORDS and AVG.RUNTIME', async () => {
    const before = await page();
    expect(before.searches.length).toBeGreaterThan(0);
    const search = before.searches[0];
    if (!search) throw new Error('The sandbox has no saved search');
    expect(search.lastRun).toBeNull();

    const ran = await analyst.request<ReportRunResult>('POST', `/api/netsuite/reports/searches/${search.id}/run`, {
      body: { pageSize: 10 },
    });
    expect(ran.status).toBe(200);
    expect(ran.body.rows.length).toBeLessThanOrEqual(10);
    expect(ran.body.run).toMatchObject({ status: 'ok', rows: ran.body.totalResults, trigger: 'manual' });

    const after = (await page()).searches.find((one) => one.id === search.id);
    expect(after).toMatchObject({
      status: 'active',
      records: ran.body.totalResults,
      avgRuntimeMs: ran.body.run.durationMs,
    });
    expect(after?.lastRun?.id).toBe(ran.body.run.id);
  });

  it('NEW.SEARCH creates a search in the account; VIEW reads its definition; EDIT renames, shares and describes it', async () => {
    const created = await analyst.request<{ searchId: string; scriptId: string }>(
      'POST',
      '/api/netsuite/reports/searches',
      {
        body: {
          definition: {
            title: 'Open invoices over 5000',
            recordType: 'transaction',
            filters: [
              { field: 'type', operator: 'anyof', values: ['CustInvc'] },
              { field: 'amount', operator: 'greaterthan', values: [5000] },
            ],
            columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'amount' }],
          },
          description: 'Large invoices still open',
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.scriptId).toBe('customsearch_open_invoices_over_5000');
    const path = `/api/netsuite/reports/searches/${created.body.searchId}`;

    const viewed = await analyst.request<SavedSearchView>('GET', path);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({
      title: 'Open invoices over 5000',
      recordType: 'transaction',
      shared: false,
      description: 'Large invoices still open',
      runs: [],
    });
    expect(viewed.body.columns.map((column) => column.name)).toEqual(['tranid', 'entity', 'amount']);
    expect(viewed.body.filters).toContainEqual({ field: 'amount', operator: 'greaterthan', values: [5000] });

    const edited = await analyst.request<SavedSearchView>('PATCH', path, {
      body: { title: 'Large open invoices', shared: true, description: 'Over 5000, for collections' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Large open invoices',
      shared: true,
      description: 'Over 5000, for collections',
    });
    const listed = (await page()).searches.find((one) => one.id === created.body.searchId);
    expect(listed).toMatchObject({
      title: 'Large open invoices',
      shared: true,
      description: 'Over 5000, for collections',
    });

    const refused = await operator.request<ErrorEnvelope>('PATCH', path, { body: { title: 'Mine now' } });
    expect(refused.status).toBe(403);
    const missing = await analyst.request<ErrorEnvelope>('GET', '/api/netsuite/reports/searches/999999');
    expect(missing.status).toBe(404);
  });

  it("NEW.SEARCH's criteria are kept with the search and applied when it runs; a field the record type lacks is refused in NetSuite's words", async () => {
    const created = await analyst.request<{ searchId: string }>('POST', '/api/netsuite/reports/searches', {
      body: {
        definition: {
          title: 'Customer names starting with A',
          recordType: 'customer',
          filters: [
            { field: 'companyname', operator: 'startswith', values: ['A'] },
            { field: 'isinactive', operator: 'is', values: ['F'] },
          ],
          columns: [{ name: 'entityid' }, { name: 'companyname' }, { name: 'isinactive' }],
        },
      },
    });
    expect(created.status).toBe(201);
    const viewed = await analyst.request<SavedSearchView>(
      'GET',
      `/api/netsuite/reports/searches/${created.body.searchId}`,
    );
    expect(viewed.body.filters).toEqual([
      { field: 'companyname', operator: 'startswith', values: ['A'] },
      { field: 'isinactive', operator: 'is', values: ['F'] },
    ]);
    const ran = await analyst.request<ReportRunResult>(
      'POST',
      `/api/netsuite/reports/searches/${created.body.searchId}/run`,
      { body: { pageSize: 1000 } },
    );
    expect(ran.status).toBe(200);
    expect(ran.body.totalResults).toBeGreaterThan(0);
    for (const row of ran.body.rows) {
      expect(String(row.companyname).toUpperCase().startsWith('A')).toBe(true);
      expect(row.isinactive).toBe(false);
    }
    // The same search without criteria finds more: the criteria were applied, not ignored.
    const unfiltered = await analyst.request<{ searchId: string }>('POST', '/api/netsuite/reports/searches', {
      body: {
        definition: { title: 'Every customer', recordType: 'customer', columns: [{ name: 'entityid' }] },
      },
    });
    const all = await analyst.request<ReportRunResult>(
      'POST',
      `/api/netsuite/reports/searches/${unfiltered.body.searchId}/run`,
      { body: { pageSize: 5 } },
    );
    expect(all.body.totalResults).toBeGreaterThan(ran.body.totalResults);

    const refused = await analyst.request<ErrorEnvelope>('POST', '/api/netsuite/reports/searches', {
      body: {
        definition: {
          title: 'Customers by document number',
          recordType: 'customer',
          filters: [{ field: 'tranid', operator: 'is', values: ['SO100'] }],
          columns: [{ name: 'entityid' }],
        },
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('saved_search_create_failed');
    expect(refused.body.reason).toContain('An nlobjSearchFilter contains invalid search criteria: tranid.');
  });

  it('refuses RUN to a role without reports:run', async () => {
    const [search] = (await page()).searches;
    const refused = await operator.request<ErrorEnvelope>('POST', `/api/netsuite/reports/searches/${search?.id}/run`, {
      body: {},
    });
    expect(refused.status).toBe(403);
  });

  it('schedules a search, pauses and resumes it, and RUN.NOW asked twice at once runs it once', async () => {
    const [search] = (await page()).searches;
    const created = await analyst.request<ReportSchedule>('POST', '/api/netsuite/reports/schedules', {
      body: {
        searchId: search?.id,
        frequency: 'Daily',
        timeOfDay: '07:30',
        recipients: ['cfo@example.com'],
        format: 'PDF',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', searchTitle: search?.title, lastRun: null });
    expect(created.body.nextRun).not.toBeNull();
    const path = `/api/netsuite/reports/schedules/${created.body.id}`;

    const paused = await analyst.request<ReportSchedule>('PATCH', `${path}/status`, { body: { status: 'paused' } });
    expect(paused.body).toMatchObject({ status: 'paused', nextRun: null });
    const listed = await analyst.request<ReportScheduleList>('GET', '/api/netsuite/reports/schedules');
    expect(listed.body.schedules.find((one) => one.id === created.body.id)?.status).toBe('paused');
    const resumed = await analyst.request<ReportSchedule>('PATCH', `${path}/status`, { body: { status: 'active' } });
    expect(resumed.body.nextRun).not.toBeNull();

    // CONFIG: a new time and recipients, kept and read back; the next run moves to the new time.
    const configured = await analyst.request<ReportSchedule>('PATCH', path, {
      body: { frequency: 'Weekly', timeOfDay: '18:15', recipients: ['cfo@example.com', 'ar@example.com'] },
    });
    expect(configured.status).toBe(200);
    expect(configured.body).toMatchObject({ frequency: 'Weekly', timeOfDay: '18:15', format: 'PDF' });
    expect(configured.body.recipients).toEqual(['cfo@example.com', 'ar@example.com']);
    expect(new Date(configured.body.nextRun ?? '').getHours()).toBe(18);
    const badTime = await analyst.request<ErrorEnvelope>('PATCH', path, { body: { timeOfDay: '25:00' } });
    expect(badTime.status).toBe(400);

    const runs = await Promise.all([
      analyst.request<ReportRun & ErrorEnvelope>('POST', `${path}/run`),
      analyst.request<ReportRun & ErrorEnvelope>('POST', `${path}/run`),
    ]);
    expect(runs.map((run) => run.status).sort()).toEqual([200, 409]);
    expect(runs.find((run) => run.status === 409)?.body.code).toBe('schedule_running');
    expect(await new RunStore(server.database.db).countForSchedule(created.body.id)).toBe(1);
    // An ask arriving just after the run (another instance, a second click) makes no second run.
    const late = await analyst.request<ErrorEnvelope>('POST', `${path}/run`);
    expect(late.status).toBe(409);
    expect(await new RunStore(server.database.db).countForSchedule(created.body.id)).toBe(1);
    await server.database.db
      .update(reportSchedules)
      .set({ lastRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, created.body.id));
    expect((await analyst.request<ReportRun>('POST', `${path}/run`)).status).toBe(200);
    expect(await new RunStore(server.database.db).countForSchedule(created.body.id)).toBe(2);
  });

  it('the scheduler runs a due schedule once, however many instances look, and moves its next run on', async () => {
    const [search] = (await page()).searches;
    const created = await analyst.request<ReportSchedule>('POST', '/api/netsuite/reports/schedules', {
      body: {
        searchId: search?.id,
        frequency: 'Weekly',
        timeOfDay: '06:00',
        recipients: ['ops@example.com'],
        format: 'Excel',
      },
    });
    const db = server.database.db;
    await db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, created.body.id));
    const deps: AppDeps = {
      env: server.env,
      database: server.database,
      principals: server.services.principals,
      credentialCipher: server.services.credentialCipher,
      keys: server.services.keys,
      logger: createLogger(server.env),
      ...(server.services.sandbox ? { sandbox: server.services.sandbox.deps } : {}),
    };
    const ran = await Promise.all([runDueSchedules(deps, 'instance-a'), runDueSchedules(deps, 'instance-b')]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await new RunStore(db).countForSchedule(created.body.id)).toBe(1);
    const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, created.body.id));
    expect(row?.nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    expect(row?.nextRunAt?.getDay()).toBe(1);
    expect(row?.claimedUntil).toBeNull();
    expect(await runDueSchedules(deps, 'instance-a')).toBe(0);
  });
});
