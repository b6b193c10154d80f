import {
  ANALYTICS_PERIOD_SHAPE,
  type Analytics,
  type AnalyticsPeriod,
  PLATFORMS,
  type PlatformFigures,
} from '@erp-agent/core';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { TASKS, taskRow, toTask } from '../dashboard/task-queries.ts';

const HOUR_MS = 60 * 60 * 1000;
const timestamp = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
const count = z.number();
const maybe = z.number().nullable();

/** A percentage to one decimal, or null when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

interface Window {
  readonly from: Date;
  readonly previousFrom: Date;
  readonly to: Date;
  /** `user_id = ...`, or true for everyone. */
  readonly user: (column: SQL) => SQL;
}

/** Tool calls' platform, by the tool's prefix (SuiteCloud's `sdf_` is NetSuite's). */
const PLATFORM_OF_TOOL = sql`case when tool like 'ns\\_%' or tool like 'sdf\\_%' then 'netsuite'
  when tool like 'd365\\_%' then 'dynamics' when tool like 'sap\\_%' then 'sap' end`;

async function kpis(db: Database, w: Window): Promise<Analytics['kpis']> {
  const current = sql`at >= ${timestamp(w.from)}`;
  const before = sql`at < ${timestamp(w.from)}`;
  const inBoth = sql`at >= ${timestamp(w.previousFrom)} and at <= ${timestamp(w.to)}`;
  const [tasks] = await queryRows(
    db,
    sql`with ${TASKS}
      select count(*) filter (where ${current})::int as tasks,
             count(*) filter (where ${before})::int as tasks_before,
             count(*) filter (where ${current} and status = 'completed')::int as completed,
             count(*) filter (where ${before} and status = 'completed')::int as completed_before,
             count(*) filter (where ${current} and status = 'failed')::int as failed,
             count(*) filter (where ${before} and status = 'failed')::int as failed_before,
             avg(duration_ms) filter (where ${current})::float8 as avg_ms,
             avg(duration_ms) filter (where ${before})::float8 as avg_ms_before
        from tasks where ${w.user(sql`user_id`)} and ${inBoth}`,
    z.object({
      tasks: count,
      tasks_before: count,
      completed: count,
      completed_before: count,
      failed: count,
      failed_before: count,
      avg_ms: maybe,
      avg_ms_before: maybe,
    }),
  );
  const [people] = await queryRows(
    db,
    sql`with activity as (
          select user_id, created_at as at from tool_calls where user_id is not null
          union all select user_id, created_at from sessions
          union all select user_id, created_at from conversations where user_id is not null
        )
      select count(distinct user_id) filter (where ${current})::int as active,
             count(distinct user_id) filter (where ${before})::int as active_before,
             (select count(*) from conversations where ${w.user(sql`user_id`)}
                and created_at >= ${timestamp(w.from)} and created_at <= ${timestamp(w.to)})::int as conversations,
             (select count(*) from conversations where ${w.user(sql`user_id`)}
                and created_at >= ${timestamp(w.previousFrom)} and created_at < ${timestamp(w.from)})::int
               as conversations_before,
             (select count(*) from sessions where ${w.user(sql`user_id`)}
                and created_at >= ${timestamp(w.from)} and created_at <= ${timestamp(w.to)})::int as sessions,
             (select count(*) from sessions where ${w.user(sql`user_id`)}
                and created_at >= ${timestamp(w.previousFrom)} and created_at < ${timestamp(w.from)})::int
               as sessions_before
        from activity where ${w.user(sql`user_id`)} and ${inBoth}`,
    z.object({
      active: count,
      active_before: count,
      conversations: count,
      conversations_before: count,
      sessions: count,
      sessions_before: count,
    }),
  );
  if (!tasks || !people) throw new Error('an aggregate query returned no row');
  return {
    tasks: { current: tasks.tasks, previous: tasks.tasks_before },
    successRatePercent: {
      current: percent(tasks.completed, tasks.completed + tasks.failed),
      previous: percent(tasks.completed_before, tasks.completed_before + tasks.failed_before),
    },
    activeUsers: { current: people.active, previous: people.active_before },
    conversations: { current: people.conversations, previous: people.conversations_before },
    sessions: { current: people.sessions, previous: people.sessions_before },
    avgTaskMs: { current: rounded(tasks.avg_ms), previous: rounded(tasks.avg_ms_before) },
  };
}

