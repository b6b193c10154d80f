import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tbaAuthorizationHeader } from '../../tba/index.ts';
import { openTestSandbox, TEST_SANDBOX_ORIGIN, type TestSandbox } from '../testing/test-sandbox.ts';

const URL_PATH = '/services/rest/query/v1/suiteql';
const QUERY = JSON.stringify({ q: 'SELECT id FROM subsidiary' });

describe('Token-Based Authentication at the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await openTestSandbox({ scale: 100 });
  });
  afterAll(() => sandbox?.close());

  /** A signed SuiteQL request with one thing changed. */
  const signed = (change: Partial<Parameters<typeof tbaAuthorizationHeader>[0]> = {}) => {
    const { account } = sandbox;
    return tbaAuthorizationHeader({
      method: 'POST',
      url: `${TEST_SANDBOX_ORIGIN}${URL_PATH}`,
      accountId: account.accountId,
      consumerKey: account.consumerKey,
      consumerSecret: account.consumerSecret,
      tokenId: account.demoTokenId,
      tokenSecret: account.demoTokenSecret,
      ...change,
    });
  };
  const send = (authorization: string) =>
    sandbox.app.request(`${TEST_SANDBOX_ORIGIN}${URL_PATH}`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json', Prefer: 'transient' },
      body: QUERY,
    });

  it('accepts a correctly signed request once, and refuses its replay', async () => {
    const authorization = signed();
    expect((await send(authorization)).status).toBe(200);
    const replay = await send(authorization);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ 'o:errorDetails': [{ 'o:errorCode': 'INVALID_LOGIN_ATTEMPT' }] });
  });

  it.each([
    ['a wrong token secret', { tokenSecret: 'not-the-secret' }],
    ['a wrong consumer secret', { consumerSecret: 'not-the-secret' }],
    ['an unknown token', { tokenId: 'f'.repeat(64) }],
    ['another account (realm)', { accountId: '7654321' }],
    ['a timestamp ten minutes old', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['a timestamp ten minutes ahead', { timestamp: Math.floor(Date.now() / 1000) + 600 }],
  ])('refuses %s with NetSuite’s one 401', async (_, change) => {
    const response = await send(signed(change));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      type: 'https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2',
      title: 'Unauthorized',
      status: 401,
      'o:errorDetails': [expect.objectContaining({ 'o:errorCode': 'INVALID_LOGIN_ATTEMPT' })],
    });
  });
});
