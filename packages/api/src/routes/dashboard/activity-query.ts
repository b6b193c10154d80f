import type { Activity } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { taskTitle } from './task-kinds.ts';

const row = z.object({
  id: z.string(),
  kind: z.enum(['sign-in', 'conversation', 'task', 'confirmation', 'connection']),
  detail: z.string().nullable(),
  extra: z.string().nullable(),
  at: z.coerce.date(),
});

function describe(entry: z.infer<typeof row>): Pick<Activity, 'title' | 'description'> {
  switch (entry.kind) {
    case 'sign-in':
      return { title: 'Signed in', description: entry.detail ? `From ${entry.detail}` : 'A new session began' };
    case 'conversation':
      return { title: 'Conversation started', description: entry.detail ?? '' };
    case 'task':
      return {
        title: entry.extra === 'ok' ? 'Task completed' : 'Task failed',
        description: `${taskTitle(entry.detail ?? '')}${entry.extra !== 'ok' && entry.extra ? ` (${entry.extra})` : ''}`,
      };
    case 'confirmation':
      return {
        title: entry.extra === 'cancelled' ? 'Change cancelled' : 'Change confirmed',
        description: entry.detail ?? '',
      };
    case 'connection':
      return { title: 'NetSuite connected', description: `Account ${entry.detail ?? ''}` };
  }
}

/**
 * The user's activity timeline, newest first, from what the database recorded: sign-ins,
 * conversations begun, tasks finished, changes confirmed or cancelled, NetSuite connected.
 */
export async function activityOf(db: Database, userId: string, limit: number): Promise<Activity[]> {
  const rows = await queryRows(
    db,
    sql`select * from (
          select id::text, 'sign-in' as kind, ip as detail, null as extra, created_at as at
            from sessions where user_id = ${userId}
          union all
          select id::text, 'conversation', title, null, created_at
            from conversations where user_id = ${userId}
          union all
          select id::text, 'task', tool, coalesce(error_code, outcome), created_at
            from tool_calls where user_id = ${userId} and outcome <> 'proposed'
          union all
          select id::text, 'confirmation', preview->>'title', status, decided_at
            from pending_actions
           where user_id = ${userId} and status in ('done', 'failed', 'cancelled') and decided_at is not null
          union all
          select user_id::text, 'connection', account_id, null, connected_at
            from netsuite_connections where user_id = ${userId}
        ) as activity
        order by at desc
        limit ${limit}`,
    row,
  );
  return rows.map((entry) => ({
    id: `${entry.kind}-${entry.id}`,
    kind: entry.kind,
    ...describe(entry),
    at: entry.at.toISOString(),
  }));
}
