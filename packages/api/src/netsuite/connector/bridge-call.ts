import * as z from 'zod/mini';
import {
  BRIDGE_ACTIONS,
  BRIDGE_ERROR_CODES,
  type BridgeAction,
  type BridgeErrorDetail,
  type BridgePayload,
  type BridgeResult,
  bridgeUrl,
  readBridgeResponse,
} from '../bridge/index.ts';
import type { ConnectorContext } from './connector-context.ts';
import { NetsuiteConnectorError, type NetsuiteConnectorErrorCode } from './connector-error.ts';

export interface BridgeCallOptions {
  readonly signal?: AbortSignal;
}

/** Bridge actions that change nothing, or the same thing each time, and so may be repeated. */
const REPEATABLE_ACTIONS: ReadonlySet<BridgeAction> = new Set([
  'savedSearch.list',
  'savedSearch.run',
  'savedSearch.delete',
  'savedSearch.load',
  'savedSearch.update',
  'scriptDeployment.update',
  'file.read',
]);

const CODE_OF_BRIDGE_ERROR: Readonly<Record<string, NetsuiteConnectorErrorCode>> = {
  [BRIDGE_ERROR_CODES.unknownSearch]: 'not_found',
  [BRIDGE_ERROR_CODES.unknownRecord]: 'not_found',
  [BRIDGE_ERROR_CODES.unknownScript]: 'bridge_not_installed',
  [BRIDGE_ERROR_CODES.malformedResponse]: 'protocol_error',
  [BRIDGE_ERROR_CODES.unexpected]: 'unavailable',
};

function bridgeError(error: BridgeErrorDetail, status: number): NetsuiteConnectorError {
  return new NetsuiteConnectorError(CODE_OF_BRIDGE_ERROR[error.code] ?? 'invalid_request', {
    message: error.message,
    status,
    details: [{ detail: error.message, errorCode: error.code }],
  });
}

/**
 * Calls the bridge RESTlet (saved searches, which REST web services lack). The request is checked
 * against the contract before it leaves, and the answer read with it: a result, or the RESTlet's
 * `{ error }`, which NetSuite answers with 200 when the script caught it.
 */
export async function callBridge<A extends BridgeAction>(
  ctx: ConnectorContext,
  action: A,
  payload: BridgePayload<A>,
  options: BridgeCallOptions = {},
): Promise<BridgeResult<A>> {
  const request = BRIDGE_ACTIONS[action].request.safeParse({ ...payload, action });
  if (!request.success) {
    throw new NetsuiteConnectorError('invalid_request', {
      message: `The ${action} request is not valid: ${z.prettifyError(request.error)}`,
    });
  }
  const send = REPEATABLE_ACTIONS.has(action) ? ctx.sendIdempotent : ctx.sendOnceUnlessRefused;
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send({
      method: 'POST',
      url: bridgeUrl(ctx.endpoints.restletBaseUrl),
      body: request.data,
      signal: options.signal,
    });
  } catch (error) {
    // NetSuite's RESTlet front refuses an undeployed script before it runs, with an HTTP error.
    if (error instanceof NetsuiteConnectorError) {
      const code = CODE_OF_BRIDGE_ERROR[error.netsuiteCode ?? ''];
      if (code !== undefined) throw error.withCode(code);
    }
    throw error;
  }
  const outcome = readBridgeResponse(action, answer.body);
  if (!outcome.ok) throw bridgeError(outcome.error, answer.status);
  return outcome.result;
}
