import { beforeAll, describe, expect, it } from 'vitest';
import { type SandboxFixture, sandboxFixture } from '../testing/sandbox-fixture.testing.ts';

describe('the SAP Service Layer sandbox', () => {
  let sandbox: SandboxFixture;
  let cookie: string;

  beforeAll(async () => {
    sandbox = await sandboxFixture();
    cookie = await sandbox.login();
  });

  it('logs in with the company, user and password, setting B1SESSION and ROUTEID', async () => {
    const response = await sandbox.app.request('http://sl.test/b1s/v2/Login', {
      method: 'POST',
      body: JSON.stringify({
        CompanyDB: sandbox.deps.account.companyDb,
        UserName: 'manager',
        Password: sandbox.deps.account.password,
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      SessionTimeout: 30,
      '@odata.context': 'http://sl.test/b1s/v2/$metadata#B1Sessions/$entity',
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe(`B1SESSION=${String(body.SessionId)};HttpOnly;`);
    expect(cookies[1]).toBe('ROUTEID=.node1; path=/b1s');
  });

  it('refuses a wrong password (-304) and an unknown company (-306) with 401', async () => {
    const login = (body: unknown) =>
      sandbox.app.request('http://sl.test/b1s/v2/Login', { method: 'POST', body: JSON.stringify(body) });
    const wrong = await login({ CompanyDB: sandbox.deps.account.companyDb, UserName: 'manager', Password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: '-304', message: 'Fail to NONE-SSO login from SLD.', details: [{ code: '', message: '' }] },
    });
    const company = await login({ CompanyDB: 'SBODEMOUS', UserName: 'manager', Password: 'x' });
    expect(((await company.json()) as { error: { code: string } }).error.code).toBe('-306');
  });

  it('refuses a request without a session, in the v1 envelope on /b1s/v1', async () => {
    const response = await sandbox.app.request('http://sl.test/b1s/v1/Items');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 301, message: { lang: 'en-us', value: 'Invalid session or session already timeout.' } },
    });
  });

  it('pages by 20 with a relative nextLink, and by odata.maxpagesize when asked', async () => {
    const first = (await (await sandbox.get('/b1s/v2/Orders?$select=DocEntry,DocNum', cookie)).json()) as {
      value: { DocEntry: number }[];
      '@odata.nextLink': string;
      '@odata.context': string;
    };
    expect(first.value).toHaveLength(20);
    expect(first['@odata.nextLink']).toBe('Orders?$select=DocEntry,DocNum&$skip=20');
    expect(first['@odata.context']).toBe('http://sl.test/b1s/v2/$metadata#Orders(DocEntry,DocNum)');
    const big = await sandbox.get('/b1s/v2/Orders?$select=DocEntry&$top=30', cookie, {
      Prefer: 'odata.maxpagesize=25',
    });
    expect(big.headers.get('Preference-Applied')).toBe('odata.maxpagesize=25');
    const page = (await big.json()) as { value: unknown[]; '@odata.nextLink': string };
    expect(page.value).toHaveLength(25);
    expect(page['@odata.nextLink']).toBe('Orders?$select=DocEntry&$top=5&$skip=25');
  });

  it('filters, orders and counts as OData asks', async () => {
    const open = (await (
      await sandbox.get(
        "/b1s/v2/Orders?$filter=DocumentStatus eq 'bost_Open' and Cancelled eq 'tNO'&$orderby=DocTotal desc&$count=true&$select=DocEntry,DocTotal,DocumentStatus",
        cookie,
        { Prefer: 'odata.maxpagesize=0' },
      )
    ).json()) as { value: { DocTotal: number; DocumentStatus: string }[]; '@odata.count': number };
    expect(open.value.length).toBe(open['@odata.count']);
    expect(open.value.length).toBeGreaterThan(0);
    expect(open.value.every((order) => order.DocumentStatus === 'bost_Open')).toBe(true);
    const totals = open.value.map((order) => order.DocTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const count = await sandbox.get(
      "/b1s/v2/Orders/$count?$filter=DocumentStatus eq 'bost_Open' and Cancelled eq 'tNO'",
      cookie,
    );
    expect(count.headers.get('content-type')).toContain('text/plain');
    expect(Number(await count.text())).toBe(open['@odata.count']);
  });

  it('refuses an unknown property in $select and a malformed filter, as Service Layer does', async () => {
    const select = await sandbox.get('/b1s/v2/BusinessPartners?$select=CardCode,Balance', cookie);
    expect(select.status).toBe(400);
    expect(await select.json()).toMatchObject({ error: { code: '201', message: "Property 'Balance' is invalid" } });
    const filter = await sandbox.get("/b1s/v2/BusinessPartners?$filter=CardType eq 'cCustomer' and", cookie);
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({
      error: { code: '201', message: 'Query string error - Invalid filter condition' },
    });
    const property = await sandbox.get("/b1s/v2/BusinessPartners?$filter=NoSuchField eq 'x'", cookie);
    expect(await property.json()).toMatchObject({ error: { message: "Property 'NoSuchField' is invalid" } });
  });

  it('reads by key, and answers a missing key with -2028', async () => {
    const partner = await sandbox.get("/b1s/v2/BusinessPartners('C20000')", cookie);
    expect(partner.status).toBe(200);
    expect(await partner.json()).toMatchObject({ CardCode: 'C20000', CardType: 'cCustomer' });
    const missing = await sandbox.get("/b1s/v2/BusinessPartners('NOPE')", cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: '-2028', message: 'No matching records found (ODBC -2028)' },
    });
  });

  it('ends a session after 30 idle minutes, and each request pushes the timeout on', async () => {
    const session = await sandbox.login();
    sandbox.advance(29 * 60_000);
    expect((await sandbox.get('/b1s/v2/Warehouses', session)).status).toBe(200);
    sandbox.advance(29 * 60_000);
    expect((await sandbox.get('/b1s/v2/Warehouses', session)).status).toBe(200);
    sandbox.advance(31 * 60_000);
    const expired = await sandbox.get('/b1s/v2/Warehouses', session);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { code: '301', message: 'Invalid session or session already timeout.' },
    });
    cookie = await sandbox.login();
  });

  it('creates an order with prices from the price list, and refuses an unknown property or partner', async () => {
    const post = (body: unknown) =>
      sandbox.app.request('http://sl.test/b1s/v2/Orders', {
        method: 'POST',
        headers: { Cookie: cookie },
        body: JSON.stringify(body),
      });
    const created = await post({ CardCode: 'C20000', DocumentLines: [{ ItemCode: 'A00001', Quantity: 2 }] });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { DocEntry: number; DocTotal: number; DocumentLines: { Price: number }[] };
    expect(created.headers.get('Location')).toBe(`http://sl.test/b1s/v2/Orders(${order.DocEntry})`);
    expect(order.DocTotal).toBe(order.DocumentLines[0]?.Price ? order.DocumentLines[0].Price * 2 : Number.NaN);
    const unknown = await post({ CardCode: 'C20000', Colour: 'red' });
    expect(await unknown.json()).toMatchObject({
      error: { code: '-1000', message: "Property 'Colour' of 'Document' is invalid" },
    });
    const vendor = await post({ CardCode: 'V10000', DocumentLines: [{ ItemCode: 'A00001', Quantity: 1 }] });
    expect(await vendor.json()).toMatchObject({
      error: { code: '-5002', message: "Invalid BP code [ORDR.CardCode] , 'V10000'" },
    });
  });

  it('updates with PATCH (204) and says when the key does not exist', async () => {
    const patch = (key: string, body: unknown) =>
      sandbox.app.request(`http://sl.test/b1s/v2/U_ERPA_ADDONS('${key}')`, {
        method: 'PATCH',
        headers: { Cookie: cookie },
        body: JSON.stringify(body),
      });
    expect((await patch('AO-PAY', { U_Status: 'active' })).status).toBe(204);
    const read = await sandbox.get("/b1s/v2/U_ERPA_ADDONS('AO-PAY')?$select=U_Status", cookie);
    expect(await read.json()).toMatchObject({ U_Status: 'active' });
    const missing = await patch('NOPE', { U_Status: 'active' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: "Entity with value('NOPE') does not exist" } });
  });

  it('logs out: the session is then refused', async () => {
    const session = await sandbox.login();
    const logout = await sandbox.app.request('http://sl.test/b1s/v2/Logout', {
      method: 'POST',
      headers: { Cookie: session },
    });
    expect(logout.status).toBe(204);
    expect((await sandbox.get('/b1s/v2/Items', session)).status).toBe(401);
  });
});
