import { beforeEach, describe, expect, it } from 'vitest';
import { type SandboxFixture, sandboxFixture } from '../sandbox/testing/sandbox-fixture.testing.ts';
import { SapConnectorError } from './connector-error.ts';
import { type CallRecord, createSapConnector, type SapConnectorOptions } from './service-layer-connector.ts';
import type { FetchFunction } from './transport.ts';

const ROOT = 'http://sl.test/b1s/v2/';

describe('the Service Layer connector against the sandbox', () => {
  let sandbox: SandboxFixture;
  let requests: { method: string; url: string }[];
  let calls: CallRecord[];

  beforeEach(async () => {
    sandbox = await sandboxFixture();
    requests = [];
    calls = [];
  });

  const connector = (options: SapConnectorOptions = {}, password = sandbox.deps.account.password) => {
    const fetch: FetchFunction = async (url, init) => {
      requests.push({ method: init.method ?? 'GET', url });
      return sandbox.app.request(url, init);
    };
    return createSapConnector(
      { serviceRoot: ROOT, companyDb: sandbox.deps.account.companyDb, userName: 'manager', password },
      { fetch, onCall: (call) => calls.push(call), ...options },
    );
  };

  it('logs in once and follows next links across pages up to maxRows', async () => {
    const sap = connector();
    const result = await sap.query('Orders', {
      select: ['DocEntry'],
      orderBy: 'DocEntry asc',
      pageSize: 10,
      maxRows: 25,
    });
    expect(result.rows.map((row) => row.DocEntry)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(result.truncated).toBe(true);
    expect(requests.filter((request) => request.url.endsWith('/Login'))).toHaveLength(1);
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([
      `${ROOT}Orders?$select=DocEntry&$orderby=DocEntry%20asc`,
      `${ROOT}Orders?$select=DocEntry&$orderby=DocEntry%20asc&$skip=10`,
      `${ROOT}Orders?$select=DocEntry&$orderby=DocEntry%20asc&$skip=20`,
    ]);
  });

  it('logs in again, once and transparently, when Service Layer says the session timed out', async () => {
    const sap = connector();
    expect(await sap.count('Warehouses')).toBe(3);
    // The server's clock moves past the timeout; the connector's does not, so it learns from the 401.
    sandbox.advance(31 * 60_000);
    expect(await sap.count('Warehouses')).toBe(3);
    expect(requests.map((request) => request.url.slice(ROOT.length))).toEqual([
      'Login',
      'Warehouses/$count',
      'Warehouses/$count',
      'Login',
      'Warehouses/$count',
    ]);
  });

  it('gives up after one new login when the session is refused again', async () => {
    let logins = 0;
    const fetch: FetchFunction = async (url) => {
      if (url.endsWith('/Login')) {
        logins += 1;
        return new Response(JSON.stringify({ SessionId: `s${logins}`, SessionTimeout: 30 }), {
          status: 200,
          headers: { 'Set-Cookie': `B1SESSION=s${logins};HttpOnly;` },
        });
      }
      return new Response(
        JSON.stringify({ error: { code: '301', message: 'Invalid session or session already timeout.' } }),
        {
          status: 401,
        },
      );
    };
    const sap = createSapConnector({ serviceRoot: ROOT, companyDb: 'X', userName: 'u', password: 'p' }, { fetch });
    await expect(sap.count('Items')).rejects.toMatchObject({ status: 401, sapCode: '301' });
    expect(logins).toBe(2);
  });

  it("keeps Service Layer's words and code for a refused query", async () => {
    const error = await connector()
      .query('Items', { select: ['ItemCode', 'OnHand'] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SapConnectorError);
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      sapCode: '201',
      message: "Property 'OnHand' is invalid",
    });
  });

  it('reads the v1 envelope too', async () => {
    const sap = createSapConnector(
      {
        serviceRoot: 'http://sl.test/b1s/v1/',
        companyDb: sandbox.deps.account.companyDb,
        userName: 'manager',
        password: sandbox.deps.account.password,
      },
      { fetch: async (url, init) => sandbox.app.request(url, init) },
    );
    await expect(sap.get('BusinessPartners', 'NOPE')).rejects.toMatchObject({
      code: 'not_found',
      sapCode: '-2028',
      message: 'No matching records found (ODBC -2028)',
    });
    expect(await sap.get('BusinessPartners', 'C20000', ['CardCode', 'CreateDate'])).toEqual({
      CardCode: 'C20000',
      CreateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('says plainly when the login is refused', async () => {
    const verification = await connector({}, 'wrong').verify();
    expect(verification.ok).toBe(false);
    if (!verification.ok) {
      expect(verification.error).toMatchObject({ code: 'invalid_credentials', sapCode: '-304' });
      expect(verification.error.message).toBe('Service Layer refused the login: Fail to NONE-SSO login from SLD.');
    }
  });

  it('creates, updates and closes a document, timing each call', async () => {
    const sap = connector();
    const order = await sap.create('Orders', {
      CardCode: 'C20000',
      DocumentLines: [{ ItemCode: 'A00002', Quantity: 1 }],
    });
    await sap.update('Orders', Number(order.DocEntry), { Comments: 'Rush' });
    await sap.action('Orders', Number(order.DocEntry), 'Close');
    expect(await sap.get('Orders', Number(order.DocEntry), ['Comments', 'DocumentStatus'])).toEqual({
      Comments: 'Rush',
      DocumentStatus: 'bost_Close',
    });
    expect(calls.map((call) => [call.method, call.resource, call.ok])).toEqual([
      ['POST', 'Orders', true],
      ['PATCH', 'Orders', true],
      ['POST', 'Orders', true],
      ['GET', 'Orders', true],
    ]);
    expect(calls.every((call) => call.durationMs >= 0)).toBe(true);
  });

  it('retries a read on 5xx but never repeats a write', async () => {
    let gets = 0;
    let posts = 0;
    const fetch: FetchFunction = async (url, init) => {
      if (url.endsWith('/Login')) return sandbox.app.request(url, init);
      if (init.method === 'GET') gets += 1;
      else posts += 1;
      return new Response('', { status: 503 });
    };
    const waits: number[] = [];
    const sap = createSapConnector(
      {
        serviceRoot: ROOT,
        companyDb: sandbox.deps.account.companyDb,
        userName: 'manager',
        password: sandbox.deps.account.password,
      },
      { fetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
    );
    await expect(sap.count('Items')).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    expect(gets).toBe(4);
    expect(waits).toEqual([250, 500, 1000]);
    await expect(sap.create('BusinessPartners', { CardCode: 'C1', CardName: 'X' })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(posts).toBe(1);
  });

  it('logs out, ending the session on the server', async () => {
    const sap = connector();
    await sap.count('Items');
    await sap.logout();
    expect(requests.at(-1)).toEqual({ method: 'POST', url: `${ROOT}Logout` });
    expect(await sap.count('Items')).toBeGreaterThan(0);
    expect(requests.filter((request) => request.url.endsWith('/Login'))).toHaveLength(2);
  });
});
