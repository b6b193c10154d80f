import type { AddressInfo } from 'node:net';
import { ConfidentialClientApplication, type INetworkModule, type NetworkResponse } from '@azure/msal-node';
import { serve } from '@hono/node-server';
import { EdmV4, OData } from '@odata/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamicsSandboxApp } from './http/sandbox-app.ts';
import { TEST_CERTIFICATE_PEM, TEST_PRIVATE_KEY_PEM } from './testing/certificate-fixture.ts';
import { openTestSandbox } from './testing/test-sandbox.ts';

/**
 * Clients nobody here wrote talk to the Dataverse sandbox over a socket: Microsoft's own
 * authentication library (MSAL Node) gets the token with the client credentials grant, and
 * @odata/client, an OData v4 client, reads and writes the Web API with it.
 */

/** The authority MSAL is configured with; its network module carries its requests to the sandbox. */
const AUTHORITY_HOST = 'login.sandbox.test';

describe('independent clients against the Dataverse sandbox', () => {
  const sandbox = openTestSandbox();
  const { tenant } = sandbox.deps;
  const app = createDynamicsSandboxApp(sandbox.deps);
  let server: ReturnType<typeof serve>;
  let origin: string;

  beforeAll(async () => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  /**
   * MSAL's documented seam for its HTTP (`system.networkClient`): the same requests, sent to the
   * sandbox's socket, since the sandbox serves plain HTTP and MSAL insists on an https authority.
   */
  const networkClient = (): INetworkModule => {
    const send = async <T>(
      url: string,
      method: 'GET' | 'POST',
      options?: { headers?: Record<string, string>; body?: string },
    ): Promise<NetworkResponse<T>> => {
      const target = url.replace(`https://${AUTHORITY_HOST}`, origin);
      const response = await fetch(target, {
        method,
        headers: options?.headers ?? {},
        ...(options?.body ? { body: options.body } : {}),
      });
      return {
        headers: Object.fromEntries(response.headers),
        body: (await response.json()) as T,
        status: response.status,
      };
    };
    return {
      sendGetRequestAsync: (url, options) => send(url, 'GET', options),
      sendPostRequestAsync: (url, options) => send(url, 'POST', options),
    };
  };

  const authorityMetadata = () =>
    JSON.stringify({
      token_endpoint: `https://${AUTHORITY_HOST}/${tenant.tenantId}/oauth2/v2.0/token`,
      authorization_endpoint: `https://${AUTHORITY_HOST}/${tenant.tenantId}/oauth2/v2.0/authorize`,
      end_session_endpoint: `https://${AUTHORITY_HOST}/${tenant.tenantId}/oauth2/v2.0/logout`,
      issuer: `https://${AUTHORITY_HOST}/${tenant.tenantId}/v2.0`,
      jwks_uri: `https://${AUTHORITY_HOST}/${tenant.tenantId}/discovery/v2.0/keys`,
    });

  function msal(
    credential: { clientSecret: string } | { clientCertificate: { thumbprintSha256: string; privateKey: string } },
  ) {
    return new ConfidentialClientApplication({
      auth: {
        clientId: tenant.clientId,
        authority: `https://${AUTHORITY_HOST}/${tenant.tenantId}`,
        knownAuthorities: [AUTHORITY_HOST],
        authorityMetadata: authorityMetadata(),
        ...credential,
      },
      system: { networkClient: networkClient() },
    });
  }

  const odata = (accessToken: string) =>
    OData.New4({
      serviceEndpoint: `${origin}/api/data/v9.2/`,
      commonHeaders: { Authorization: `Bearer ${accessToken}`, 'OData-MaxVersion': '4.0', 'OData-Version': '4.0' },
    });

  it('MSAL gets a token with the client secret, and @odata/client queries with it', async () => {
    const result = await msal({ clientSecret: tenant.clientSecret }).acquireTokenByClientCredential({
      scopes: [`${tenant.environmentUrl}/.default`],
    });
    expect(result?.tokenType).toBe('Bearer');
    const client = odata(String(result?.accessToken));
    const accounts = client.getEntitySet<{ name: string; address1_stateorprovince: string; revenue: number }>(
      'accounts',
    );
    const texas = await accounts.query(
      client
        .newOptions()
        .select(['name', 'address1_stateorprovince', 'revenue'])
        .filter(client.newFilter().property('address1_stateorprovince').eq('TX'))
        .orderby('revenue', 'desc')
        .top(10),
    );
    expect(texas.length).toBeGreaterThan(0);
    expect(texas.every((row) => row.address1_stateorprovince === 'TX')).toBe(true);
    expect(texas.map((row) => row.revenue)).toEqual([...texas.map((row) => row.revenue)].sort((a, b) => b - a));
    expect(
      await accounts.count(client.newFilter().property('address1_stateorprovince').eq('TX')),
    ).toBeGreaterThanOrEqual(texas.length);
  });

  it('@odata/client creates, reads and updates a row', async () => {
    const result = await msal({ clientSecret: tenant.clientSecret }).acquireTokenByClientCredential({
      scopes: [`${tenant.environmentUrl}/.default`],
    });
    const client = odata(String(result?.accessToken));
    const leads = client.getEntitySet<Record<string, unknown>>('leads');
    const id = '7b1f3c55-2a4e-4d8e-9a61-0c3e5f7a9b21';
    await leads.create({ leadid: id, subject: 'Pumps for the new plant', lastname: 'Lovelace', companyname: 'Acme' });
    await leads.update(EdmV4.Guid.from(id), { subject: 'Pumps and valves' });
    const read = await leads.retrieve(EdmV4.Guid.from(id));
    expect(read).toMatchObject({ leadid: id, subject: 'Pumps and valves', fullname: 'Lovelace' });
  });

  it('MSAL gets a token with a certificate uploaded to the app registration', async () => {
    tenant.uploadCertificate(TEST_CERTIFICATE_PEM);
    const { createHash, X509Certificate } = await import('node:crypto');
    const thumbprintSha256 = createHash('sha256').update(new X509Certificate(TEST_CERTIFICATE_PEM).raw).digest('hex');
    const result = await msal({
      clientCertificate: { thumbprintSha256, privateKey: TEST_PRIVATE_KEY_PEM },
    }).acquireTokenByClientCredential({
      scopes: [`${tenant.environmentUrl}/.default`],
    });
    const count = await fetch(`${origin}/api/data/v9.2/accounts/$count`, {
      headers: { Authorization: `Bearer ${result?.accessToken}` },
    });
    expect(count.status).toBe(200);
  });

  it('the sandbox refuses what Dataverse refuses: an unknown property in $select, no token, an expired token', async () => {
    const result = await msal({ clientSecret: tenant.clientSecret }).acquireTokenByClientCredential({
      scopes: [`${tenant.environmentUrl}/.default`],
    });
    const client = odata(String(result?.accessToken));
    const unknown = await client.newRequest({
      collection: 'accounts',
      params: client.newOptions().select(['name', 'nosuchcolumn']),
    });
    expect(unknown).toMatchObject({
      error: {
        code: '0x80060888',
        message: "Could not find a property named 'nosuchcolumn' on type 'Microsoft.Dynamics.CRM.account'.",
      },
    });

    const withoutToken = await OData.New4({ serviceEndpoint: `${origin}/api/data/v9.2/` }).newRequest({
      collection: 'accounts',
    });
    expect(withoutToken).toMatchObject({ error: { code: 'Unauthorized' } });

    sandbox.advance(3600);
    const expired = await client.newRequest({ collection: 'accounts', params: client.newOptions().top(1) });
    expect(expired).toMatchObject({ error: { message: expect.stringContaining('expired') } });
  });

  it('MSAL reports what Entra ID says of a wrong secret', async () => {
    await expect(
      msal({ clientSecret: 'not-the-secret' }).acquireTokenByClientCredential({
        scopes: [`${tenant.environmentUrl}/.default`],
      }),
    ).rejects.toMatchObject({ errorCode: 'invalid_client', errorMessage: expect.stringContaining('AADSTS7000215') });
  });
});
