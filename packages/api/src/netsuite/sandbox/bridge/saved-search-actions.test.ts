import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SavedSearchDefinitionInput,
  SearchFilterInput,
  SearchRecordType,
  SearchResult,
} from '../../bridge/index.ts';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { bridgeError, bridgeResult } from './call-bridge.testing.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 300 });
});
afterAll(() => sandbox?.close());

async function sqlCount(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await sandbox.engine.query<{ n: number }>(`select count(*)::integer as n from (${sql}) q`, params);
  return rows[0]?.n ?? -1;
}

let titles = 0;
/** Creates a search under a fresh title and returns its internal id. */
async function create(definition: Omit<SavedSearchDefinitionInput, 'title'> & { title?: string }): Promise<string> {
  titles += 1;
  const { searchId } = await bridgeResult(sandbox, 'savedSearch.create', {
    definition: { title: `Test search ${titles}`, ...definition },
  });
  return searchId;
}

/** Every page of a search, concatenated. */
async function runAll(searchId: string, pageSize: number): Promise<{ results: SearchResult[]; pages: number }> {
  const first = await bridgeResult(sandbox, 'savedSearch.run', { searchId, pageSize, pageIndex: 0 });
  const results = [...first.results];
  for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex += 1) {
    const page = await bridgeResult(sandbox, 'savedSearch.run', { searchId, pageSize, pageIndex });
    expect(page.totalResults).toBe(first.totalResults);
    results.push(...page.results);
  }
  expect(results).toHaveLength(first.totalResults);
  return { results, pages: first.pageCount };
}

const MAIN_LINE: SearchFilterInput = { field: 'mainline', operator: 'is', values: ['T'] };

describe('creating and listing saved searches', () => {
  it('creates a search, lists it and runs it by internal id and by script id', async () => {
    const created = await bridgeResult(sandbox, 'savedSearch.create', {
      definition: {
        title: 'Open invoices',
        recordType: 'transaction',
        filters: [{ field: 'type', operator: 'anyof', values: ['CustInvc'] }, MAIN_LINE],
        columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'amount', sort: 'desc' }],
      },
    });
    expect(created).toEqual({ searchId: expect.stringMatching(/^\d+$/), scriptId: 'customsearch_open_invoices' });

    const { items } = await bridgeResult(sandbox, 'savedSearch.list', {});
    expect(items).toContainEqual({
      searchId: created.searchId,
      scriptId: 'customsearch_open_invoices',
      title: 'Open invoices',
      recordType: 'transaction',
      owner: expect.any(String),
      dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isPublic: false,
    });

    const byId = await bridgeResult(sandbox, 'savedSearch.run', { searchId: created.searchId });
    const byScriptId = await bridgeResult(sandbox, 'savedSearch.run', { searchId: 'customsearch_open_invoices' });
    expect(byScriptId).toEqual(byId);
    expect(byId.totalResults).toBe(await sqlCount(`select 1 from "transaction" where type = 'CustInvc'`));
    expect(byId.columns).toEqual([
      { key: 'tranid', name: 'tranid', label: 'Document Number' },
      { key: 'entity', name: 'entity', label: 'Name' },
      { key: 'amount', name: 'amount', label: 'Amount' },
    ]);
    const [first] = byId.results;
    expect(first?.values.tranid).toMatch(/^INV\d+$/);
    expect(first?.texts?.entity).toEqual(expect.any(String));
    const amounts = byId.results.map((result) => Number(result.values.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts.every((amount) => amount > 0)).toBe(true);
  });

  it('makes a free script id from the title when it is taken, and refuses a taken title or id', async () => {
    const definition = { recordType: 'customer' as const, columns: [{ name: 'entityid' }] };
    await create({ ...definition, id: 'customsearch_big_customers' });
    const { scriptId } = await bridgeResult(sandbox, 'savedSearch.create', {
      definition: { ...definition, title: 'Big customers!' },
    });
    expect(scriptId).toBe('customsearch_big_customers_2');

    const title = await bridgeError(sandbox, 'savedSearch.create', {
      definition: { ...definition, title: 'BIG CUSTOMERS!' },
    });
    expect(title.code).toBe('NAME_ALREADY_IN_USE');
    const id = await bridgeError(sandbox, 'savedSearch.create', {
      definition: { ...definition, title: 'Another', id: 'customsearch_big_customers' },
    });
    expect(id.code).toBe('SSS_DUPLICATE_SEARCH_SCRIPT_ID');
  });

  it('deletes a search, after which it neither runs nor lists', async () => {
    const searchId = await create({ recordType: 'vendor', columns: [{ name: 'companyname' }] });
    expect(await bridgeResult(sandbox, 'savedSearch.delete', { searchId })).toEqual({ deleted: true });
    const { items } = await bridgeResult(sandbox, 'savedSearch.list', {});
    expect(items.map((item) => item.searchId)).not.toContain(searchId);
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId })).code).toBe('INVALID_SEARCH');
    expect((await bridgeError(sandbox, 'savedSearch.delete', { searchId })).code).toBe('INVALID_SEARCH');
  });
});

