import { describe, expect, it } from 'vitest';
import type { QueryColumn } from '../netsuite/query-column.ts';
import { presentTable } from './table-layout.ts';

const invoiceColumns: QueryColumn[] = [
  { key: 'id', type: 'id' },
  { key: 'number', type: 'document', label: 'Document number' },
  { key: 'amount', type: 'money', currency: 'row' },
  { key: 'amount_base', type: 'money', baseOf: 'amount' },
  { key: 'currency', type: 'text' },
];

describe('presentTable', () => {
  it('labels each column and says what its values are', () => {
    const rows = [{ id: '2980', number: 'INV1492', amount: 3812.84, amount_base: 4842.31, currency: 'GBP' }];
    const { layout } = presentTable(rows, invoiceColumns, 'USD');
    expect(layout.columns).toEqual([
      { key: 'id', label: 'Internal ID', kind: 'id' },
      { key: 'number', label: 'Document number', kind: 'document' },
      { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'currency' },
      { key: 'amount_base', label: 'Amount (USD)', kind: 'currency', currency: 'USD' },
      { key: 'currency', label: 'Currency', kind: 'text' },
    ]);
  });

  it('keeps the base-currency figures only when the rows are not all in the base currency', () => {
    const usd = [{ id: '1', number: 'INV1', amount: 10, amount_base: 10, currency: 'USD' }];
    const plain = presentTable(usd, invoiceColumns, 'USD');
    expect(plain.layout.columns.map((column) => column.key)).toEqual(['id', 'number', 'amount', 'currency']);
    expect(plain.rows).toEqual([{ id: '1', number: 'INV1', amount: 10, currency: 'USD' }]);
    const mixed = presentTable(
      [...usd, { ...usd[0], amount: 8, amount_base: 10.16, currency: 'GBP' }],
      invoiceColumns,
      'USD',
    );
    expect(mixed.layout.columns.map((column) => column.key)).toContain('amount_base');
    expect(mixed.rows[1]).toMatchObject({ amount_base: 10.16 });
  });

  it('reads the columns from the rows when the query did not describe them', () => {
    const { layout } = presentTable(
      [{ tranId: 'SO1521', total: 3009.13, createdDate: '2026-11-25' }],
      undefined,
      'USD',
    );
    expect(layout.columns).toEqual([
      { key: 'tranId', label: 'Document number', kind: 'document' },
      { key: 'total', label: 'Total', kind: 'currency' },
      { key: 'createdDate', label: 'Created date', kind: 'date' },
    ]);
  });

  it('leaves out a column no row has, and marks the totals rows', () => {
    const { layout } = presentTable(
      [
        { section: 'Income', amount: 100 },
        { section: 'Net Income', amount: 100 },
      ],
      [
        { key: 'section', type: 'text' },
        { key: 'amount', type: 'money' },
        { key: 'accttype', type: 'text' },
      ],
      'EUR',
      [1],
    );
    expect(layout).toEqual({
      columns: [
        { key: 'section', label: 'Section', kind: 'text' },
        { key: 'amount', label: 'Amount', kind: 'currency', currency: 'EUR' },
      ],
      totalRows: [1],
    });
  });

  it('gives base amounts no currency when the base currency is not known', () => {
    const { layout } = presentTable([{ total_usd: 5 }], [{ key: 'total_usd', type: 'money' }], undefined);
    expect(layout.columns[0]).toEqual({ key: 'total_usd', label: 'Total usd', kind: 'currency' });
  });
});
