import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryNonceStore, tbaAuthorizationHeader } from '../../tba/index.ts';
import { type SandboxEngine, type SandboxQueryOptions, SandboxTimeoutError } from '../engine/sandbox-engine.ts';
import { statusDisplayName, type TransactionType } from '../generate/status-codes.ts';
import { createSandboxApp } from '../http/sandbox-app.ts';
import { TABLE_NAMES } from '../store/schema.ts';
import { TEST_SANDBOX_ORIGIN } from '../testing/test-sandbox.ts';
import { tableColumns } from './catalog.ts';
import { errorBody, openSuiteqlSandbox, type SuiteqlPageBody, type SuiteqlSandbox } from './suiteql-client.fixture.ts';

const SUITEQL_URL = `${TEST_SANDBOX_ORIGIN}/services/rest/query/v1/suiteql`;
const SEARCH_ERROR = 'Invalid search query. Detailed unprocessed description follows. Search error occurred: ';

let sandbox: SuiteqlSandbox;

beforeAll(async () => {
  sandbox = await openSuiteqlSandbox({ scale: 300 });
});
afterAll(() => sandbox?.close());

/** Rows straight from the sandbox database, to compare the resource's answers with. */
async function databaseRows<Row>(sql: string): Promise<Row[]> {
  return (await sandbox.engine.query<Row>(sql)).rows;
}

/** Every page of a query, following `next` links as a NetSuite client does. */
async function allPages(q: string, limit: number): Promise<SuiteqlPageBody[]> {
  const pages: SuiteqlPageBody[] = [];
  let offset = 0;
  for (;;) {
    const page = await sandbox.page(q, { limit, offset });
    pages.push(page);
    const next = page.links.find((link) => link.rel === 'next');
    if (!next) return pages;
    offset = Number(new URL(next.href).searchParams.get('offset'));
  }
}

const withoutLinks = (page: SuiteqlPageBody) => page.items.map(({ links: _links, ...row }) => row);

