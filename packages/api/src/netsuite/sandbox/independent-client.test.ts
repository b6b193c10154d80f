import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import NetsuiteRest from 'netsuite-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { netsuiteRealm } from '../tba/index.ts';
import { SANDBOX_PREFIX } from './http/sandbox-app.ts';

/**
 * The sandbox checked by code we did not write: `netsuite-rest`, a NetSuite client from npm that
 * signs with `oauth-1.0a` and sends with `got`, pointed at the API over real HTTP as it would be
 * pointed at a NetSuite account.
 */
describe('netsuite-rest against the embedded sandbox', () => {
  let server: TestServer;
  let http: ServerType;
  let client: NetsuiteRest;
  let options: ConstructorParameters<typeof NetsuiteRest>[0];

  beforeAll(async () => {
    server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    const { port } = http.address() as AddressInfo;
    const account = server.services.sandbox?.deps.account;
    if (!account) throw new Error('the sandbox did not start');
    options = {
      consumer_key: account.consumerKey,
      consumer_secret_key: account.consumerSecret,
      token: account.demoTokenId,
      token_secret: account.demoTokenSecret,
      realm: netsuiteRealm(account.accountId),
      base_url: `http://127.0.0.1:${port}${SANDBOX_PREFIX}`,
    };
    client = new NetsuiteRest(options);
  });
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
  });

  it('runs a SuiteQL query with paging', async () => {
    type Page = { count: number; offset: number; hasMore: boolean; items: { id: string }[] };
    const query = (paging: string) =>
      client.request({
        path: `query/v1/suiteql?${paging}`,
        method: 'POST',
        body: JSON.stringify({ q: 'SELECT id, companyname FROM customer ORDER BY id' }),
      });
    const first = await query('limit=10&offset=0');
    const second = await query('limit=5&offset=5');
    expect(second.statusCode).toBe(200);
    const page = second.data as Page;
    expect(page).toMatchObject({ count: 5, offset: 5, hasMore: true });
    expect(page.items.map((item) => item.id)).toEqual((first.data as Page).items.slice(5).map((item) => item.id));
  });

  it('creates a customer and reads it back', async () => {
    const created = await client.request({
      path: 'record/v1/customer',
      method: 'POST',
      body: JSON.stringify({
        companyName: 'Independent Client Ltd',
        email: 'ap@independent.example',
        subsidiary: { id: '1' },
      }),
    });
    expect(created.statusCode).toBe(204);
    // netsuite-rest spreads got's response into a plain object, which drops its headers (a
    // getter), so the new id is found the way a NetSuite user would: by SuiteQL.
    const found = await client.request({
      path: 'query/v1/suiteql',
      method: 'POST',
      body: JSON.stringify({ q: "SELECT id FROM customer WHERE companyname = 'Independent Client Ltd'" }),
    });
    const { items } = found.data as { items: { id: string }[] };
    expect(items).toHaveLength(1);
    const id = items[0]?.id ?? '';

    const read = await client.request({ path: `record/v1/customer/${id}`, method: 'GET' });
    expect(read.statusCode).toBe(200);
    expect(read.data).toMatchObject({ id, companyName: 'Independent Client Ltd', email: 'ap@independent.example' });
  });

  it('is refused with a wrong token secret', async () => {
    const forger = new NetsuiteRest({ ...options, token_secret: 'not-the-secret' });
    const error: unknown = await forger
      .request({ path: 'query/v1/suiteql', method: 'POST', body: JSON.stringify({ q: 'SELECT id FROM customer' }) })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    // got rejects a non-2xx answer with an HTTPError carrying the response.
    const response = (error as { response?: { statusCode: number; body: string } }).response;
    expect(response?.statusCode).toBe(401);
    expect(JSON.parse(response?.body ?? '{}')).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
});
