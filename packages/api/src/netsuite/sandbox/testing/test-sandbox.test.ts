import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, TEST_SANDBOX_ORIGIN, type TestSandbox } from './test-sandbox.ts';

describe('the sandbox app', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await openTestSandbox({ scale: 100 });
  });
  afterAll(() => sandbox?.close());

  it('answers an unknown path of a signed request with a NetSuite 404 envelope', async () => {
    const response = await sandbox.request('GET', '/services/rest/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/vnd.oracle.resource+json');
    expect(await response.json()).toMatchObject({
      status: 404,
      'o:errorDetails': [{ 'o:errorCode': 'NONEXISTENT_ID' }],
    });
  });

  it('refuses an unsigned request with a 401 before routing', async () => {
    const response = await sandbox.app.request(`${TEST_SANDBOX_ORIGIN}/services/rest/nowhere`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      title: 'Unauthorized',
      'o:errorDetails': [{ 'o:errorCode': 'INVALID_LOGIN_ATTEMPT', 'o:errorHeader': 'Authorization' }],
    });
  });
});
