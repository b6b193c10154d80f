import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import SAPb1 from 'node-sapb1';
import { Equal } from 'node-sapb1/lib/filters.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxFixture, sandboxFixture } from './testing/sandbox-fixture.testing.ts';

type SapB1Response = Parameters<Parameters<typeof SAPb1.createSession>[2]>[0];

/** node-sapb1's callbacks as a promise; a refusal resolves to the response it carried. */
function call<T>(run: (success: (value: T) => void, failure: (error: SapB1Response) => void) => void) {
  return new Promise<{ ok: true; value: T } | { ok: false; status: number; body: unknown }>((resolve, reject) => {
    run(
      (value) => resolve({ ok: true, value }),
      (error) => {
        if (error instanceof Error) reject(error);
        else resolve({ ok: false, status: error.statusCode(), body: error.toJson() });
      },
    );
  });
}

/**
 * The sandbox checked by code we did not write: `node-sapb1`, an SAP Business One Service Layer
 * client from npm that speaks raw HTTP with Node's `http` module, logs in with CompanyDB, UserName
 * and Password, keeps the B1SESSION and ROUTEID cookies from Set-Cookie and sends them back, and
 * builds OData queries itself. It is pointed at the sandbox served over a socket at the root of a
 * host, as it would be pointed at https://server:50000.
 */
describe('node-sapb1 against the embedded Service Layer', () => {
  let sandbox: SandboxFixture;
  let http: ServerType;
  let config: { host: string; port: number; version: number; username: string; password: string; company: string };
  let session: SAPb1;

  beforeAll(async () => {
    sandbox = await sandboxFixture();
    http = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    const { port } = http.address() as AddressInfo;
    const { account } = sandbox.deps;
    config = {
      host: 'http://127.0.0.1',
      port,
      version: 2,
      username: account.userName,
      password: account.password,
      company: account.companyDb,
    };
    const opened = await call<SAPb1>((success, failure) => SAPb1.createSession(config, success, failure));
    if (!opened.ok) throw new Error(`login failed: ${opened.status}`);
    session = opened.value;
  });
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
  });

  it('logs in and keeps both cookies Service Layer set', () => {
    expect(Object.keys(session.session()).sort()).toEqual(['B1SESSION', 'ROUTEID']);
    expect(session.session().ROUTEID).toBe('.node1');
  });

  it('queries open sales orders with $select, $filter, $orderby, $top and $skip', async () => {
    const query = session
      .resource('Orders')
      .queryBuilder()
      .select('DocEntry,CardCode,DocTotal,DocumentStatus')
      .where(new Equal('DocumentStatus', 'bost_Open'))
      .orderBy('DocEntry', 'desc')
      .limit(5, 1);
    const answer = await call<{ value: { DocEntry: number; DocumentStatus: string }[] }>((success, failure) =>
      query.findAll(success, failure),
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.body));
    const rows = answer.value.value;
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.DocumentStatus === 'bost_Open')).toBe(true);
    const entries = rows.map((row) => row.DocEntry);
    expect(entries).toEqual([...entries].sort((a, b) => b - a));
    expect(Object.keys(rows[0] ?? {})).toEqual(['DocEntry', 'CardCode', 'DocTotal', 'DocumentStatus']);
  });

  it('counts and reads a business partner by its key', async () => {
    const count = await call<number>((success, failure) =>
      session
        .resource('BusinessPartners')
        .queryBuilder()
        .where(new Equal('CardType', 'cCustomer'))
        .count(success, failure),
    );
    if (!count.ok) throw new Error(JSON.stringify(count.body));
    expect(count.value).toBeGreaterThan(30);
    const partner = await call<{ CardCode: string; CardName: string }>((success, failure) =>
      session.resource('BusinessPartners').queryBuilder().find('C20000', success, failure),
    );
    expect(partner).toMatchObject({ ok: true, value: { CardCode: 'C20000' } });
  });

  it('creates a business partner, updates it and deletes it', async () => {
    const partners = session.resource('BusinessPartners');
    const created = await call((success, failure) =>
      partners.create(
        { CardCode: 'C99990', CardName: 'Independent Client Inc', CardType: 'cCustomer' },
        success,
        failure,
      ),
    );
    expect(created).toMatchObject({ ok: true, value: { CardCode: 'C99990', CardName: 'Independent Client Inc' } });
    const updated = await call((success, failure) =>
      partners.update('C99990', { Phone1: '555-0100' }, success, failure),
    );
    expect(updated.ok).toBe(true);
    const read = await call((success, failure) => partners.queryBuilder().find('C99990', success, failure));
    expect(read).toMatchObject({ ok: true, value: { Phone1: '555-0100' } });
    const deleted = await call((success, failure) => partners.delete('C99990', success, failure));
    expect(deleted.ok).toBe(true);
  });

  it('is refused an unknown property in $select, with the property named', async () => {
    const answer = await call((success, failure) =>
      session.resource('Items').queryBuilder().select('ItemCode,OnHand').findAll(success, failure),
    );
    expect(answer).toEqual({
      ok: false,
      status: 400,
      body: { error: { code: '201', message: "Property 'OnHand' is invalid", details: [{ code: '', message: '' }] } },
    });
  });

  it('is refused once its session has timed out, and works again after a new login', async () => {
    sandbox.advance(31 * 60_000);
    const expired = await call((success, failure) =>
      session.resource('Items').queryBuilder().limit(1).findAll(success, failure),
    );
    expect(expired).toMatchObject({
      ok: false,
      status: 401,
      body: { error: { code: '301', message: 'Invalid session or session already timeout.' } },
    });
    const again = await call<SAPb1>((success, failure) => SAPb1.createSession(config, success, failure));
    if (!again.ok) throw new Error('login failed');
    const items = await call<{ value: unknown[] }>((success, failure) =>
      again.value.resource('Items').queryBuilder().limit(3).findAll(success, failure),
    );
    expect(items.ok && items.value.value).toHaveLength(3);
  });
});