describe('running a saved search', () => {
  it('pages through every result exactly once, in the sort order', async () => {
    const searchId = await create({
      recordType: 'transaction',
      filters: [MAIN_LINE],
      columns: [{ name: 'trandate', sort: 'desc' }, { name: 'tranid' }, { name: 'type' }],
    });
    const { results, pages } = await runAll(searchId, 37);
    expect(pages).toBeGreaterThan(3);
    const { rows } = await sandbox.engine.query<{ id: number }>(
      `select id from "transaction" order by trandate desc, id`,
    );
    expect(results.map((result) => result.id)).toEqual(rows.map((row) => String(row.id)));
    expect(results[0]?.values.trandate).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(results.find((result) => result.values.type === 'CustInvc')?.texts?.type).toBe('Invoice');
  });

  it('refuses a page past the last and answers an empty search with no pages', async () => {
    const searchId = await create({
      recordType: 'customer',
      filters: [{ field: 'companyname', operator: 'is', values: ['No such company'] }],
      columns: [{ name: 'companyname' }],
    });
    const empty = await bridgeResult(sandbox, 'savedSearch.run', { searchId });
    expect(empty).toMatchObject({ results: [], pageIndex: 0, pageCount: 0, totalResults: 0 });
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId, pageIndex: 1 })).code).toBe('INVALID_PAGE_RANGE');

    const all = await create({ recordType: 'customer', columns: [{ name: 'companyname' }] });
    const { pageCount } = await bridgeResult(sandbox, 'savedSearch.run', { searchId: all, pageSize: 5 });
    const past = await bridgeError(sandbox, 'savedSearch.run', { searchId: all, pageSize: 5, pageIndex: pageCount });
    expect(past.code).toBe('INVALID_PAGE_RANGE');
  });

  it.each<{ name: string; recordType: SearchRecordType; filters: SearchFilterInput[]; sql: string }>([
    {
      name: 'status anyof, in the CustInvc:A form',
      recordType: 'transaction',
      filters: [{ field: 'status', operator: 'anyof', values: ['CustInvc:A', 'VendBill:A'] }, MAIN_LINE],
      sql: `select 1 from "transaction" where (type = 'CustInvc' and status = 'A') or (type = 'VendBill' and status = 'A')`,
    },
    {
      name: 'type noneof',
      recordType: 'transaction',
      filters: [{ field: 'type', operator: 'noneof', values: ['Journal', 'SalesOrd'] }, MAIN_LINE],
      sql: `select 1 from "transaction" where type not in ('Journal', 'SalesOrd')`,
    },
    {
      name: 'trandate within two dates, with an amount above a threshold',
      recordType: 'transaction',
      filters: [
        { field: 'trandate', operator: 'within', values: ['2026-01-01', '2026-06-30'] },
        { field: 'amount', operator: 'greaterthan', values: [1000] },
        MAIN_LINE,
      ],
      sql: `select 1 from "transaction" t join transactionline tl on tl."transaction" = t.id and tl.mainline = 'T'
            where t.trandate between '2026-01-01' and '2026-06-30' and abs(tl.netamount) > 1000`,
    },
    {
      name: 'trandate onorafter and duedate before',
      recordType: 'transaction',
      filters: [
        { field: 'trandate', operator: 'onorafter', values: ['2026-03-01'] },
        { field: 'duedate', operator: 'before', values: ['2026-10-01'] },
        MAIN_LINE,
      ],
      sql: `select 1 from "transaction" where trandate >= '2026-03-01' and duedate < '2026-10-01'`,
    },
    {
      name: 'item lines of one item, line level',
      recordType: 'transaction',
      filters: [
        { field: 'item', operator: 'anyof', values: ['3'] },
        { field: 'mainline', operator: 'is', values: ['F'] },
      ],
      sql: `select 1 from transactionline where item = 3 and mainline = 'F'`,
    },
    {
      name: 'companyname contains, case-insensitively',
      recordType: 'customer',
      filters: [{ field: 'companyname', operator: 'contains', values: ['AND'] }],
      sql: `select 1 from customer where companyname ilike '%and%'`,
    },
    {
      name: 'email doesnotcontain and isinactive',
      recordType: 'customer',
      filters: [
        { field: 'email', operator: 'doesnotcontain', values: ['.com'] },
        { field: 'isinactive', operator: 'is', values: [false] },
      ],
      sql: `select 1 from customer where (email is null or email not like '%.com%') and isinactive = 'F'`,
    },
    {
      name: 'vendor entityid startswith',
      recordType: 'vendor',
      filters: [{ field: 'entityid', operator: 'startswith', values: ['B'] }],
      sql: `select 1 from vendor where entityid ilike 'b%'`,
    },
    {
      name: 'item base price between',
      recordType: 'item',
      filters: [{ field: 'baseprice', operator: 'between', values: ['20', '100.5'] }],
      sql: `select 1 from item where baseprice between 20 and 100.5`,
    },
    {
      name: 'employee supervisor empty',
      recordType: 'employee',
      filters: [{ field: 'supervisor', operator: 'anyof', values: ['@NONE@'] }],
      sql: `select 1 from employee where supervisor is null`,
    },
  ])('filters with $name', async ({ recordType, filters, sql }) => {
    const expected = await sqlCount(sql);
    expect(expected).toBeGreaterThan(0);
    const searchId = await create({ recordType, filters, columns: [{ name: 'internalid' }] });
    const run = await bridgeResult(sandbox, 'savedSearch.run', { searchId, pageSize: 1000 });
    expect(run.totalResults).toBe(expected);
  });

  it('counts and sums by group, as the SQL does', async () => {
    const byType = await create({
      recordType: 'transaction',
      filters: [MAIN_LINE],
      columns: [
        { name: 'type', summary: 'group' },
        { name: 'internalid', summary: 'count', label: 'Documents' },
      ],
    });
    const counted = await bridgeResult(sandbox, 'savedSearch.run', { searchId: byType, pageSize: 1000 });
    expect(counted.columns).toEqual([
      { key: 'group(type)', name: 'type', label: 'Type', summary: 'group' },
      { key: 'count(internalid)', name: 'internalid', label: 'Documents', summary: 'count' },
    ]);
    const { rows: types } = await sandbox.engine.query<{ type: string; n: number }>(
      `select type, count(*)::integer as n from "transaction" group by type order by type`,
    );
    expect(counted.results.map((result) => result.id)).toEqual(types.map(() => undefined));
    expect(
      counted.results.map((result) => [result.values['group(type)'], Number(result.values['count(internalid)'])]),
    ).toEqual(types.map((row) => [row.type, row.n]));

    const byCustomer = await create({
      recordType: 'transaction',
      filters: [{ field: 'type', operator: 'anyof', values: ['CustInvc'] }, MAIN_LINE],
      columns: [
        { name: 'entity', summary: 'group' },
        { name: 'amount', summary: 'sum', sort: 'desc' },
        { name: 'internalid', summary: 'count' },
      ],
    });
    const summed = await runAll(byCustomer, 10);
    const { rows: totals } = await sandbox.engine.query<{ entity: number; total: string; name: string }>(
      `select t.entity, sum(tl.netamount)::text as total, c.entityid as name
       from "transaction" t join transactionline tl on tl."transaction" = t.id and tl.mainline = 'T'
       join customer c on c.id = t.entity
       where t.type = 'CustInvc' group by t.entity, c.entityid order by sum(tl.netamount) desc, t.entity`,
    );
    expect(
      summed.results.map((result) => [
        result.values['group(entity)'],
        result.values['sum(amount)'],
        result.texts?.['group(entity)'],
      ]),
    ).toEqual(totals.map((row) => [String(row.entity), row.total, row.name]));
  });

  it('answers a summary over no rows with no results', async () => {
    const searchId = await create({
      recordType: 'item',
      filters: [{ field: 'itemid', operator: 'is', values: ['NO-SUCH-ITEM'] }],
      columns: [{ name: 'baseprice', summary: 'sum' }],
    });
    expect(await bridgeResult(sandbox, 'savedSearch.run', { searchId })).toMatchObject({
      totalResults: 0,
      results: [],
    });
  });

  it('takes filter values as data, never as SQL', async () => {
    const searchId = await create({
      recordType: 'customer',
      filters: [{ field: 'companyname', operator: 'contains', values: [`x'); drop table customer; --`] }],
      columns: [{ name: 'companyname' }],
    });
    expect((await bridgeResult(sandbox, 'savedSearch.run', { searchId })).totalResults).toBe(0);
    expect(await sqlCount('select 1 from customer')).toBeGreaterThan(0);
  });
});