describe('POST /services/rest/query/v1/suiteql: paging', () => {
  it('pages with links, offset, count, hasMore and totalResults as NetSuite does', async () => {
    const [{ n }] = (await databaseRows<{ n: number }>('select count(*)::int as n from customer')) as [{ n: number }];
    const q = 'SELECT id, entityid FROM customer ORDER BY id';
    const pages = await allPages(q, 7);
    expect(pages).toHaveLength(Math.ceil(n / 7));
    const href = (offset: number) => `${SUITEQL_URL}?limit=7&offset=${offset}`;
    const lastOffset = (pages.length - 1) * 7;
    pages.forEach((page, index) => {
      const offset = index * 7;
      const isLast = index === pages.length - 1;
      expect(page).toMatchObject({ offset, totalResults: n, hasMore: !isLast, count: isLast ? n - offset : 7 });
      expect(page.items).toHaveLength(page.count);
      expect(page.links).toEqual([
        ...(offset > 0
          ? [
              { rel: 'previous', href: href(offset - 7) },
              { rel: 'first', href: href(0) },
            ]
          : []),
        ...(isLast
          ? []
          : [
              { rel: 'next', href: href(offset + 7) },
              { rel: 'last', href: href(lastOffset) },
            ]),
        { rel: 'self', href: href(offset) },
      ]);
    });
    const ids = pages.flatMap((page) => page.items.map((item) => Number(item.id)));
    const expected = await databaseRows<{ id: number }>('select id from customer order by id');
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('answers with a collection content type and empty links on every item', async () => {
    const response = await sandbox.suiteql('SELECT id FROM currency', { limit: 2 });
    expect(response.status).toBe(200);
    expect(response.contentType).toContain('application/vnd.oracle.resource+json');
    for (const item of (response.body as SuiteqlPageBody).items) expect(item.links).toEqual([]);
  });

  it('defaults to 1000 rows a page', async () => {
    const page = await sandbox.page('SELECT uniquekey FROM transactionline');
    expect(page.totalResults).toBeGreaterThan(1000);
    expect(page).toMatchObject({ count: 1000, offset: 0, hasMore: true });
  });

  it('gives the same rows page by page as in one page, whatever the page size (property)', async () => {
    const queries = [
      "SELECT t.id, t.tranid, BUILTIN.DF(t.entity) AS who FROM transaction t WHERE t.type = 'CustInvc'",
      'SELECT tl.transaction, tl.id, i.itemid FROM transactionline tl JOIN item i ON i.id = tl.item ORDER BY tl.transaction DESC, tl.id',
      'SELECT entity, COUNT(*) AS n FROM transaction WHERE entity IS NOT NULL GROUP BY entity ORDER BY n DESC, entity',
      'SELECT id, entityid FROM customer UNION ALL SELECT id, entityid FROM vendor',
    ];
    const whole = await Promise.all(queries.map(async (q) => withoutLinks(await sandbox.page(q))));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: queries.length - 1 }),
        fc.integer({ min: 10, max: 150 }),
        async (which, limit) => {
          const pages = await allPages(queries[which] as string, limit);
          expect(pages.flatMap(withoutLinks)).toEqual(whole[which]);
          expect(new Set(pages.map((page) => page.totalResults))).toEqual(new Set([whole[which]?.length]));
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('POST /services/rest/query/v1/suiteql: the schema', () => {
  it.each(TABLE_NAMES)('queries %s with every column and the same row count as the database', async (table) => {
    const page = await sandbox.page(`SELECT * FROM ${table}`, { limit: 5 });
    const [{ n }] = (await databaseRows<{ n: number }>(`select count(*)::int as n from "${table}"`)) as [{ n: number }];
    expect(page.totalResults).toBe(n);
    expect(n).toBeGreaterThan(0);
    for (const item of page.items) {
      const { links: _links, ...row } = item;
      for (const key of Object.keys(row)) expect(tableColumns(table)).toContain(key);
    }
  });

  it('writes values as NetSuite does: strings, M/D/YYYY dates, NULL columns left out', async () => {
    const [raw] = await databaseRows<{ id: number; tranid: string; trandate: string; foreigntotal: string }>(
      `select id, tranid, to_char(trandate, 'YYYY-MM-DD') as trandate, foreigntotal::text as foreigntotal
       from transaction where memo is null and foreigntotal is not null order by id limit 1`,
    );
    if (raw === undefined) throw new Error('no transaction without a memo');
    const [row] = await sandbox.rows(
      `SELECT id, tranid, trandate, foreigntotal, memo FROM transaction WHERE id = ${raw.id}`,
    );
    const [year, month, day] = raw.trandate.split('-').map(Number);
    expect(row).toEqual({
      id: String(raw.id),
      tranid: raw.tranid,
      trandate: `${month}/${day}/${year}`,
      foreigntotal: raw.foreigntotal.replace(/\.?0+$/, ''),
    });
  });
});

describe('POST /services/rest/query/v1/suiteql: BUILTIN.DF', () => {
  it('shows the status, type and entity as NetSuite displays them', async () => {
    const rows = await sandbox.rows(
      `SELECT t.id, t.type, t.status, BUILTIN.DF(t.status) AS status_name, BUILTIN.DF(t.type) AS type_name,
              BUILTIN.DF(t.entity) AS entity_name, c.entityid
       FROM transaction t JOIN customer c ON c.id = t.entity
       WHERE t.type IN ('SalesOrd', 'CustInvc') ORDER BY t.id FETCH FIRST 40 ROWS ONLY`,
    );
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      const type = row.type as TransactionType;
      expect(row.status_name).toBe(statusDisplayName(type, row.status as string));
      expect(row.type_name).toBe(type === 'SalesOrd' ? 'Sales Order' : 'Invoice');
      expect(row.entity_name).toBe(row.entityid);
    }
  });

  it('names the transaction an invoice was created from', async () => {
    const [row] = await sandbox.rows(
      `SELECT BUILTIN.DF(t.createdfrom) AS source, s.tranid FROM transaction t JOIN transaction s ON s.id = t.createdfrom
       WHERE t.type = 'CustInvc' FETCH FIRST 1 ROWS ONLY`,
    );
    expect(row?.source).toBe(`Sales Order #${row?.tranid}`);
  });
});

describe('POST /services/rest/query/v1/suiteql: ROWNUM and FETCH FIRST', () => {
  it('limits rows with ROWNUM and FETCH FIRST', async () => {
    expect(await sandbox.rows('SELECT id FROM transaction WHERE ROWNUM <= 5')).toHaveLength(5);
    expect(await sandbox.rows('SELECT id FROM transaction WHERE ROWNUM < 5')).toHaveLength(4);
    expect(await sandbox.rows('SELECT id FROM transaction FETCH FIRST 3 ROWS ONLY')).toHaveLength(3);
    expect(await sandbox.rows('SELECT COUNT(*) AS n FROM transaction WHERE ROWNUM <= 10')).toEqual([{ n: '10' }]);
  });

  it('cuts by ROWNUM before ORDER BY, where FETCH FIRST cuts after it', async () => {
    const arrival = await sandbox.rows('SELECT id FROM transaction WHERE ROWNUM <= 5');
    const rownum = await sandbox.rows('SELECT id FROM transaction WHERE ROWNUM <= 5 ORDER BY id DESC');
    const fetch = await sandbox.rows('SELECT id FROM transaction ORDER BY id DESC FETCH FIRST 5 ROWS ONLY');
    expect(rownum.map((row) => row.id)).toEqual(arrival.map((row) => row.id).reverse());
    const [{ top }] = (await databaseRows<{ top: number }>('select max(id) as top from transaction')) as [
      { top: number },
    ];
    expect(fetch[0]?.id).toBe(String(top));
    expect(rownum).not.toEqual(fetch);
  });

  it('pages with OFFSET ... ROWS FETCH NEXT ... ROWS ONLY', async () => {
    const rows = await sandbox.rows('SELECT id FROM customer ORDER BY id OFFSET 2 ROWS FETCH NEXT 3 ROWS ONLY');
    const expected = await databaseRows<{ id: number }>('select id from customer order by id offset 2 limit 3');
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => String(row.id)));
  });
});

describe('POST /services/rest/query/v1/suiteql: refusals and errors', () => {
  it.each([
    ['DELETE FROM customer', 'read-only'],
    ["UPDATE customer SET email = 'x@example.com'", 'read-only'],
    ["INSERT INTO term (id, name, daysuntilnetdue, isinactive) VALUES (99, 'x', 1, 'F')", 'read-only'],
    ['DROP TABLE customer', 'read-only'],
    ['ALTER TABLE customer ADD COLUMN x integer', 'read-only'],
    ['SELECT id FROM customer; DELETE FROM customer', 'exactly one query'],
    ['SELECT id FROM customer LIMIT 5', 'LIMIT is not SuiteQL'],
    ['SELECT id FROM foo', "Record 'foo' was not found."],
    ['SELECT bar FROM customer', "Field 'bar' for record 'customer' was not found."],
    ['SELECT relname FROM pg_catalog.pg_class', 'system catalogs'],
    ['SELECT * FROM sandbox_company', "Record 'sandbox_company' was not found."],
  ])('refuses %s in the error envelope', async (q, reason) => {
    const response = await sandbox.suiteql(q);
    expect(response.status).toBe(400);
    expect(response.contentType).toContain('application/vnd.oracle.resource+json; type=error');
    const body = errorBody(response);
    expect(body).toMatchObject({ title: 'Bad Request', status: 400, type: expect.stringContaining('rfc9110') });
    expect(body['o:errorDetails']).toHaveLength(1);
    expect(body['o:errorDetails'][0]).toMatchObject({ 'o:errorCode': 'INVALID_PARAMETER', 'o:errorQueryParam': 'q' });
    expect(body['o:errorDetails'][0]?.detail).toContain(SEARCH_ERROR);
    expect(body['o:errorDetails'][0]?.detail).toContain(reason);
  });

  it('leaves the data untouched by a refused write', async () => {
    const before = await sandbox.rows('SELECT COUNT(*) AS n FROM customer');
    await sandbox.suiteql('DELETE FROM customer');
    expect(await sandbox.rows('SELECT COUNT(*) AS n FROM customer')).toEqual(before);
  });

  it('requires Prefer: transient', async () => {
    const missing = await sandbox.suiteql('SELECT id FROM customer', { headers: {} });
    expect(missing.status).toBe(400);
    expect(errorBody(missing)['o:errorDetails'][0]).toMatchObject({
      'o:errorCode': 'INVALID_HEADER',
      'o:errorHeader': 'Prefer',
    });
    const combined = await sandbox.suiteql('SELECT id FROM currency', {
      headers: { Prefer: 'respond-async, transient' },
    });
    expect(combined.status).toBe(200);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ offset: -5 }, 'offset'],
    [{ limit: 10, offset: 15 }, 'offset'],
    [{ limit: 10, offset: 100000 }, 'offset'],
  ])('refuses paging %j', async (paging, parameter) => {
    const response = await sandbox.suiteql('SELECT id FROM customer', paging);
    expect(response.status).toBe(400);
    expect(errorBody(response)['o:errorDetails'][0]).toMatchObject({
      'o:errorCode': 'INVALID_PARAMETER',
      'o:errorQueryParam': parameter,
    });
  });

  it.each([[{}], [{ q: '' }], [{ q: 42 }], ['SELECT id FROM customer'], [undefined]])(
    'refuses the body %j',
    async (body) => {
      const response = await sandbox.request('POST', '/services/rest/query/v1/suiteql', {
        body,
        headers: { Prefer: 'transient' },
      });
      expect(response.status).toBe(400);
      const { 'o:errorDetails': details } = (await response.json()) as { 'o:errorDetails': Record<string, string>[] };
      expect(details[0]).toMatchObject({ 'o:errorCode': 'INVALID_PARAMETER', 'o:errorPath': 'q' });
    },
  );

  it('reads a query whose JSON string holds raw line breaks, as NetSuite does', async () => {
    const url = '/services/rest/query/v1/suiteql';
    const authorization = tbaAuthorizationHeader({
      method: 'POST',
      url: `${TEST_SANDBOX_ORIGIN}${url}`,
      accountId: sandbox.account.accountId,
      consumerKey: sandbox.account.consumerKey,
      consumerSecret: sandbox.account.consumerSecret,
      tokenId: sandbox.account.demoTokenId,
      tokenSecret: sandbox.account.demoTokenSecret,
    });
    const response = await sandbox.app.request(`${TEST_SANDBOX_ORIGIN}${url}`, {
      method: 'POST',
      headers: { Authorization: authorization, Prefer: 'transient', 'Content-Type': 'application/json' },
      body: '{"q": "SELECT id\n  FROM currency -- every currency\n  ORDER BY id"}',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as SuiteqlPageBody).count).toBeGreaterThan(0);
  });
});

