import { describe, expect, it } from 'vitest';
import { TEST_CERTIFICATE_PEM, TEST_PRIVATE_KEY_PEM } from '../sandbox/testing/certificate-fixture.ts';
import { openTestSandbox, TEST_ORIGIN, type TestDynamicsSandbox } from '../sandbox/testing/test-sandbox.ts';
import { type CallTiming, createDynamicsConnector, type DynamicsConnectorOptions } from './dynamics-connector.ts';
import { sandboxEndpoints } from './endpoints.ts';
import type { ClientCredential } from './entra-token.ts';

function connectorFor(
  sandbox: TestDynamicsSandbox,
  credential?: ClientCredential,
  options: DynamicsConnectorOptions = {},
) {
  const { tenant } = sandbox.deps;
  return createDynamicsConnector(
    {
      tenantId: tenant.tenantId,
      clientId: tenant.clientId,
      credential: credential ?? { kind: 'secret', clientSecret: tenant.clientSecret },
      environmentUrl: tenant.environmentUrl,
      endpoints: sandboxEndpoints(TEST_ORIGIN, tenant.tenantId, tenant.environmentUrl),
    },
    { fetch: async (url, init) => sandbox.app.request(url, init), now: sandbox.deps.now, ...options },
  );
}

describe('the Dataverse connector against the sandbox', () => {
  const sandbox = openTestSandbox();

  it('reads rows with OData options, following @odata.nextLink page by page up to maxRows', async () => {
    const connector = connectorFor(sandbox);
    const texas = await connector.list('accounts', {
      select: ['name', 'address1_stateorprovince'],
      filter: "address1_stateorprovince eq 'TX'",
      orderBy: ['name asc'],
      count: true,
    });
    expect(texas.rows.length).toBe(texas.count);
    expect(texas.rows.every((row) => row.address1_stateorprovince === 'TX')).toBe(true);
    expect(texas.rows.map((row) => row.name)).toEqual(
      [...texas.rows.map((row) => String(row.name))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    const paged = await connector.list('contacts', { select: ['fullname'], pageSize: 50, maxRows: 120 });
    expect(paged.rows).toHaveLength(120);
    expect(paged.truncated).toBe(true);
    expect(new Set(paged.rows.map((row) => row.contactid)).size).toBe(120);
    expect(await connector.count('opportunities', 'statecode eq 0')).toBeGreaterThan(0);
  });

  it('creates, updates under If-Match and deletes, and says so when the row changed meanwhile', async () => {
    const connector = connectorFor(sandbox);
    const { id } = await connector.create('leads', { subject: 'Valves', lastname: 'Hopper', companyname: 'Acme' });
    const lead = await connector.get('leads', id, { select: ['subject', 'fullname'], annotations: true });
    expect(lead).toMatchObject({ subject: 'Valves', fullname: 'Hopper', leadid: id });
    const etag = String(lead['@odata.etag']);
    await connector.update('leads', id, { subject: 'Valves and pumps' }, { etag });
    await expect(connector.update('leads', id, { subject: 'Again' }, { etag })).rejects.toMatchObject({
      code: 'conflict',
      serviceCode: '0x80060882',
    });
    await expect(
      connector.update('leads', '00000000-0000-4000-a000-000000000001', { subject: 'x' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await connector.delete('leads', id);
    await expect(connector.get('leads', id)).rejects.toMatchObject({ code: 'not_found', serviceCode: '0x80040217' });
  });

  it("passes Dataverse's refusals on with its code and words", async () => {
    await expect(connectorFor(sandbox).list('accounts', { select: ['nosuchcolumn'] })).rejects.toMatchObject({
      code: 'invalid_request',
      status: 400,
      serviceCode: '0x80060888',
      message: "Could not find a property named 'nosuchcolumn' on type 'Microsoft.Dynamics.CRM.account'.",
    });
  });

  it('verifies credentials, and names what Entra ID refused', async () => {
    expect(await connectorFor(sandbox).verify()).toMatchObject({ ok: true, userId: expect.any(String) });
    const wrong = await connectorFor(sandbox, { kind: 'secret', clientSecret: 'not-the-secret' }).verify();
    expect(wrong).toMatchObject({ ok: false, error: { code: 'invalid_credentials', serviceCode: 'AADSTS7000215' } });
    if (!wrong.ok) expect(wrong.error.message).toContain('Invalid client secret provided');
  });

  it('authenticates with a certificate once it is uploaded to the app registration', async () => {
    const certificate: ClientCredential = {
      kind: 'certificate',
      certificatePem: TEST_CERTIFICATE_PEM,
      privateKeyPem: TEST_PRIVATE_KEY_PEM,
    };
    const other = openTestSandbox();
    const before = await connectorFor(other, certificate).verify();
    expect(before).toMatchObject({ ok: false, error: { code: 'invalid_credentials', serviceCode: 'AADSTS700027' } });
    other.deps.tenant.uploadCertificate(TEST_CERTIFICATE_PEM);
    expect(await connectorFor(other, certificate).verify()).toMatchObject({ ok: true });
  });

  it('asks for a token once, reuses it, and asks again shortly before it expires', async () => {
    let tokenRequests = 0;
    const connector = connectorFor(sandbox, undefined, {
      fetch: async (url, init) => {
        if (url.includes('/oauth2/v2.0/token')) tokenRequests += 1;
        return sandbox.app.request(url, init);
      },
    });
    for (let index = 0; index < 3; index += 1) await connector.count('accounts');
    expect(tokenRequests).toBe(1);
    sandbox.advance(3599 - 4 * 60);
    await connector.count('accounts');
    expect(tokenRequests).toBe(2);
  });

  it('reports the duration and status of every call', async () => {
    const timings: CallTiming[] = [];
    await connectorFor(sandbox, undefined, { onCall: (timing) => timings.push(timing) }).count('accounts');
    expect(timings).toEqual([{ operation: 'count', durationMs: expect.any(Number), status: 200 }]);
  });
});

describe('the Dataverse connector when Dataverse refuses or fails', () => {
  const sandbox = openTestSandbox();

  /** The sandbox's token endpoint, and Web API answers scripted by the test. */
  function scripted(answers: (() => Response)[]) {
    const waits: number[] = [];
    let calls = 0;
    const connector = connectorFor(sandbox, undefined, {
      fetch: async (url, init) => {
        if (url.includes('/oauth2/v2.0/token')) return sandbox.app.request(url, init);
        calls += 1;
        const answer = answers.shift();
        return answer ? answer() : sandbox.app.request(url, init);
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    });
    return { connector, waits, calls: () => calls };
  }
  const throttled = () =>
    new Response(
      JSON.stringify({
        error: {
          code: '0x80072322',
          message: 'Number of requests exceeded the limit of 6000 over time window of 300 seconds.',
        },
      }),
      {
        status: 429,
        headers: { 'Retry-After': '7' },
      },
    );

  it('waits as long as Retry-After says on 429, then goes on', async () => {
    const { connector, waits } = scripted([throttled, throttled]);
    expect(await connector.count('accounts')).toBeGreaterThan(0);
    expect(waits).toEqual([7000, 7000]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const unavailable = () => new Response('{"error":{"code":"0x80040216","message":"busy"}}', { status: 503 });
    const { connector, waits, calls } = scripted([unavailable, unavailable, unavailable, unavailable]);
    await expect(connector.count('accounts')).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    expect(calls()).toBe(4);
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('never retries a refusal', async () => {
    const bad = () => new Response('{"error":{"code":"0x80060888","message":"no"}}', { status: 400 });
    const { connector, calls } = scripted([bad, bad]);
    await expect(connector.count('accounts')).rejects.toMatchObject({ code: 'invalid_request' });
    expect(calls()).toBe(1);
  });

  it('asks for a new token once when Dataverse refuses the cached one', async () => {
    const refused = () => new Response('{"error":{"code":"Unauthorized","message":"expired"}}', { status: 401 });
    const { connector, calls } = scripted([refused]);
    expect(await connector.count('accounts')).toBeGreaterThan(0);
    expect(calls()).toBe(2);
  });

  it('retries a create whose answer was lost without making a second row', async () => {
    const before = Number(await (await sandbox.request('leads/$count')).text());
    let created = false;
    const connector = connectorFor(sandbox, undefined, {
      fetch: async (url, init) => {
        const response = await sandbox.app.request(url, init);
        if (init.method === 'POST' && !url.includes('/oauth2/') && !created) {
          created = true;
          throw new TypeError('socket hang up');
        }
        return response;
      },
      sleep: async () => {},
    });
    const { id } = await connector.create('leads', { subject: 'Once', lastname: 'Only' });
    expect(Number(await (await sandbox.request('leads/$count')).text())).toBe(before + 1);
    expect((await connector.get('leads', id, { select: ['subject'] })).subject).toBe('Once');
  });
});