async function platforms(db: Database, w: Window): Promise<PlatformFigures[]> {
  const [byPlatform, access] = await Promise.all([
    queryRows(
      db,
      sql`with ${TASKS}
        select ${PLATFORM_OF_TOOL} as platform,
               count(*)::int as tasks,
               count(*) filter (where status = 'completed')::int as completed,
               count(*) filter (where status = 'failed')::int as failed,
               avg(duration_ms)::float8 as avg_ms
          from tasks
         where ${w.user(sql`user_id`)} and at >= ${timestamp(w.from)} and at <= ${timestamp(w.to)}
         group by 1`,
      z.object({ platform: z.string().nullable(), tasks: count, completed: count, failed: count, avg_ms: maybe }),
    ),
    queryRows(
      db,
      sql`select p.platform,
                 (select count(*) from users u where u.status = 'active'
                     and (u.role = 'admin' or p.platform = any(u.platforms)))::int as users,
                 case when p.platform = 'netsuite'
                      then (select count(*) from netsuite_connections where ${w.user(sql`user_id`)})
                      else 0 end::int as connections
            from unnest(array['netsuite', 'dynamics', 'sap']) as p(platform)`,
      z.object({ platform: z.string(), users: count, connections: count }),
    ),
  ]);
  return PLATFORMS.map((platform) => {
    const figures = byPlatform.find((row) => row.platform === platform);
    const reach = access.find((row) => row.platform === platform);
    const completed = figures?.completed ?? 0;
    const failed = figures?.failed ?? 0;
    return {
      platform,
      tasks: figures?.tasks ?? 0,
      completed,
      failed,
      successRatePercent: percent(completed, completed + failed),
      avgTaskMs: rounded(figures?.avg_ms ?? null),
      usersWithAccess: reach?.users ?? 0,
      connections: reach?.connections ?? 0,
    };
  });
}

async function engagementAutomationHealth(
  db: Database,
  w: Window,
): Promise<Pick<Analytics, 'engagement' | 'automation' | 'health'>> {
  const inPeriod = (column: SQL) => sql`${column} >= ${timestamp(w.from)} and ${column} <= ${timestamp(w.to)}`;
  const [row] = await queryRows(
    db,
    sql`select
        (select count(*) from conversation_messages m join conversations c on c.id = m.conversation_id
          where m.role = 'user' and ${w.user(sql`c.user_id`)} and ${inPeriod(sql`m.created_at`)})::int as messages,
        (select count(distinct m.conversation_id) from conversation_messages m
           join conversations c on c.id = m.conversation_id
          where m.role = 'user' and ${w.user(sql`c.user_id`)} and ${inPeriod(sql`m.created_at`)})::int
          as talked_in,
        (select count(*) from sessions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)})::int as sessions,
        (select count(distinct user_id) from sessions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)})::int
          as signed_in,
        (select count(*) from pending_actions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)})::int
          as proposed,
        (select count(*) from pending_actions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and status in ('running', 'done', 'failed'))::int as confirmed,
        (select count(*) from pending_actions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and status = 'cancelled')::int as cancelled,
        (select count(*) from pending_actions where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and (status = 'superseded' or (status = 'pending' and expires_at <= now())))::int as lapsed,
        (select count(*) from tool_calls where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and outcome in ('ok', 'error'))::int as ran,
        (select count(*) from tool_calls where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and outcome = 'error')::int as errors,
        (select count(*) from tool_calls where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)}
            and outcome = 'refused')::int as refused,
        (select percentile_cont(0.95) within group (order by duration_ms) from tool_calls
          where ${w.user(sql`user_id`)} and ${inPeriod(sql`created_at`)} and outcome in ('ok', 'error'))::float8 as p95`,
    z.object({
      messages: count,
      talked_in: count,
      sessions: count,
      signed_in: count,
      proposed: count,
      confirmed: count,
      cancelled: count,
      lapsed: count,
      ran: count,
      errors: count,
      refused: count,
      p95: maybe,
    }),
  );
  if (!row) throw new Error('an aggregate query returned no row');
  const decided = row.confirmed + row.cancelled + row.lapsed;
  return {
    engagement: {
      messages: row.messages,
      messagesPerConversation: row.talked_in > 0 ? Math.round((row.messages / row.talked_in) * 10) / 10 : null,
      sessions: row.sessions,
      activeUsers: row.signed_in,
    },
    automation: {
      proposed: row.proposed,
      confirmed: row.confirmed,
      cancelled: row.cancelled,
      lapsed: row.lapsed,
      confirmationRatePercent: percent(row.confirmed, decided),
    },
    health: { errorRatePercent: percent(row.errors, row.ran), refused: row.refused, p95TaskMs: rounded(row.p95) },
  };
}

