import { describe, expect, it } from 'vitest';
import { formatPreviewField } from './format-preview-field.ts';
import { formatTableCell } from './format-table-cell.ts';

const en = { locale: 'en-US' } as const;

describe('formatTableCell', () => {
  const row = { number: 'INV1492', amount: 3812.84, currency: 'GBP', amount_base: 4842.31 };

  it('shows an amount in the currency its row names', () => {
    const column = { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'currency' } as const;
    expect(formatTableCell(row, column, en)).toBe('£3,812.84');
  });

  it('shows an amount in the currency its column names', () => {
    const column = { key: 'amount_base', label: 'Amount (USD)', kind: 'currency', currency: 'USD' } as const;
    expect(formatTableCell(row, column, en)).toBe('$4,842.31');
  });

  it('shows an amount without a symbol when the row names no currency', () => {
    const column = { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'missing' } as const;
    expect(formatTableCell(row, column, en)).toBe('3,812.84');
  });
});

describe('formatPreviewField', () => {
  it('shows a field by its kind, or as it is when it has none', () => {
    expect(
      formatPreviewField({ name: 'total', label: 'Total', value: 186.3, kind: 'currency', currency: 'GBP' }, en),
    ).toBe('£186.30');
    expect(formatPreviewField({ name: 'entity', label: 'Customer', value: 'Considine LLC' }, en)).toBe('Considine LLC');
  });
});
