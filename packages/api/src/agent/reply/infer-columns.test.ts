import { describe, expect, it } from 'vitest';
import { inferColumns } from './infer-columns.ts';

describe('inferColumns', () => {
  it('reads ids, document numbers, dates and months from their keys and values', () => {
    const columns = inferColumns(
      [
        { id: '7', tranid: 'SO1514', trandate: '2026-11-23', month: '2026-11', memo: 'rush' },
        { id: '8', tranid: 'SO1515', trandate: null, month: '2026-12', memo: null },
      ],
      'USD',
    );
    expect(columns.map((column) => [column.key, column.type])).toEqual([
      ['id', 'id'],
      ['tranid', 'document'],
      ['trandate', 'date'],
      ['month', 'month'],
      ['memo', 'text'],
    ]);
  });

  it('takes numbers for counts, and for money only where the key says so', () => {
    const columns = inferColumns([{ quantity: 3, amount: 12.5, total_usd: 40, currency: 'GBP' }], 'USD');
    expect(columns).toEqual([
      { key: 'quantity', type: 'number' },
      { key: 'amount', type: 'money', currency: 'row' },
      { key: 'total_usd', type: 'money' },
      { key: 'currency', type: 'text' },
    ]);
  });

  it('claims no currency it cannot see, and no number SuiteQL returned as text', () => {
    expect(inferColumns([{ amount: 12.5, currency: 'US Dollar' }], 'USD')[0]).toEqual({
      key: 'amount',
      type: 'money',
      currency: 'unknown',
    });
    expect(inferColumns([{ foreigntotal: '209.63', trandate: '11/26/2024' }], 'USD')).toEqual([
      { key: 'foreigntotal', type: 'text' },
      { key: 'trandate', type: 'text' },
    ]);
  });
});
