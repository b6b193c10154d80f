import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_PATH, bridgeErrorBodySchema } from '../../bridge/index.ts';
import { MemoryNonceStore, tbaAuthorizationHeader } from '../../tba/index.ts';
import { type SandboxEngine, type SandboxQueryOptions, SandboxTimeoutError } from '../engine/sandbox-engine.ts';
import { createSandboxApp } from '../http/sandbox-app.ts';
import { openTestSandbox, TEST_SANDBOX_ORIGIN, type TestSandbox } from '../testing/test-sandbox.ts';
import { BRIDGE_TEST_PATH } from './call-bridge.testing.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
});
afterAll(() => sandbox?.close());

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = bridgeErrorBodySchema.parse(await response.json());
  expect(body.error.message).not.toBe('');
  return { status: response.status, code: body.error.code };
}

/** A signed POST of a raw body, for bodies `sandbox.request` would not send. */
async function post(body: string, contentType = 'application/json'): Promise<Response> {
  return sandbox.app.request(`${TEST_SANDBOX_ORIGIN}${BRIDGE_TEST_PATH}`, {
    method: 'POST',
    headers: { Authorization: signed('POST', BRIDGE_TEST_PATH), 'Content-Type': contentType },
    body,
  });
}

function signed(method: string, path: string): string {
  const { account } = sandbox;
  return tbaAuthorizationHeader({
    method,
    url: `${TEST_SANDBOX_ORIGIN}${path}`,
    accountId: account.accountId,
    consumerKey: account.consumerKey,
    consumerSecret: account.consumerSecret,
    tokenId: account.demoTokenId,
    tokenSecret: account.demoTokenSecret,
  });
}

describe("the RESTlet front, as NetSuite's answers it", () => {
  it.each([
    ['an unknown script', `${BRIDGE_PATH}?script=customscript_other&deploy=customdeploy_erp_agent_bridge`],
    ['an unknown deployment', `${BRIDGE_PATH}?script=customscript_erp_agent_bridge&deploy=customdeploy2`],
    ['no script at all', BRIDGE_PATH],
  ])('refuses %s with 400 SSS_INVALID_SCRIPTLET_ID', async (_, path) => {
    const response = await sandbox.request('POST', path, { body: { action: 'savedSearch.list' } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'SSS_INVALID_SCRIPTLET_ID' });
  });

  it('refuses a method the script has no entry point for', async () => {
    expect(await errorOf(await sandbox.request('GET', BRIDGE_TEST_PATH))).toEqual({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('refuses a content type RESTlets do not take, and JSON that does not parse', async () => {
    expect(await errorOf(await post('<list/>', 'application/x-www-form-urlencoded'))).toEqual({
      status: 415,
      code: 'INVALID_CONTENT_TYPE',
    });
    expect(await errorOf(await post('{"action":'))).toEqual({ status: 400, code: 'SYNTAX_ERROR' });
  });

  it('answers what the script refuses with 200 and its error', async () => {
    expect(await errorOf(await post('{"action":"savedSearch.list"}', 'text/plain'))).toEqual({
      status: 200,
      code: 'SSS_INVALID_TYPE_ARG',
    });
    expect(await errorOf(await post('[]'))).toEqual({ status: 200, code: 'SSS_INVALID_TYPE_ARG' });
    expect(await errorOf(await post('{}'))).toEqual({ status: 200, code: 'SSS_MISSING_REQD_ARGUMENT' });
    expect(await errorOf(await post('{"action":"savedSearch.copy"}'))).toEqual({
      status: 200,
      code: 'UNKNOWN_ACTION',
    });
    expect(await errorOf(await post('{"action":"toString"}'))).toEqual({ status: 200, code: 'UNKNOWN_ACTION' });
  });

  it('sits behind Token-Based Authentication', async () => {
    const response = await sandbox.app.request(`${TEST_SANDBOX_ORIGIN}${BRIDGE_TEST_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"action":"savedSearch.list"}',
    });
    expect(response.status).toBe(401);
  });
});

describe('a run the engine cannot finish', () => {
  /** The sandbox's engine, except that every read-only query fails with `error`. */
  function failingReads(engine: SandboxEngine, error: Error): SandboxEngine {
    return {
      query: <Row>(sql: string, params?: readonly unknown[], options?: SandboxQueryOptions) =>
        options?.readOnly ? Promise.reject(error) : engine.query<Row>(sql, params, options),
      transaction: (statements) => engine.transaction(statements),
      close: () => engine.close(),
    };
  }

  async function runWith(error: Error): Promise<Response> {
    const app = createSandboxApp({
      engine: failingReads(sandbox.engine, error),
      account: sandbox.account,
      nonces: new MemoryNonceStore(),
      logger: pino({ level: 'silent' }),
      statementTimeoutMs: 50,
    });
    const call = (body: unknown) =>
      app.request(`${TEST_SANDBOX_ORIGIN}${BRIDGE_TEST_PATH}`, {
        method: 'POST',
        headers: { Authorization: signed('POST', BRIDGE_TEST_PATH), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const title = `Heavy search ${error.name} ${Math.random()}`;
    const created = await call({
      action: 'savedSearch.create',
      definition: { title, recordType: 'transaction', columns: [{ name: 'tranid' }] },
    });
    const { searchId } = (await created.json()) as { searchId: string };
    return call({ action: 'savedSearch.run', searchId });
  }

  it('answers a statement timeout as the script time limit NetSuite enforces', async () => {
    expect(await errorOf(await runWith(new SandboxTimeoutError(50)))).toEqual({
      status: 400,
      code: 'SSS_TIME_LIMIT_EXCEEDED',
    });
  });

  it('answers any other failure with 500 UNEXPECTED_ERROR, in the RESTlet shape', async () => {
    expect(await errorOf(await runWith(new Error('disk on fire')))).toEqual({ status: 500, code: 'UNEXPECTED_ERROR' });
  });
});
