import { describe, expect, it } from 'vitest';
import { toTableView } from './to-table-view.ts';

const rows = [
  { id: '2980', number: 'INV1492', amount: 3812.84, memo: 'rush' },
  { id: null, number: 'Total', amount: 3812.84, memo: null },
];

describe('toTableView', () => {
  it('shows the keys of the first record upper-cased when the reply has no layout (000 section 4)', () => {
    const table = toTableView(rows, 2);
    expect(table.columns).toEqual(['id', 'number', 'amount', 'memo']);
    expect(table.headings).toEqual(['ID', 'NUMBER', 'AMOUNT', 'MEMO']);
    expect(table.columnDetails.every((column) => column.kind === 'text' && column.label === column.key)).toBe(true);
    expect(table.count).toBe(2);
  });

  it('puts the layout’s columns first, in its order, with their labels as headings', () => {
    const table = toTableView(rows, undefined, {
      columns: [
        { key: 'number', label: 'Document number', kind: 'document' },
        { key: 'amount', label: 'Amount', kind: 'currency', currency: 'USD' },
        { key: 'id', label: 'Internal ID', kind: 'id' },
      ],
    });
    expect(table.columns).toEqual(['number', 'amount', 'id', 'memo']);
    expect(table.headings).toEqual(['DOCUMENT NUMBER', 'AMOUNT', 'INTERNAL ID', 'MEMO']);
    expect(table.columnDetails[1]).toEqual({ key: 'amount', label: 'Amount', kind: 'currency', currency: 'USD' });
  });

  it('keeps the totals rows that exist and drops positions that do not', () => {
    expect(toTableView(rows, 2, { columns: [], totalRows: [1, 2, -1, 0.5] }).totalRows).toEqual([1]);
    expect(toTableView(rows, 2, { columns: [], totalRows: [7] }).totalRows).toBeUndefined();
  });
});
