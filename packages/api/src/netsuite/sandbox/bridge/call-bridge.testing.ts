import { expect } from 'vitest';
import {
  BRIDGE_DEPLOY_ID,
  BRIDGE_PATH,
  BRIDGE_SCRIPT_ID,
  type BridgeAction,
  type BridgeErrorDetail,
  type BridgePayload,
  type BridgeResult,
  readBridgeResponse,
} from '../../bridge/index.ts';
import type { TestSandbox } from '../testing/test-sandbox.ts';

/** The bridge's path and query on the sandbox, as a NetSuite client calls a RESTlet. */
export const BRIDGE_TEST_PATH = `${BRIDGE_PATH}?script=${BRIDGE_SCRIPT_ID}&deploy=${BRIDGE_DEPLOY_ID}`;

/** Calls an action and reads the answer through the contract: a body off the contract fails the test. */
export async function callBridge<A extends BridgeAction>(
  sandbox: TestSandbox,
  action: A,
  payload: BridgePayload<A>,
): Promise<{ status: number; outcome: ReturnType<typeof readBridgeResponse<A>> }> {
  const response = await sandbox.request('POST', BRIDGE_TEST_PATH, { body: { action, ...payload } });
  const outcome = readBridgeResponse(action, await response.json());
  if (!outcome.ok) expect(outcome.error.code).not.toBe('BRIDGE_MALFORMED_RESPONSE');
  return { status: response.status, outcome };
}

/** The action's result, failing the test with the bridge's error if it answered one. */
export async function bridgeResult<A extends BridgeAction>(
  sandbox: TestSandbox,
  action: A,
  payload: BridgePayload<A>,
): Promise<BridgeResult<A>> {
  const { status, outcome } = await callBridge(sandbox, action, payload);
  if (!outcome.ok) throw new Error(`${action} failed: ${outcome.error.code} ${outcome.error.message}`);
  expect(status).toBe(200);
  return outcome.result;
}

/** The action's error; a caught bridge error always comes with 200, as a RESTlet answers it. */
export async function bridgeError<A extends BridgeAction>(
  sandbox: TestSandbox,
  action: A,
  payload: BridgePayload<A>,
): Promise<BridgeErrorDetail> {
  const { status, outcome } = await callBridge(sandbox, action, payload);
  if (outcome.ok) throw new Error(`${action} succeeded where it should have failed`);
  expect(status).toBe(200);
  return outcome.error;
}
