import { describe, expect, it } from 'vitest';
import { columnLabel } from './column-labels.ts';

describe('columnLabel', () => {
  it.each([
    ['id', 'Internal ID'],
    ['amount_due', 'Amount due'],
    ['tranid', 'Document number'],
    ['days_1_30', '1-30 days past due'],
    ['TRANDATE', 'Date'],
  ])('calls %s %j', (key, label) => {
    expect(columnLabel(key, 'USD')).toBe(label);
  });

  it('names the base currency of a converted amount', () => {
    expect(columnLabel('total_usd', 'USD')).toBe('Total (USD)');
    expect(columnLabel('amount_base', 'EUR')).toBe('Amount (EUR)');
    expect(columnLabel('amount_due_base', undefined)).toBe('Amount due (base currency)');
  });

  it('does not take a key ending in three letters for a currency it is not', () => {
    expect(columnLabel('total_usd', 'GBP')).toBe('Total usd');
    expect(columnLabel('ship_via', 'USD')).toBe('Ship via');
  });

  it('spells out keys it does not know, snake or camel case', () => {
    expect(columnLabel('companyName', undefined)).toBe('Company name');
    expect(columnLabel('sales_rep_id', undefined)).toBe('Sales rep ID');
    expect(columnLabel('createdDate', undefined)).toBe('Created date');
  });
});
