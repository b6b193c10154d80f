import { conversationDetailSchema, conversationListSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { agentFor } from '../chat/agent-for.ts';

const TAGS = ['Agent'];

/** The caller's own conversations with the agent: listed, reopened, deleted. Nobody sees another's. */
export const conversationsRouter = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'List my conversations',
      description: 'Newest first, at most 100.',
      responses: { 200: jsonResponse('Conversations', conversationListSchema), ...errorResponses(401) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      return c.json({ conversations: await agentFor(c.var.deps).conversations.list(principal.user.id) });
    },
  )
  .get(
    '/:id',
    describeRoute({
      tags: TAGS,
      summary: 'Reopen a conversation',
      description: 'Every turn, oldest first: the user texts and the reply envelopes.',
      responses: { 200: jsonResponse('The conversation', conversationDetailSchema), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const detail = await agentFor(c.var.deps).conversations.detail(principal.user.id, c.req.param('id'));
      if (!detail) throw notFound('The conversation');
      return c.json(detail);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      tags: TAGS,
      summary: 'Delete a conversation',
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      if (!(await agentFor(c.var.deps).conversations.remove(principal.user.id, c.req.param('id')))) {
        throw notFound('The conversation');
      }
      return c.body(null, 204);
    },
  );