describe('POST /services/rest/query/v1/suiteql: the engine', () => {
  /** A sandbox app over `engine`, and a signed SuiteQL request to it. */
  function appOver(engine: SandboxEngine) {
    const app = createSandboxApp({
      engine,
      account: sandbox.account,
      nonces: new MemoryNonceStore(),
      logger: pino({ level: 'silent' }),
      statementTimeoutMs: 1234,
    });
    return (q: string) =>
      app.request(SUITEQL_URL, {
        method: 'POST',
        headers: {
          Authorization: tbaAuthorizationHeader({
            method: 'POST',
            url: SUITEQL_URL,
            accountId: sandbox.account.accountId,
            consumerKey: sandbox.account.consumerKey,
            consumerSecret: sandbox.account.consumerSecret,
            tokenId: sandbox.account.demoTokenId,
            tokenSecret: sandbox.account.demoTokenSecret,
          }),
          Prefer: 'transient',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ q }),
      });
  }

  it('runs every query read-only under the statement timeout', async () => {
    const seen: (SandboxQueryOptions | undefined)[] = [];
    const spy: SandboxEngine = {
      ...sandbox.engine,
      query: (sql, params, options) => {
        seen.push(options);
        return sandbox.engine.query(sql, params, options);
      },
    };
    const response = await appOver(spy)('SELECT id FROM currency');
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ readOnly: true, timeoutMs: 1234 }]);
  });

  it("answers a query stopped by the timeout with NetSuite's search timeout", async () => {
    const slow: SandboxEngine = {
      ...sandbox.engine,
      query: () => Promise.reject(new SandboxTimeoutError(1234)),
    };
    const response = await appOver(slow)('SELECT id FROM transactionline');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { 'o:errorDetails': { detail: string; 'o:errorCode': string }[] };
    expect(body['o:errorDetails'][0]?.['o:errorCode']).toBe('SSS_SEARCH_TIMEOUT');
    expect(body['o:errorDetails'][0]?.detail).toContain('1234 ms');
  });
});