describe('refusing a bad definition', () => {
  const columns = [{ name: 'tranid' }];
  it.each([
    {
      name: 'an unknown filter field',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'nosuchfield', operator: 'is', values: ['x'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'an inherited property as a field',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'constructor', operator: 'is', values: ['x'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'an unknown column',
      definition: { recordType: 'customer', columns: [{ name: 'favouritecolour' }] },
      code: 'SSS_INVALID_SRCH_COL',
    },
    {
      name: 'an operator NetSuite does not have',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'tranid', operator: 'like', values: ['x'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_OPERATOR',
    },
    {
      name: 'an operator the field type does not take',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'amount', operator: 'contains', values: ['1'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_OPERATOR',
    },
    {
      name: 'a date that is not one',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'trandate', operator: 'on', values: ['2026-02-30'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'a number that is not one',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'amount', operator: 'equalto', values: ['lots'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'between with one value',
      definition: {
        recordType: 'item',
        filters: [{ field: 'cost', operator: 'between', values: [1] }],
        columns: [{ name: 'itemid' }],
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'a list filter with a name for an id',
      definition: {
        recordType: 'transaction',
        filters: [{ field: 'entity', operator: 'anyof', values: ['Acme'] }],
        columns,
      },
      code: 'SSS_INVALID_SRCH_FILTER',
    },
    {
      name: 'a sum of text',
      definition: { recordType: 'customer', columns: [{ name: 'companyname', summary: 'sum' }] },
      code: 'SSS_INVALID_SRCH_COLUMN_SUM',
    },
    {
      name: 'a summary type NetSuite does not have',
      definition: { recordType: 'customer', columns: [{ name: 'balance', summary: 'median' }] },
      code: 'SSS_INVALID_SRCH_COLUMN_SUM',
    },
    {
      name: 'summary and plain columns mixed',
      definition: { recordType: 'customer', columns: [{ name: 'balance', summary: 'sum' }, { name: 'entityid' }] },
      code: 'SSS_INVALID_SRCH_COLUMN_SUM',
    },
    {
      name: 'no columns',
      definition: { recordType: 'customer', columns: [] },
      code: 'SSS_INVALID_SRCH_COL',
    },
    {
      name: 'an unknown record type',
      definition: { recordType: 'opportunity', columns },
      code: 'SSS_INVALID_TYPE_ARG',
    },
  ])('refuses $name with $code', async ({ definition, code }) => {
    titles += 1;
    const error = await bridgeError(sandbox, 'savedSearch.create', {
      // Deliberately off the contract's types: the bridge must refuse what a caller gets wrong.
      definition: { title: `Refused ${titles}`, ...definition } as unknown as SavedSearchDefinitionInput,
    });
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
  });

  it('refuses a missing title as a missing argument, and saves nothing', async () => {
    const before = (await bridgeResult(sandbox, 'savedSearch.list', {})).items.length;
    const error = await bridgeError(sandbox, 'savedSearch.create', {
      definition: { recordType: 'customer', columns: [{ name: 'entityid' }] } as unknown as SavedSearchDefinitionInput,
    });
    expect(error).toEqual({
      code: 'SSS_MISSING_REQD_ARGUMENT',
      message: 'savedSearch.create: Missing a required argument: definition.title',
    });
    expect((await bridgeResult(sandbox, 'savedSearch.list', {})).items).toHaveLength(before);
  });

  it('refuses a page size outside N/search limits and an unknown search', async () => {
    const searchId = await create({ recordType: 'customer', columns: [{ name: 'entityid' }] });
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId, pageSize: 2 })).code).toBe(
      'SSS_INVALID_TYPE_ARG',
    );
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId, pageSize: 1001 })).code).toBe(
      'SSS_INVALID_TYPE_ARG',
    );
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId: 'customsearch_nothing' })).code).toBe(
      'INVALID_SEARCH',
    );
    expect((await bridgeError(sandbox, 'savedSearch.run', { searchId: '99999999999999' })).code).toBe('INVALID_SEARCH');
  });
});
