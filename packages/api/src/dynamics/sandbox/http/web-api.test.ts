import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDynamicsSandbox } from '../open-sandbox.ts';
import { openTestSandbox, TEST_ORIGIN } from '../testing/test-sandbox.ts';
import { createDynamicsSandboxApp } from './sandbox-app.ts';

type Page = { value: Record<string, unknown>[]; '@odata.count'?: number; '@odata.nextLink'?: string };

describe('the Dataverse sandbox Web API', () => {
  const sandbox = openTestSandbox();
  const json = async <T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> => {
    const response = await sandbox.request(path, init);
    return { status: response.status, body: (await response.json()) as T, headers: response.headers };
  };

  it('answers the query options Dataverse supports', async () => {
    const { status, body } = await json<Page>(
      "accounts?$select=name,revenue,address1_stateorprovince&$filter=address1_stateorprovince eq 'TX' and revenue gt 1000000&$orderby=revenue desc&$top=5&$count=true",
    );
    expect(status).toBe(200);
    expect(body.value.length).toBeGreaterThan(0);
    expect(body.value.length).toBeLessThanOrEqual(5);
    expect(body['@odata.count']).toBeGreaterThanOrEqual(body.value.length);
    const revenues = body.value.map((row) => row.revenue as number);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    for (const row of body.value) {
      expect(Object.keys(row).sort()).toEqual([
        '@odata.etag',
        'accountid',
        'address1_stateorprovince',
        'name',
        'revenue',
      ]);
      expect(row.address1_stateorprovince).toBe('TX');
    }
  });

  it('expands lookups and relationships, with formatted values when asked', async () => {
    const { body } = await json<Page>(
      'accounts?$select=name,_primarycontactid_value,statecode&$expand=primarycontactid($select=fullname),contact_customer_accounts($select=fullname)&$top=1',
      { headers: { Prefer: 'odata.include-annotations="*"' } },
    );
    const [account] = body.value;
    expect(account?.['statecode@OData.Community.Display.V1.FormattedValue']).toBe('Active');
    expect(account?.['_primarycontactid_value@Microsoft.Dynamics.CRM.lookuplogicalname']).toBe('contact');
    const primary = account?.primarycontactid as { fullname: string; contactid: string };
    expect(primary.contactid).toBe(account?._primarycontactid_value);
    expect(account?.['_primarycontactid_value@OData.Community.Display.V1.FormattedValue']).toBe(primary.fullname);
    expect(account?.contact_customer_accounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ fullname: expect.any(String) })]),
    );
  });

  it('pages with Prefer: odata.maxpagesize and @odata.nextLink until every row is read', async () => {
    const total = Number(await (await sandbox.request('leads/$count')).text());
    const seen = new Set<string>();
    let path: string | undefined = 'leads?$select=fullname';
    let pages = 0;
    while (path) {
      const { body, headers }: { body: Page; headers: Headers } = await json<Page>(path, {
        headers: { Prefer: 'odata.maxpagesize=40' },
      });
      expect(headers.get('Preference-Applied')).toContain('odata.maxpagesize=40');
      expect(body.value.length).toBeLessThanOrEqual(40);
      for (const row of body.value) seen.add(String(row.leadid));
      pages += 1;
      path = body['@odata.nextLink']?.slice(`${TEST_ORIGIN}/api/data/v9.2/`.length);
    }
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 40));
  });

  it.each([
    [
      'an unknown property in $select',
      'accounts?$select=name,nosuchcolumn',
      "Could not find a property named 'nosuchcolumn'",
    ],
    [
      'an unknown property in $filter',
      "accounts?$filter=nosuchcolumn eq 'x'",
      "Could not find a property named 'nosuchcolumn'",
    ],
    [
      'an unknown property in $orderby',
      'accounts?$orderby=nosuchcolumn',
      "Could not find a property named 'nosuchcolumn'",
    ],
    ['a malformed $filter', "accounts?$filter=name eq 'unterminated", 'Syntax error'],
    ['$skip, which Dataverse does not support', 'accounts?$skip=10', 'The query parameter $skip is not supported'],
    ['$top over 5000', 'accounts?$top=5001', 'greater than 5000'],
  ])('refuses %s with 400 and the error envelope', async (_, path, message) => {
    const { status, body } = await json<{ error: { code: string; message: string } }>(path);
    expect(status).toBe(400);
    expect(body.error.code).toBe('0x80060888');
    expect(body.error.message).toContain(message);
  });

  it('answers an unknown entity set and a missing row with 404', async () => {
    expect((await json<{ error: { message: string } }>('nosuchtables')).body.error.message).toBe(
      "Resource not found for the segment 'nosuchtables'.",
    );
    const missing = await json<{ error: { code: string } }>('accounts(00000000-0000-0000-0000-000000000001)');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('0x80040217');
  });

  it('refuses a missing, an expired and a forged token with 401 and a Bearer challenge', async () => {
    const missing = await sandbox.app.request(`${TEST_ORIGIN}/api/data/v9.2/accounts`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toMatch(/^Bearer authorization_uri=/);
    expect(await missing.json()).toMatchObject({ error: { code: 'Unauthorized' } });

    const token = await sandbox.token();
    sandbox.advance(3600);
    const expired = await sandbox.request('accounts?$top=1', { headers: { Authorization: `Bearer ${token}` } });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('WWW-Authenticate')).toContain('error="invalid_token"');
    expect(await expired.json()).toMatchObject({ error: { message: expect.stringContaining('expired') } });

    const other = openTestSandbox({ secretKey: 'another-secret-key-of-at-least-thirty-two-chars' });
    const forged = await sandbox.request('accounts?$top=1', {
      headers: { Authorization: `Bearer ${await other.token()}` },
    });
    expect(forged.status).toBe(401);
  });

  it('creates, reads, updates with If-Match and deletes a row', async () => {
    const created = await sandbox.request('leads?$select=fullname,subject', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({
        subject: 'Pumps for the new plant',
        firstname: 'Ada',
        lastname: 'Lovelace',
        companyname: 'Acme',
      }),
    });
    expect(created.status).toBe(201);
    const lead = (await created.json()) as Record<string, string>;
    expect(lead.fullname).toBe('Ada Lovelace');
    const id = lead.leadid;
    const etag = created.headers.get('ETag') ?? '';

    const stale = await sandbox.request(`leads(${id})`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': 'W/"1"' },
      body: JSON.stringify({ subject: 'Changed' }),
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ error: { code: '0x80060882' } });

    const updated = await sandbox.request(`leads(${id})`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': etag },
      body: JSON.stringify({ subject: 'Changed', statecode: 2 }),
    });
    expect(updated.status).toBe(204);
    const read = (await (await sandbox.request(`leads(${id})?$select=subject,statecode,statuscode`)).json()) as Record<
      string,
      unknown
    >;
    expect(read).toMatchObject({ subject: 'Changed', statecode: 2, statuscode: 4 });

    expect((await sandbox.request(`leads(${id})`, { method: 'DELETE' })).status).toBe(204);
    expect((await sandbox.request(`leads(${id})`)).status).toBe(404);
  });

  it('refuses a body with a property the table does not have, or a bind to a row that does not exist', async () => {
    const unknown = await sandbox.request('accounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Acme', colour: 'blue' }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: '0x80048d19', message: expect.stringContaining("'colour' does not exist") },
    });
    const bind = await sandbox.request('contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        lastname: 'Doe',
        'parentcustomerid_account@odata.bind': '/accounts(00000000-0000-0000-0000-000000000009)',
      }),
    });
    expect(bind.status).toBe(404);
  });

  it('describes its tables in EntityDefinitions, standard and custom', async () => {
    const { body } = await json<Page>('EntityDefinitions?$select=LogicalName,EntitySetName,IsCustomEntity,DisplayName');
    const names = body.value.map((row) => row.LogicalName);
    expect(names).toEqual(
      expect.arrayContaining([
        'account',
        'contact',
        'lead',
        'opportunity',
        'salesorder',
        'invoice',
        'product',
        'systemuser',
        'workflow',
        'appmodule',
        'bot',
      ]),
    );
    expect(body.value.filter((row) => row.IsCustomEntity === true).length).toBeGreaterThanOrEqual(5);
    expect(body.value.find((row) => row.LogicalName === 'account')?.DisplayName).toMatchObject({
      UserLocalizedLabel: { Label: 'Account' },
    });
    const attributes = await json<Page>(
      "EntityDefinitions(LogicalName='account')/Attributes?$select=LogicalName,IsCustomAttribute",
    );
    expect(attributes.body.value.find((row) => row.LogicalName === 'cr4a2_tier')?.IsCustomAttribute).toBe(true);
  });

  it('holds processes of every category with their runs', async () => {
    const categories = new Set((await json<Page>('workflows?$select=category')).body.value.map((row) => row.category));
    expect([...categories]).toEqual(expect.arrayContaining([0, 4, 5]));
    expect(Number(await (await sandbox.request('flowruns/$count')).text())).toBeGreaterThan(0);
    expect(Number(await (await sandbox.request('asyncoperations/$count')).text())).toBeGreaterThan(0);
  });
});

describe('the Dataverse sandbox across restarts', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('generates the same organisation for the same seed, and keeps the changes clients made', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dynamics-sandbox-'));
    directories.push(dataDir);
    const open = () => {
      const deps = openDynamicsSandbox({
        secretKey: 'k'.repeat(40),
        seed: 7,
        dataDir,
        logger: pino({ level: 'silent' }),
      });
      return { deps, app: createDynamicsSandboxApp(deps) };
    };
    const first = open();
    const organization = await first.deps.organization();
    const [flow] = organization.store.rows('workflow').filter((row) => row.category === 5 && row.statecode === 1);
    const table = organization.catalog.get('workflow');
    await organization.store.update(table, String(flow?.workflowid), { statecode: 0, statuscode: 1 });

    const second = await open().deps.organization();
    expect(second.store.rows('account').map((row) => row.accountid)).toEqual(
      organization.store.rows('account').map((row) => row.accountid),
    );
    expect(second.store.get('workflow', String(flow?.workflowid))).toMatchObject({ statecode: 0, statuscode: 1 });
  });
});
