import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorEnvelope, ReportRun, ReportSchedule, SavedSearchPage } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { RunStore } from '../../reports/index.ts';
import { type SpawnedServer, spawnServer } from '../../test/spawn-server.ts';
import { freshPostgresDatabase } from '../../test/test-server.ts';

/**
 * Issue #18's "a schedule's RUN.NOW recorded once with two API instances": two API processes on
 * one PostgreSQL database each receive RUN.NOW for the same schedule at the same moment. The
 * schedule's claim is one conditional UPDATE, so one of them runs the search and records the run,
 * and the other answers 409 `schedule_running`. Each process serves a sandbox of its own, both
 * derived from one SECRET_KEY, so the connection made on one works on the other, with the same
 * saved searches.
 */
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const SECRET_KEY = 'reports-multi-instance-secret-key-0123456789';
const PASSWORD = 'Run-Now-Twice-Pass-1';

let first: SpawnedServer;
let second: SpawnedServer;
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle | undefined;
const dataDirs: string[] = [];
let cookie = '';

async function send<T>(
  instance: SpawnedServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.get('set-cookie');
  if (set?.startsWith('erp_session=')) cookie = set.split(';')[0] ?? '';
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

const launch = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-run-now-'));
  dataDirs.push(dataDir);
  return spawnServer(
    MAIN,
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SECRET_KEY,
      ADMIN_PASSWORD: PASSWORD,
      NETSUITE_SANDBOX: 'true',
      NETSUITE_SANDBOX_SCALE: '100',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    '/healthz',
  );
};

beforeAll(async () => {
  database = await freshPostgresDatabase();
  first = await launch();
  second = await launch();
  expect((await send(first, 'POST', '/api/auth/login', { username: 'admin', password: PASSWORD })).status).toBe(200);
  await send(first, 'POST', '/api/auth/password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}-Changed` });
  const demo = await send<unknown>(first, 'GET', '/functions/v1/netsuite/demo-credentials');
  expect((await send(first, 'POST', '/functions/v1/netsuite/connect', demo.body)).status).toBe(200);
  handle = await openDatabase({ url: database.url });
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await handle?.close();
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('RUN.NOW on two API instances', () => {
  it('asked of both at the same moment, runs the schedule once: the other answers 409 schedule_running', async () => {
    const [search] = (await send<SavedSearchPage>(second, 'GET', '/api/netsuite/reports')).body.searches;
    if (!search) throw new Error('the sandbox has no saved search');
    // Twelve hours away, so neither instance's scheduler finds it due during the test.
    const hour = String((new Date().getHours() + 12) % 24).padStart(2, '0');
    const created = await send<ReportSchedule>(first, 'POST', '/api/netsuite/reports/schedules', {
      searchId: search.id,
      frequency: 'Daily',
      timeOfDay: `${hour}:00`,
      recipients: ['cfo@example.com'],
      format: 'Excel',
    });
    expect(created.status).toBe(201);
    const path = `/api/netsuite/reports/schedules/${created.body.id}/run`;

    const answers = await Promise.all([
      send<ReportRun & ErrorEnvelope>(first, 'POST', path),
      send<ReportRun & ErrorEnvelope>(second, 'POST', path),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('schedule_running');
    expect(answers.find((answer) => answer.status === 200)?.body).toMatchObject({ status: 'ok', trigger: 'schedule' });
    if (!handle) throw new Error('the test database is not open');
    expect(await new RunStore(handle.db).countForSchedule(created.body.id)).toBe(1);

    const listed = await send<{ schedules: ReportSchedule[] }>(second, 'GET', '/api/netsuite/reports/schedules');
    const ran = answers.find((answer) => answer.status === 200)?.body;
    expect(listed.body.schedules.find((one) => one.id === created.body.id)?.lastRun?.id).toBe(ran?.id);
  });
});
