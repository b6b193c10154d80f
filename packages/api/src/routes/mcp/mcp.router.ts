import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses } from '../../lib/openapi.ts';

/**
 * The Model Context Protocol over Streamable HTTP, stateless: each request gets a server with the
 * caller's tools and answers in JSON, so any API instance serves any request. Callers sign in as
 * for every endpoint (a bearer token from /auth/v1/token, or the session cookie).
 */
export const mcpRouter = new Hono<AppEnv>()
  .post(
    '/',
    describeRoute({
      tags: ['Agent'],
      summary: 'MCP endpoint',
      description:
        "The agent's tools for outside AI clients (Model Context Protocol, Streamable HTTP, JSON responses), under the caller's role. Writes return a preview; `confirm_action` carries them out.",
      responses: {
        200: { description: 'A JSON-RPC response', content: { 'application/json': {} } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => (await import('./mcp-endpoint.ts')).answerMcp(c),
  )
  // A stateless server has no stream to offer on GET and no session to end on DELETE. A 405 tells
  // MCP clients so; a stream that ended at once would have them reconnect again and again.
  .on(['GET', 'DELETE'], '/', () => {
    throw new ApiError(
      405,
      'method_not_allowed',
      'The MCP endpoint takes POST only: it keeps no sessions and no streams.',
      {
        headers: { Allow: 'POST' },
      },
    );
  });
