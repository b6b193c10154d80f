import {
  type ChatReply,
  type ChatRequest,
  chatReplySchema,
  chatRequestSchema,
  hostActionResultSchema,
  hostActionsProblem,
} from '@erp-agent/core';
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { SILENT_EVENTS } from '../../agent/turn/turn-events.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { agentFor } from './agent-for.ts';
import { replyTextPieces } from './reply-text.ts';
import { streamEvents } from './stream-events.ts';
import { turnParties } from './turn-parties.ts';

const TAGS = ['Agent'];

/** The request as validated, with what its schema leaves to code: the page's actions' names and sizes. */
function checkedRequest(request: ChatRequest): ChatRequest {
  const problem = request.hostActions && hostActionsProblem(request.hostActions);
  if (problem) throw new ApiError(400, 'validation_failed', problem);
  return request;
}

/** How a stream still open when the server stops ends: the turn was not finished, and can be asked again. */
const SHUTDOWN_MESSAGE = 'The server is restarting, so this answer was stopped. Ask again in a moment.';

/**
 * The agent's two doors: the prototype's JSON endpoint, answering the seed's reply envelope
 * (000 sections 3, 4 and 7), and the streaming one, which makes the same reply through the same
 * pipeline and sends it as the AI SDK's UI message stream.
 */
export const chatRouter = new Hono<AppEnv>()
  .post(
    '/chatbot/process',
    describeRoute({
      tags: TAGS,
      summary: 'Ask the agent',
      description:
        'One turn of a conversation: the prompt (or a decision on a pending confirmation), answered with the reply envelope. Send back `conversationId` to keep the context.',
      responses: { 200: jsonResponse('The reply', chatReplySchema), ...errorResponses(400, 401, 403) },
    }),
    validate('json', chatRequestSchema),
    async (c) => {
      const reply = await agentFor(c.var.deps).turn({
        request: checkedRequest(c.req.valid('json')),
        ...turnParties(c),
        channel: 'chat',
        events: SILENT_EVENTS,
        signal: c.req.raw.signal,
      });
      return c.json(reply);
    },
  )
  .post(
    '/chat',
    describeRoute({
      tags: TAGS,
      summary: 'Ask the agent, streamed',
      description:
        'The same turn as /api/chatbot/process, answered as server-sent events in the AI SDK UI message stream protocol: text, tool calls and approval requests as they happen, then a `data-reply` part with the reply envelope.',
      responses: {
        200: { description: 'A UI message stream', content: { 'text/event-stream': {} } },
        ...errorResponses(400, 401, 403),
      },
    }),
    validate('json', chatRequestSchema),
    async (c) => {
      const parties = turnParties(c);
      const request = checkedRequest(c.req.valid('json'));
      const agent = agentFor(c.var.deps);
      const { logger, shutdown } = c.var.deps;
      // A turn ends when its client goes away, or when a stopping server can wait no longer.
      const signal = shutdown ? AbortSignal.any([c.req.raw.signal, shutdown]) : c.req.raw.signal;
      const stream = createUIMessageStream({
        async execute({ writer }) {
          writer.write({ type: 'start' });
          const streamed = streamEvents((part) => writer.write(part));
          const reply: ChatReply = await agent.turn({
            request,
            ...parties,
            channel: 'stream',
            events: streamed.events,
            signal,
          });
          streamed.close();
          const pieces = replyTextPieces(reply, streamed.lastPassage());
          if (pieces.length > 0) {
            writer.write({ type: 'text-start', id: 'reply' });
            for (const delta of pieces) writer.write({ type: 'text-delta', id: 'reply', delta });
            writer.write({ type: 'text-end', id: 'reply' });
          }
          writer.write({ type: 'data-reply', data: reply });
          writer.write({ type: 'finish' });
        },
        onError(error) {
          if (shutdown?.aborted) return SHUTDOWN_MESSAGE;
          logger.error({ err: error, requestId: c.var.requestId }, 'streamed turn failed');
          return 'Something went wrong on our side. Try again.';
        },
      });
      return createUIMessageStreamResponse({ stream });
    },
  )
  .post(
    '/chat/host-actions/:id/result',
    describeRoute({
      tags: TAGS,
      summary: 'Report a host action',
      description:
        "How one of the page's own actions the agent proposed (a reply's `hostAction`) ended: run in the page (`ok`, with a short result), failed there (`error`, with its message) or refused by the visitor (`refused`). Recorded with the conversation, once per proposal (a second report is refused with 409), and answered with the agent's reply. Authenticated as the chat request was: site key and visitor, signed identity, or session.",
      responses: { 200: jsonResponse('The reply', chatReplySchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    validate('json', hostActionResultSchema),
    async (c) => {
      const settlement = await agentFor(c.var.deps).settleHostAction(
        turnParties(c).owner,
        c.req.param('id'),
        c.req.valid('json'),
      );
      switch (settlement.kind) {
        case 'not-found':
          throw notFound('The host action');
        case 'already-settled':
          throw new ApiError(
            409,
            'host_action_settled',
            `${settlement.name} was already ${settlement.status === 'superseded' ? 'replaced by a later proposal' : 'answered'}: each proposal runs at most once.`,
          );
        case 'reply':
          return c.json(settlement.reply);
      }
    },
  );
