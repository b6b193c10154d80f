import { type Context, Hono } from 'hono';
import { BRIDGE_DEPLOY_ID, BRIDGE_ERROR_CODES, BRIDGE_PATH, BRIDGE_SCRIPT_ID } from '../../bridge/index.ts';
import { SandboxTimeoutError } from '../engine/sandbox-engine.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { BridgeError, RestletFrontError } from './bridge-error.ts';
import { readBridgeRequest } from './read-bridge-request.ts';
import { runBridgeAction } from './saved-search-actions.ts';
import { localDay } from './search-dates.ts';

/** Where the router expects to be mounted: RESTlet URLs live under this path on NetSuite. */
export const RESTLET_MOUNT = '/app/site/hosting';

const RESTLET_FILE = BRIDGE_PATH.slice(RESTLET_MOUNT.length);

/**
 * The body a RESTlet receives: parsed JSON for `application/json`, the raw text for `text/plain`
 * and `application/xml` (which the bridge then refuses as not an object, as the script does).
 */
async function readBody(c: Context<SandboxEnv>): Promise<unknown> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'text/plain' || mediaType === 'application/xml') return c.req.text();
  if (mediaType !== 'application/json') {
    throw new RestletFrontError(
      415,
      'INVALID_CONTENT_TYPE',
      'Invalid content type. You can only use application/json, application/xml or text/plain with RESTlets.',
    );
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RestletFrontError(
      400,
      'SYNTAX_ERROR',
      `SyntaxError: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * NetSuite's RESTlet endpoint with one deployment, the bridge, answered natively. Mount it at
 * `RESTLET_MOUNT`, behind the sandbox's TBA guard.
 */
export function restletRouter() {
  const router = new Hono<SandboxEnv>();
  router.onError((error, c) => {
    if (error instanceof RestletFrontError) return c.json(error.toBody(), error.status);
    if (error instanceof SandboxTimeoutError) {
      // A search past the statement timeout stands for one past the script's time limit, which
      // ends the script before it can catch anything.
      return c.json({ error: { code: BRIDGE_ERROR_CODES.timeLimit, message: 'Script Execution Time Exceeded.' } }, 400);
    }
    c.get('sandbox').logger.error({ err: error }, 'sandbox bridge RESTlet failed');
    return c.json(
      { error: { code: BRIDGE_ERROR_CODES.unexpected, message: 'An unexpected SuiteScript error has occurred.' } },
      500,
    );
  });
  router.all(RESTLET_FILE, async (c) => {
    const { script, deploy } = c.req.query();
    if (script !== BRIDGE_SCRIPT_ID || deploy !== BRIDGE_DEPLOY_ID) {
      throw new RestletFrontError(
        400,
        BRIDGE_ERROR_CODES.unknownScript,
        'That Suitelet is invalid, disabled, or no longer exists.',
      );
    }
    if (c.req.method !== 'POST') {
      throw new RestletFrontError(405, 'METHOD_NOT_ALLOWED', `The bridge RESTlet has no ${c.req.method} entry point.`);
    }
    const body = await readBody(c);
    const deps = c.get('sandbox');
    try {
      const request = readBridgeRequest(body);
      const result = await runBridgeAction(request, {
        engine: deps.engine,
        statementTimeoutMs: deps.statementTimeoutMs,
        today: localDay(deps.now?.() ?? new Date()),
      });
      return c.json(result);
    } catch (error) {
      // What the script catches, NetSuite answers with 200 and the script's body.
      if (error instanceof BridgeError) return c.json(error.toBody());
      throw error;
    }
  });
  return router;
}
