import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { type RecordClient, recordClient } from './record-client.testing.ts';

let sandbox: TestSandbox;
let client: RecordClient;

beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
  client = recordClient(sandbox);
});

afterAll(() => sandbox?.close());

interface Collection {
  links: { rel: string; href: string }[];
  count: number;
  hasMore: boolean;
  items: { links: { rel: string; href: string }[]; id: string }[];
  offset: number;
  totalResults: number;
}

async function list(type: string, query: Record<string, string> = {}): Promise<Collection> {
  const search = new URLSearchParams(query).toString();
  const response = await client.send('GET', `/${type}${search ? `?${search}` : ''}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/vnd.oracle.resource+json; type=collection');
  return (await response.json()) as Collection;
}

async function ids(type: string, q: string): Promise<number[]> {
  return (await list(type, { q })).items.map((item) => Number(item.id));
}

async function sqlIds(sql: string, params: readonly unknown[] = []): Promise<number[]> {
  return (await client.rows<{ id: number }>(sql, params)).map((row) => row.id);
}

/** The ids SQL finds, asserting they are some of the table's rows but not all, so a match means something. */
async function someIds(table: string, sql: string, params: readonly unknown[] = []): Promise<number[]> {
  const found = await sqlIds(sql, params);
  const [all] = await client.rows<{ n: number }>(`select count(*)::int as n from ${table}`);
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(all?.n ?? 0);
  return found;
}

describe('a record collection', () => {
  it('pages through every record by following next links until hasMore is false', async () => {
    const expected = await sqlIds('select id from customer order by id');
    expect(expected.length).toBeGreaterThan(20);
    const seen: number[] = [];
    let page = await list('customer', { limit: '7' });
    for (;;) {
      expect(page.totalResults).toBe(expected.length);
      expect(page.count).toBe(page.items.length);
      seen.push(...page.items.map((item) => Number(item.id)));
      const next = page.links.find((link) => link.rel === 'next');
      expect(Boolean(next)).toBe(page.hasMore);
      if (!next) break;
      const response = await sandbox.request('GET', new URL(next.href).pathname + new URL(next.href).search);
      page = (await response.json()) as Collection;
    }
    expect(seen).toEqual(expected);
  });

  it('gives each item its id as a string and a link to it', async () => {
    const page = await list('vendor', { limit: '2', offset: '2' });
    expect(page).toMatchObject({ count: 2, offset: 2, hasMore: true });
    const [first] = page.items;
    expect(first?.links).toEqual([
      { rel: 'self', href: `http://sandbox.test/services/rest/record/v1/vendor/${first?.id}` },
    ]);
    expect(page.links.map((link) => link.rel)).toEqual(['previous', 'first', 'next', 'last', 'self']);
  });

  it('is served with or without a trailing slash', async () => {
    const response = await client.send('GET', '/vendor/?limit=1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Collection).totalResults).toBe((await list('vendor')).totalResults);
  });

  it('serves 1000 records a page unless asked for fewer', async () => {
    const page = await list('customer');
    expect(page.count).toBe(page.totalResults);
    expect(page.hasMore).toBe(false);
  });

  it('answers an empty page past the end', async () => {
    const page = await list('employee', { offset: '100000' });
    expect(page).toMatchObject({ count: 0, hasMore: false, items: [] });
    expect(page.totalResults).toBeGreaterThan(0);
  });

  it('counts only inventory items among all items', async () => {
    const [row] = await client.rows<{ n: number }>(`select count(*)::int as n from item where itemtype = 'InvtPart'`);
    expect((await list('inventoryitem', { limit: '1' })).totalResults).toBe(row?.n);
  });

  it.each([
    ['limit', '0'],
    ['limit', '1001'],
    ['offset', 'last'],
  ])('refuses %s=%s with the parameter named', async (name, value) => {
    const response = await client.send('GET', `/customer?${name}=${value}`);
    expect(await client.refusal(response)).toMatchObject({
      status: 400,
      'o:errorCode': 'INVALID_PARAMETER',
      'o:errorQueryParam': name,
    });
  });
});

