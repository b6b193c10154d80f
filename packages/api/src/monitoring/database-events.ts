import type { SystemEvent } from '@erp-agent/core';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { netsuiteConnections, sessions, settings, toolCalls, users } from '../db/schema.ts';

const event = (
  id: string,
  at: Date,
  level: SystemEvent['level'],
  source: SystemEvent['source'],
  message: string,
): SystemEvent => ({ id, at: at.toISOString(), level, source, message, instance: null });

/**
 * The events every instance shares because the database records them: sign-ins, the agent's
 * failed and refused tool calls, settings changes and NetSuite connections. Newest first.
 */
export async function databaseEvents(db: Database, limit: number): Promise<SystemEvent[]> {
  const [signIns, failures, changes, connections] = await Promise.all([
    db
      .select({ id: sessions.id, at: sessions.createdAt, name: users.name })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),
    db
      .select({
        id: toolCalls.id,
        at: toolCalls.createdAt,
        tool: toolCalls.tool,
        outcome: toolCalls.outcome,
        errorCode: toolCalls.errorCode,
        name: users.name,
      })
      .from(toolCalls)
      .leftJoin(users, eq(users.id, toolCalls.userId))
      .where(inArray(toolCalls.outcome, ['error', 'refused']))
      .orderBy(desc(toolCalls.createdAt))
      .limit(limit),
    db
      .select({ group: settings.group, at: settings.updatedAt, name: users.name })
      .from(settings)
      .leftJoin(users, eq(users.id, settings.updatedBy))
      .orderBy(desc(settings.updatedAt))
      .limit(limit),
    db
      .select({
        userId: netsuiteConnections.userId,
        at: netsuiteConnections.connectedAt,
        accountId: netsuiteConnections.accountId,
        name: users.name,
      })
      .from(netsuiteConnections)
      .innerJoin(users, eq(users.id, netsuiteConnections.userId))
      .orderBy(desc(netsuiteConnections.connectedAt))
      .limit(limit),
  ]);
  return [
    ...signIns.map((row) => event(`session-${row.id}`, row.at, 'info', 'auth', `${row.name} signed in`)),
    ...failures.map((row) =>
      event(
        `tool-call-${row.id}`,
        row.at,
        'warning',
        'agent',
        `${row.tool} ${row.outcome === 'refused' ? 'refused' : 'failed'}${row.errorCode ? ` (${row.errorCode})` : ''} for ${row.name ?? 'a removed user'}`,
      ),
    ),
    ...changes.map((row) =>
      event(
        `settings-${row.group}-${row.at.getTime()}`,
        row.at,
        'info',
        'settings',
        `${row.group} settings changed by ${row.name ?? 'a removed user'}`,
      ),
    ),
    ...connections.map((row) =>
      event(
        `netsuite-${row.userId}-${row.at.getTime()}`,
        row.at,
        'info',
        'netsuite',
        `${row.name} connected NetSuite account ${row.accountId}`,
      ),
    ),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
