import { SEARCH_FIELDS } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SavedSearchDefinition, SEARCH_RECORD_TYPES, type SearchFilter } from '../../bridge/index.ts';
import { openTestSandbox, TEST_TODAY, type TestSandbox } from '../testing/test-sandbox.ts';
import { compileSearch, countStatement, pageStatement } from './compile-search.ts';
import { SEARCH_RECORDS, type SearchFieldKind, searchField } from './search-fields.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
});
afterAll(() => sandbox?.close());

/** A filter every field of the kind takes, so each field's filter SQL runs once. */
const SAMPLE_FILTERS: Record<SearchFieldKind, Omit<SearchFilter, 'field'>> = {
  text: { operator: 'isnotempty', values: [] },
  number: { operator: 'greaterthanorequalto', values: [0] },
  currency: { operator: 'greaterthanorequalto', values: ['0'] },
  date: { operator: 'onorafter', values: ['2020-01-01'] },
  checkbox: { operator: 'is', values: ['F'] },
  select: { operator: 'noneof', values: ['@NONE@'] },
  list: { operator: 'noneof', values: ['NoSuchCode'] },
};

async function runs(definition: SavedSearchDefinition): Promise<number> {
  const search = compileSearch(definition, TEST_TODAY);
  const options = { readOnly: true, timeoutMs: 5000 };
  const count = countStatement(search);
  const { rows } = await sandbox.engine.query<{ total: number }>(count.sql, count.params, options);
  const page = pageStatement(search, 5, 0);
  await sandbox.engine.query(page.sql, page.params, options);
  return rows[0]?.total ?? -1;
}

describe.each(SEARCH_RECORD_TYPES)('the %s search fields', (recordType) => {
  const record = SEARCH_RECORDS[recordType];
  const fields = Object.entries(record.fields);

  it('name only joins the record type declares', () => {
    for (const [, field] of fields) {
      for (const join of field.joins ?? []) expect(Object.keys(record.joins)).toContain(join);
    }
    expect(searchField(record, 'toString')).toBeUndefined();
  });

  it.each(fields.map(([name]) => name))('%s runs as a column, a filter, a group and a count', async (name) => {
    const field = searchField(record, name);
    if (field === undefined) throw new Error(`no field ${name}`);
    const base = { title: name, recordType, public: false } as const;
    const filter = { field: name, ...SAMPLE_FILTERS[field.kind] };
    expect(await runs({ ...base, filters: [filter], columns: [{ name, sort: 'desc' }] })).toBeGreaterThan(0);
    await runs({
      ...base,
      filters: [],
      columns: [
        { name, summary: 'group' },
        { name, summary: 'count' },
      ],
    });
  });
});

describe("core's search field table", () => {
  it("is the sandbox's, field for field, so the NEW.SEARCH form offers what a search here can filter on", () => {
    for (const type of SEARCH_RECORD_TYPES) {
      const here = Object.entries(SEARCH_RECORDS[type].fields).map(([id, field]) => ({
        id,
        label: field.label,
        kind: field.kind,
      }));
      expect(SEARCH_FIELDS[type]).toEqual(here);
    }
  });
});