describe('the q filter', () => {
  it('matches text without regard to case', async () => {
    const [first] = await client.rows<{ companyname: string }>('select companyname from customer order by id limit 1');
    const prefix = (first?.companyname ?? '').slice(0, 3);
    expect(await ids('customer', `companyName START_WITH "${prefix.toLowerCase()}"`)).toEqual(
      await someIds('customer', 'select id from customer where companyname ilike $1 order by id', [`${prefix}%`]),
    );
    expect(await ids('customer', `companyname CONTAIN "${prefix.toUpperCase()}"`)).toEqual(
      await sqlIds('select id from customer where companyname ilike $1 order by id', [`%${prefix}%`]),
    );
  });

  it('compares numbers, dates and flags', async () => {
    expect(await ids('customer', 'creditLimit GREATER_OR_EQUAL 100000')).toEqual(
      await someIds('customer', 'select id from customer where creditlimit >= 100000 order by id'),
    );
    expect(await ids('customer', 'dateCreated ON_OR_AFTER "1/1/2026" AND dateCreated BEFORE "2026-07-01"')).toEqual(
      await someIds(
        'customer',
        `select id from customer where datecreated >= '2026-01-01' and datecreated < '2026-07-01' order by id`,
      ),
    );
    expect(await ids('employee', 'isInactive IS true')).toEqual(
      await sqlIds(`select id from employee where isinactive = 'T' order by id`),
    );
    expect(await ids('employee', 'isSalesRep IS_NOT true')).toEqual(
      await someIds('employee', `select id from employee where issalesrep = 'F' order by id`),
    );
  });

  it('takes lists of ids, ranges and references', async () => {
    const some = (await sqlIds('select id from vendor order by id limit 3')).map(String);
    expect(await ids('vendor', `id ANY_OF [${some.join(', ')}]`)).toEqual(some.map(Number));
    expect(await ids('customer', 'subsidiary ANY_OF [2, 3]')).toEqual(
      await someIds('customer', 'select id from customer where subsidiary in (2, 3) order by id'),
    );
    expect(await ids('customer', 'creditLimit BETWEEN [5000, 50000]')).toEqual(
      await someIds('customer', 'select id from customer where creditlimit between 5000 and 50000 order by id'),
    );
  });

  it('finds empty fields, including those a REST create left empty', async () => {
    const id = await client.create('customer', { companyName: 'No Email Co', subsidiary: { id: '1' } });
    expect(await ids('customer', 'email EMPTY')).toContain(id);
    expect(await ids('customer', 'email EMPTY_NOT')).not.toContain(id);
    expect(await ids('customer', `externalId IS "nothing-like-it"`)).toEqual([]);
  });

  it('combines conditions with AND, OR and parentheses', async () => {
    expect(await ids('customer', '(subsidiary ANY_OF [2] OR subsidiary ANY_OF [3]) AND isPerson IS false')).toEqual(
      await someIds('customer', `select id from customer where subsidiary in (2, 3) and isperson = 'F' order by id`),
    );
    expect(await ids('customer', 'subsidiary ANY_OF [2] OR subsidiary ANY_OF [3] AND creditLimit LESS 0')).toEqual(
      await someIds('customer', 'select id from customer where subsidiary = 2 order by id'),
    );
  });

  it('keeps the filter on every page', async () => {
    const total = (await sqlIds('select id from customer where subsidiary = 1')).length;
    const page = await list('customer', { q: 'subsidiary ANY_OF [1]', limit: '5' });
    expect(page.totalResults).toBe(total);
    const next = page.links.find((link) => link.rel === 'next');
    expect(new URL(next?.href ?? 'http://x').searchParams.get('q')).toBe('subsidiary ANY_OF [1]');
  });

  it.each([
    ['nosuchfield IS 1', "no field 'nosuchfield'"],
    ['companyName GREATER 5', 'does not apply'],
    ['dateCreated WITHIN ["1/1/2026", "2/1/2026"]', 'does not apply'],
    ['creditLimit EQUAL lots', 'not a number'],
    ['dateCreated AFTER "31/31/2026"', 'not a date'],
    ['companyName IS', 'value'],
    ['creditLimit BETWEEN [1]', 'takes 2 values'],
  ])('refuses %j in the envelope, naming q', async (q, words) => {
    const response = await client.send('GET', `/customer?q=${encodeURIComponent(q)}`);
    const refusal = await client.refusal(response);
    expect(refusal).toMatchObject({ status: 400, 'o:errorCode': 'INVALID_PARAMETER', 'o:errorQueryParam': 'q' });
    expect(refusal.detail).toContain(words);
  });
});
