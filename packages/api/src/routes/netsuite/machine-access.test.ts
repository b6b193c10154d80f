import { generateKeyPairSync } from 'node:crypto';
import type { ErrorEnvelope, NetsuiteMachineAccess, NetsuiteMachineAccessCheck } from '@erp-agent/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Unattended access through the client credentials grant: a JWT assertion signed with a
 * certificate's key, checked by the embedded sandbox as NetSuite checks it.
 */
describe('unattended NetSuite access', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const check = async (running: TestServer) =>
    (await running.admin()).request<NetsuiteMachineAccessCheck & ErrorEnvelope>(
      'POST',
      '/functions/v1/netsuite/machine-access/check',
    );

  it('works against the sandbox with its demo certificate, with no setup, for admins only', async () => {
    server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
    const described = await (await server.admin()).request<NetsuiteMachineAccess>(
      'GET',
      '/functions/v1/netsuite/machine-access',
    );
    expect(described.body).toEqual({
      available: true,
      accountId: '1234567-sb1',
      sandbox: true,
      certificateId: server.services.sandbox?.deps.account.oauth.demoCertificate.id,
    });
    const checked = await check(server);
    expect(checked.status).toBe(200);
    expect(checked.body.accountId).toBe('1234567-sb1');

    const { client: operator } = await server.userWithRole('operator');
    expect((await operator.request('GET', '/functions/v1/netsuite/machine-access')).status).toBe(403);
  });

  it('signs with the configured certificate, which the sandbox maps like NetSuite would', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    server = await createTestServer({
      NETSUITE_SANDBOX: 'true',
      NETSUITE_OAUTH_CLIENT_ID: 'configured-client',
      NETSUITE_OAUTH_CLIENT_SECRET: 'configured-secret',
      NETSUITE_OAUTH_CERTIFICATE_ID: 'configured-certificate',
      NETSUITE_OAUTH_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      NETSUITE_ACCOUNT_ID: '1234567_SB1',
    });
    const checked = await check(server);
    expect(checked.status).toBe(200);
    expect(checked.body.accountId).toBe('1234567_SB1');
  });

  it('says there is no certificate when neither one nor the sandbox is there', async () => {
    server = await createTestServer();
    const described = await (await server.admin()).request<NetsuiteMachineAccess>(
      'GET',
      '/functions/v1/netsuite/machine-access',
    );
    expect(described.body).toMatchObject({ available: false, accountId: null });
    const checked = await check(server);
    expect(checked.status).toBe(409);
    expect(checked.body.code).toBe('netsuite_machine_access_unavailable');
  });
});
