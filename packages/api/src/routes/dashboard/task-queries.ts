import type { Task, TaskStats } from '@erp-agent/core';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { taskTitle, taskType } from './task-kinds.ts';

/**
 * Every user's tasks as one relation (core's `Task`): each tool call that ran (completed) or
 * failed or was refused (failed), and each write still awaiting its confirmation (pending). A
 * write's proposal is not a task of its own: once decided, its run is recorded as a tool call;
 * cancelled and lapsed previews did nothing.
 */
export const TASKS = sql`tasks as (
  select id, user_id, tool,
         case when outcome = 'ok' then 'completed' else 'failed' end as status,
         error_code, duration_ms, created_at as at, conversation_id
    from tool_calls
   where outcome <> 'proposed'
  union all
  select id, user_id, tool, 'pending', null, null, created_at, conversation_id
    from pending_actions
   where status = 'pending' and expires_at > now()
)`;

export const taskRow = z.object({
  id: z.string(),
  tool: z.string(),
  status: z.enum(['completed', 'pending', 'failed']),
  error_code: z.string().nullable(),
  at: z.coerce.date(),
  conversation_id: z.string().nullable(),
});

export function toTask(row: z.infer<typeof taskRow>): Task {
  return {
    id: row.id,
    title: taskTitle(row.tool),
    type: taskType(row.tool),
    tool: row.tool,
    status: row.status,
    errorCode: row.error_code,
    at: row.at.toISOString(),
    conversationId: row.conversation_id,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const timestamp = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** The start of the current period of `days` days ending at `now`, and of the one before. */
export function periodBounds(days: number, now: Date): { from: Date; previousFrom: Date } {
  return { from: new Date(now.getTime() - days * DAY_MS), previousFrom: new Date(now.getTime() - 2 * days * DAY_MS) };
}

const statsRow = z.object({
  total: z.number(),
  total_before: z.number(),
  completed: z.number(),
  completed_before: z.number(),
  pending: z.number(),
  pending_before: z.number(),
  failed: z.number(),
  failed_before: z.number(),
});

/** The user's task counts in the last `days` days and in as many days before. */
export async function taskStats(db: Database, userId: string, days: number, now = new Date()): Promise<TaskStats> {
  const { from, previousFrom } = periodBounds(days, now);
  const current = sql`at >= ${timestamp(from)}`;
  const before = sql`at < ${timestamp(from)}`;
  const [row] = await queryRows(
    db,
    sql`with ${TASKS}
      select count(*) filter (where ${current})::int as total,
             count(*) filter (where ${before})::int as total_before,
             count(*) filter (where ${current} and status = 'completed')::int as completed,
             count(*) filter (where ${before} and status = 'completed')::int as completed_before,
             count(*) filter (where ${current} and status = 'pending')::int as pending,
             count(*) filter (where ${before} and status = 'pending')::int as pending_before,
             count(*) filter (where ${current} and status = 'failed')::int as failed,
             count(*) filter (where ${before} and status = 'failed')::int as failed_before
        from tasks
       where user_id = ${userId} and at >= ${timestamp(previousFrom)} and at <= ${timestamp(now)}`,
    statsRow,
  );
  if (!row) throw new Error('an aggregate query returned no row');
  return {
    periodDays: days,
    total: { current: row.total, previous: row.total_before },
    completed: { current: row.completed, previous: row.completed_before },
    pending: { current: row.pending, previous: row.pending_before },
    failed: { current: row.failed, previous: row.failed_before },
  };
}

/** The user's newest tasks of the last `days` days, and how many there are in all. */
export async function recentTasks(
  db: Database,
  userId: string,
  days: number,
  limit: number,
  now = new Date(),
): Promise<{ tasks: Task[]; total: number }> {
  const { from } = periodBounds(days, now);
  const where = sql`user_id = ${userId} and at >= ${timestamp(from)}`;
  const [rows, [count]] = await Promise.all([
    queryRows(
      db,
      sql`with ${TASKS} select id, tool, status, error_code, at, conversation_id
            from tasks where ${where} order by at desc limit ${limit}`,
      taskRow,
    ),
    queryRows(
      db,
      sql`with ${TASKS} select count(*)::int as total from tasks where ${where}`,
      z.object({ total: z.number() }),
    ),
  ]);
  return { tasks: rows.map(toTask), total: count?.total ?? 0 };
}
