import { TOOL_CALL_OUTCOMES, type ToolCallRecord, toolCallListSchema } from '@erp-agent/core';
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { toolCalls, users } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

const querySchema = z.object({
  outcome: z.enum(TOOL_CALL_OUTCOMES).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * The recorded tool calls, newest first: everyone's for those who may see analytics, one's own
 * for everyone else (the console's notifications of failed calls).
 */
export const toolCallsRouter = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    tags: ['Agent'],
    summary: 'Recorded tool calls',
    description:
      'Who called which tool, when, how it ended and how long it took. Without `analytics:read`, only your own.',
    responses: { 200: jsonResponse('Tool calls', toolCallListSchema), ...errorResponses(400, 401) },
  }),
  validate('query', querySchema),
  async (c) => {
    const principal = requirePrincipal(c);
    const { outcome, since, limit } = c.req.valid('query');
    const conditions: SQL[] = [];
    if (!principal.permissions.includes('analytics:read')) conditions.push(eq(toolCalls.userId, principal.user.id));
    if (outcome) conditions.push(eq(toolCalls.outcome, outcome));
    if (since) conditions.push(gte(toolCalls.createdAt, new Date(since)));
    const rows = await c.var.deps.database.db
      .select({ call: toolCalls, userName: users.name })
      .from(toolCalls)
      .leftJoin(users, eq(users.id, toolCalls.userId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(toolCalls.createdAt))
      .limit(limit);
    const calls: ToolCallRecord[] = rows.map(({ call, userName }) => ({
      id: call.id,
      tool: call.tool,
      outcome: call.outcome,
      errorCode: call.errorCode,
      durationMs: call.durationMs,
      channel: call.channel,
      userId: call.userId,
      userName,
      conversationId: call.conversationId,
      createdAt: call.createdAt.toISOString(),
    }));
    return c.json({ toolCalls: calls });
  },
);
