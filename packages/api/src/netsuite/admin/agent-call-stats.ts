import type { NetsuitePeriod } from '@erp-agent/core';
import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { netsuiteConnections, toolCalls } from '../../db/schema.ts';
import { netsuiteRealm } from '../tba/index.ts';
import { type AgentCallStats, apiOfTool, type NetsuiteApiId } from './agent-calls.ts';

const PERIOD_MS: Readonly<Record<NetsuitePeriod, number>> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

export const periodStart = (period: NetsuitePeriod, now = new Date()) => new Date(now.getTime() - PERIOD_MS[period]);

/**
 * The agent's calls into one account over a period, per NetSuite API: the tools called by the
 * users connected to that account (tool calls name no account), as `tool_calls` recorded them.
 */
async function connectedUsers(db: Database, accountId: string): Promise<string[]> {
  const realm = netsuiteRealm(accountId);
  return (await db.select().from(netsuiteConnections))
    .filter((row) => netsuiteRealm(row.accountId) === realm)
    .map((row) => row.userId);
}

/** The agent's latest calls into the account in the period, newest first. */
export async function recentAgentCalls(
  db: Database,
  accountId: string,
  period: NetsuitePeriod,
  limit: number,
  now = new Date(),
) {
  const connected = await connectedUsers(db, accountId);
  if (connected.length === 0) return [];
  return db
    .select({
      tool: toolCalls.tool,
      outcome: toolCalls.outcome,
      durationMs: toolCalls.durationMs,
      createdAt: toolCalls.createdAt,
    })
    .from(toolCalls)
    .where(and(inArray(toolCalls.userId, connected), gte(toolCalls.createdAt, periodStart(period, now))))
    .orderBy(desc(toolCalls.createdAt))
    .limit(limit);
}

export async function agentCallStats(
  db: Database,
  accountId: string,
  period: NetsuitePeriod,
  now = new Date(),
): Promise<Map<NetsuiteApiId, AgentCallStats>> {
  const connected = await connectedUsers(db, accountId);
  const stats = new Map<NetsuiteApiId, AgentCallStats>();
  if (connected.length === 0) return stats;
  const rows = await db
    .select({
      tool: toolCalls.tool,
      requests: sql<number>`count(*)::integer`,
      errors: sql<number>`count(*) filter (where ${toolCalls.outcome} = 'error')::integer`,
      totalMs: sql<number>`sum(${toolCalls.durationMs})::integer`,
      lastAt: sql<Date | string | null>`max(${toolCalls.createdAt})`,
    })
    .from(toolCalls)
    .where(and(inArray(toolCalls.userId, connected), gte(toolCalls.createdAt, periodStart(period, now))))
    .groupBy(toolCalls.tool);
  const totals = new Map<NetsuiteApiId, { requests: number; errors: number; totalMs: number; lastAt: Date | null }>();
  for (const row of rows) {
    const api = apiOfTool(row.tool);
    if (api === undefined) continue;
    const sum = totals.get(api) ?? { requests: 0, errors: 0, totalMs: 0, lastAt: null };
    const lastAt = row.lastAt === null ? null : new Date(row.lastAt);
    totals.set(api, {
      requests: sum.requests + row.requests,
      errors: sum.errors + row.errors,
      totalMs: sum.totalMs + row.totalMs,
      lastAt: lastAt !== null && (sum.lastAt === null || lastAt > sum.lastAt) ? lastAt : sum.lastAt,
    });
  }
  for (const [api, sum] of totals) {
    stats.set(api, {
      requests: sum.requests,
      errors: sum.errors,
      avgMs: sum.requests === 0 ? null : Math.round(sum.totalMs / sum.requests),
      lastAt: sum.lastAt,
    });
  }
  return stats;
}
