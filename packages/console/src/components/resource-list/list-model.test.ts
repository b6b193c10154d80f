import { describe, expect, it } from 'vitest';
import { ALL, type ListView, sliceRecords } from './list-model.ts';
import { FRUITS, fruitConfig } from './test-fixtures.ts';

const view = (change: Partial<ListView> = {}): ListView => ({
  search: '',
  filters: {},
  tab: undefined,
  sort: undefined,
  page: 1,
  ...change,
});
const names = (records: readonly { name: string }[]) => records.map((record) => record.name);

describe('sliceRecords', () => {
  it('searches case-insensitively for a substring of the configured fields', () => {
    expect(names(sliceRecords(FRUITS, fruitConfig(), view({ search: 'AN' })).matching)).toEqual(['Banana']);
    expect(names(sliceRecords(FRUITS, fruitConfig(), view({ search: '  CHER ' })).matching)).toEqual(['cherry']);
  });

  it('filters exactly, `all` meaning no filter, and combines search and filters with AND', () => {
    expect(names(sliceRecords(FRUITS, fruitConfig(), view({ filters: { colour: 'red' } })).matching)).toEqual([
      'Apple',
      'cherry',
    ]);
    expect(sliceRecords(FRUITS, fruitConfig(), view({ filters: { colour: ALL } })).matching).toHaveLength(4);
    const both = sliceRecords(FRUITS, fruitConfig(), view({ search: 'e', filters: { colour: 'green' } }));
    expect(names(both.matching)).toEqual(['Lime']);
  });

  it('sorts either way, nulls last both ways, names in natural order regardless of case', () => {
    const up = sliceRecords(FRUITS, fruitConfig(), view({ sort: { column: 'price', direction: 'asc' } }));
    expect(names(up.matching)).toEqual(['Banana', 'Lime', 'Apple', 'cherry']);
    const down = sliceRecords(FRUITS, fruitConfig(), view({ sort: { column: 'price', direction: 'desc' } }));
    expect(names(down.matching)).toEqual(['Apple', 'Lime', 'Banana', 'cherry']);
    const byName = sliceRecords(FRUITS, fruitConfig(), view({ sort: { column: 'name', direction: 'desc' } }));
    expect(names(byName.matching)).toEqual(['Lime', 'cherry', 'Banana', 'Apple']);
  });

  it('keeps a tab’s records, the first tab by default, and counts them', () => {
    const config = fruitConfig({
      tabs: [
        { id: 'active', label: 'ACTIVE', keep: (fruit) => fruit.status === 'active' },
        { id: 'all', label: 'ALL' },
      ],
    });
    expect(sliceRecords(FRUITS, config, view()).inTab).toHaveLength(3);
    expect(sliceRecords(FRUITS, config, view({ tab: 'all' })).inTab).toHaveLength(4);
  });

  it('pages, and shows the last page for a page past the end', () => {
    const config = fruitConfig({ pageSize: 3 });
    const second = sliceRecords(FRUITS, config, view({ page: 2, sort: { column: 'name', direction: 'asc' } }));
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(names(second.rows)).toEqual(['Lime']);
    expect(sliceRecords(FRUITS, config, view({ page: 9 })).page).toBe(2);
  });
});