async function series(db: Database, w: Window, bucket: 'hour' | 'day'): Promise<Analytics['series']> {
  const unit = sql.raw(`'${bucket}'`);
  const step = sql.raw(`'1 ${bucket}'`);
  const rows = await queryRows(
    db,
    sql`with ${TASKS},
      buckets as (
        select generate_series(date_trunc(${unit}, ${timestamp(w.from)}), date_trunc(${unit}, ${timestamp(w.to)}),
                               ${step}::interval) as at
      ),
      task_counts as (
        select date_trunc(${unit}, at) as at,
               count(*) filter (where status = 'completed')::int as completed,
               count(*) filter (where status = 'failed')::int as failed,
               avg(duration_ms)::float8 as avg_ms
          from tasks where ${w.user(sql`user_id`)} and at >= ${timestamp(w.from)} and at <= ${timestamp(w.to)}
         group by 1
      ),
      conversation_counts as (
        select date_trunc(${unit}, created_at) as at, count(*)::int as conversations from conversations
         where ${w.user(sql`user_id`)} and created_at >= ${timestamp(w.from)} and created_at <= ${timestamp(w.to)}
         group by 1
      ),
      session_counts as (
        select date_trunc(${unit}, created_at) as at, count(*)::int as sessions from sessions
         where ${w.user(sql`user_id`)} and created_at >= ${timestamp(w.from)} and created_at <= ${timestamp(w.to)}
         group by 1
      )
      select b.at, coalesce(t.completed, 0) as completed, coalesce(t.failed, 0) as failed, t.avg_ms,
             coalesce(c.conversations, 0) as conversations, coalesce(s.sessions, 0) as sessions
        from buckets b
        left join task_counts t on t.at = b.at
        left join conversation_counts c on c.at = b.at
        left join session_counts s on s.at = b.at
       order by b.at`,
    z.object({
      at: z.coerce.date(),
      completed: count,
      failed: count,
      avg_ms: maybe,
      conversations: count,
      sessions: count,
    }),
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    completed: row.completed,
    failed: row.failed,
    conversations: row.conversations,
    sessions: row.sessions,
    avgTaskMs: rounded(row.avg_ms),
  }));
}

async function recent(db: Database, w: Window): Promise<Analytics['recentActivities']> {
  const rows = await queryRows(
    db,
    sql`with ${TASKS}
      select t.id, t.tool, t.status, t.error_code, t.at, t.conversation_id, u.name as user_name
        from tasks t left join users u on u.id = t.user_id
       where ${w.user(sql`t.user_id`)} and t.at >= ${timestamp(w.from)} and t.at <= ${timestamp(w.to)}
       order by t.at desc limit 10`,
    taskRow.extend({ user_name: z.string().nullable() }),
  );
  return rows.map((row) => ({ ...toTask(row), userName: row.user_name }));
}

async function activeUsers(db: Database, w: Window): Promise<Analytics['users']> {
  return queryRows(
    db,
    sql`select u.id::text as id, u.name from users u
         where u.id in (
           select user_id from tool_calls where created_at >= ${timestamp(w.from)}
           union select user_id from sessions where created_at >= ${timestamp(w.from)}
           union select user_id from conversations where created_at >= ${timestamp(w.from)}
         )
         order by u.name`,
    z.object({ id: z.string(), name: z.string() }),
  );
}

/** Every figure of the Analytics screen for the period, computed in SQL, for everyone or one user. */
export async function analyticsFor(
  db: Database,
  period: AnalyticsPeriod,
  userId: string | undefined,
  now = new Date(),
): Promise<Analytics> {
  const { hours, bucket } = ANALYTICS_PERIOD_SHAPE[period];
  const w: Window = {
    from: new Date(now.getTime() - hours * HOUR_MS),
    previousFrom: new Date(now.getTime() - 2 * hours * HOUR_MS),
    to: now,
    user: (column) => (userId === undefined ? sql`true` : sql`${column} = ${userId}`),
  };
  const [figures, byPlatform, rest, buckets, recentActivities, users] = await Promise.all([
    kpis(db, w),
    platforms(db, w),
    engagementAutomationHealth(db, w),
    series(db, w, bucket),
    recent(db, w),
    activeUsers(db, w),
  ]);
  return {
    period,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    bucket,
    kpis: figures,
    platforms: byPlatform,
    ...rest,
    series: buckets,
    recentActivities,
    users,
  };
}
