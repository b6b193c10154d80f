import {
  type ErrorEnvelope,
  NETSUITE_MESSAGES,
  type NetsuiteConnection,
  type NetsuiteDemoCredentials,
  type SavedSearchRunResult,
} from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netsuiteConnections } from '../../db/schema.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let operator: Client;
let demo: NetsuiteDemoCredentials;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  operator = (await server.userWithRole('operator', { platforms: ['netsuite'] })).client;
  demo = (await operator.request<NetsuiteDemoCredentials>('GET', '/functions/v1/netsuite/demo-credentials')).body;
});
afterAll(() => server?.close());

const connect = (client: Client, body: unknown) =>
  client.request<NetsuiteConnection & ErrorEnvelope>('POST', '/functions/v1/netsuite/connect', { body });

const OPEN_INVOICES = {
  title: 'Open invoices over 5,000',
  recordType: 'transaction',
  filters: [
    { field: 'type', operator: 'anyof', values: ['CustInvc'] },
    { field: 'status', operator: 'anyof', values: ['CustInvc:A'] },
    { field: 'mainline', operator: 'is', values: ['T'] },
    { field: 'amount', operator: 'greaterthan', values: [5000] },
  ],
  columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'amount', sort: 'desc' }],
} as const;

describe('NetSuite connection', () => {
  it('starts disconnected, and saved searches say so', async () => {
    const connection = await operator.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection');
    expect(connection.body).toEqual({
      connected: false,
      accountId: null,
      sandbox: false,
      connectedAt: null,
      authMethod: null,
      tokenExpiresAt: null,
      reauthenticateBy: null,
    });

    const create = await operator.request<ErrorEnvelope>('POST', '/functions/v1/netsuite/saved-search', {
      body: { config: OPEN_INVOICES },
    });
    expect(create.status).toBe(409);
    expect(create.body).toMatchObject({ code: 'netsuite_not_connected', message: NETSUITE_MESSAGES.notConnected });
    const run = await operator.request<ErrorEnvelope>('POST', '/functions/v1/netsuite/saved-search/1/run', {
      body: {},
    });
    expect(run.body.message).toBe('Not connected to NetSuite');
  });

  it('offers the sandbox demo account and token for one-click filling', () => {
    expect(demo.accountId).toBe(server.services.sandbox?.deps.account.accountId);
    expect(demo.tokenId).toMatch(/^[0-9a-f]{64}$/);
    expect(demo.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong token secret with the seed message and NetSuite’s reason, storing nothing', async () => {
    const reply = await connect(operator, { ...demo, tokenSecret: 'wrong' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 'netsuite_connect_failed', message: 'Failed to connect to NetSuite' });
    expect(reply.body.reason).toContain('invalid_credentials');
    expect(await server.database.db.select().from(netsuiteConnections)).toEqual([]);
  });

  it('refuses malformed input by field before calling NetSuite', async () => {
    const reply = await connect(operator, { accountId: 'evil.example#', tokenId: '', tokenSecret: 7 });
    expect(reply.status).toBe(400);
    expect(reply.body.details?.map((detail) => detail.field).sort()).toEqual(['accountId', 'tokenId', 'tokenSecret']);
  });

  it('needs the integration record to connect a real account', async () => {
    const reply = await connect(operator, { accountId: '7654321', tokenId: 'token', tokenSecret: 'secret' });
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('netsuite_not_configured');
  });

  it('connects the sandbox after a real call, and never hands the token back', async () => {
    const reply = await connect(operator, demo);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      connected: true,
      accountId: demo.accountId,
      sandbox: true,
      authMethod: 'tba',
      tokenExpiresAt: null,
    });
    expect(JSON.stringify(reply.body)).not.toContain(demo.tokenSecret);
    expect(JSON.stringify(reply.body)).not.toContain(demo.tokenId);

    const connection = await operator.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection');
    expect(connection.body).toMatchObject({ connected: true, accountId: demo.accountId, sandbox: true });
    expect(connection.body.verified).toBeUndefined();
  });

  it('says, when asked to verify, whether NetSuite accepts the stored token now', async () => {
    const live = await operator.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection?verify=true');
    expect(live.body.verified).toMatchObject({ ok: true, message: null });
    await server.database.db.execute(
      sql`update netsuite_connections set sealed_token = 'v1.AAAA' where account_id = ${demo.accountId}`,
    );
    const broken = await operator.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection?verify=true');
    expect(broken.body).toMatchObject({ connected: true, verified: { ok: false } });
    expect(broken.body.verified?.message).toContain('SECRET_KEY');
    await connect(operator, demo);
  });

  it('keeps the token unreadable in a dump of the database', async () => {
    // Both drivers answer `execute` with `{ rows }`; drizzle types it per driver.
    const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
      ((await server.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    let dump = '';
    for (const { tablename } of await rowsOf(sql.raw("select tablename from pg_tables where schemaname = 'public'"))) {
      dump += JSON.stringify(await rowsOf(sql.raw(`select * from "${String(tablename)}"`)));
    }
    expect(dump).toContain(demo.accountId);
    expect(dump).not.toContain(demo.tokenSecret);
    expect(dump).not.toContain(demo.tokenId);
  });

  it('creates, lists and runs a saved search in the connected account', async () => {
    const created = await operator.request<{ searchId: string; scriptId: string }>(
      'POST',
      '/functions/v1/netsuite/saved-search',
      // A client of the prototype also sends credentials; the stored connection is used instead.
      { body: { credentials: { accountId: 'ignored' }, config: OPEN_INVOICES } },
    );
    expect(created.status).toBe(200);
    expect(created.body.scriptId).toMatch(/^customsearch_open_invoices_over_5/);

    const list = await operator.request<{ items: { searchId: string }[] }>(
      'GET',
      '/functions/v1/netsuite/saved-search',
    );
    expect(list.body.items.map((item) => item.searchId)).toContain(created.body.searchId);

    const run = await operator.request<SavedSearchRunResult>(
      'POST',
      `/functions/v1/netsuite/saved-search/${created.body.searchId}/run`,
      { body: { pageSize: 5 } },
    );
    expect(run.status).toBe(200);
    const engine = server.services.sandbox?.engine;
    if (!engine) throw new Error('the sandbox did not start');
    const { rows } = await engine.query<{ n: number }>(
      `select count(*)::int as n from transaction where type = 'CustInvc' and status = 'A' and foreigntotal > 5000`,
    );
    expect(run.body.totalResults).toBe(rows[0]?.n);
    expect(run.body.results.length).toBe(Math.min(5, rows[0]?.n ?? 0));
    expect(run.body.columns.map((column) => column.key)).toEqual(['tranid', 'entity', 'amount']);
  });

  it('answers a definition NetSuite refuses with the seed message and its reason', async () => {
    const reply = await operator.request<ErrorEnvelope>('POST', '/functions/v1/netsuite/saved-search', {
      body: { config: { ...OPEN_INVOICES, title: 'Bad', columns: [{ name: 'no_such_field' }] } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 'saved_search_create_failed', message: 'Failed to create saved search' });
    expect(reply.body.reason).toContain('no_such_field');
  });

  it('answers an unknown saved search with 404 and the seed message', async () => {
    const reply = await operator.request<ErrorEnvelope>('POST', '/functions/v1/netsuite/saved-search/999999/run', {
      body: {},
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'saved_search_run_failed', message: 'Failed to run saved search' });
  });

  it('keeps connections per user', async () => {
    const other = (await server.userWithRole('analyst', { platforms: ['netsuite'] })).client;
    const connection = await other.request<NetsuiteConnection>('GET', '/functions/v1/netsuite/connection');
    expect(connection.body.connected).toBe(false);
  });

  it('offers the bridge RESTlet for download', async () => {
    const reply = await operator.request<string>('GET', '/functions/v1/netsuite/bridge-restlet.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="erp_agent_bridge_restlet.js"');
    expect(reply.body).toContain('@NScriptType Restlet');
  });

  it('is closed to users without the NetSuite platform', async () => {
    const sapOnly = (await server.userWithRole('operator', { platforms: ['sap'] })).client;
    const reply = await sapOnly.request<ErrorEnvelope>('GET', '/functions/v1/netsuite/connection');
    expect(reply.status).toBe(403);
  });

  it('disconnects, after which saved searches are out of reach again', async () => {
    const reply = await operator.request<NetsuiteConnection>('DELETE', '/functions/v1/netsuite/connection');
    expect(reply.body).toMatchObject({ connected: false, accountId: null });
    expect(await server.database.db.select().from(netsuiteConnections)).toEqual([]);
    const run = await operator.request<ErrorEnvelope>('POST', '/functions/v1/netsuite/saved-search/1/run', {
      body: {},
    });
    expect(run.status).toBe(409);
  });
});
