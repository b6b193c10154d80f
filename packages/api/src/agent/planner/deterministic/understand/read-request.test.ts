import { describe, expect, it } from 'vitest';
import { read } from './reading.testing.ts';

/**
 * Every content word is read by something, or left over where the planner sees it: a word no
 * reader places is never silently dropped.
 */
describe('readRequest: words left over', () => {
  it.each([
    ['create a journal entry moving 500 from rent to utilities', ['moving']],
    ['invoices with a discount', ['discount']],
    ['customers by loyalty', ['loyalty']],
    ['bills flagged for review', ['flagged', 'review']],
  ])('%s leaves its unknown words over', (prompt, words) => {
    const left = read(prompt).leftovers.join(' ');
    for (const word of words) expect(left).toContain(word);
  });

  it.each([
    'list open invoices over 1,000 from last month',
    'vendor bills over 2k this year',
    'bills due this month',
    'items priced over 300',
    'customers with a credit limit over 100k',
    'how many items do we have',
  ])('"%s" is read whole', (prompt) => {
    expect(read(prompt).leftovers).toEqual([]);
  });
});

describe('readRequest: field choice', () => {
  it('reads a due date apart from the transaction date', () => {
    expect(read('invoices due next week').date?.field).toBe('due');
    expect(read('invoices dated last week').date?.field).toBe('date');
    expect(read('customers created this year').date?.field).toBe('created');
  });

  it('reads the money an amount is of', () => {
    expect(read('invoices with a balance over 500').money).toMatchObject([{ measure: 'balance', comparator: 'gt' }]);
    expect(read('invoices over 500').money).toMatchObject([{ measure: 'amount', comparator: 'gt' }]);
  });

  it('reads "greater than" as a comparison', () => {
    expect(read('invoices greater than 2000').money).toMatchObject([{ comparator: 'gt', value: 2000 }]);
    expect(read('sales orders no more than 200').money).toMatchObject([{ comparator: 'lte', value: 200 }]);
  });
});
