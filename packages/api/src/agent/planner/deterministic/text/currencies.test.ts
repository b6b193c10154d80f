import { describe, expect, it } from 'vitest';
import { findCurrency } from './currencies.ts';

describe('findCurrency', () => {
  it.each([
    ['which ones are in euros', 'EUR', 'are in euros'],
    ['which of those are in pounds', 'GBP', 'are in pounds'],
    ['cad invoices', 'CAD', 'cad'],
    ['bills billed in gbp', 'GBP', 'billed in gbp'],
    ['invoices over 500 €', 'EUR', '€'],
    ['open orders in canadian dollars', 'CAD', 'in canadian dollars'],
  ])('"%s" names %s', (text, code, words) => {
    const found = findCurrency(text);
    expect(found?.code).toBe(code);
    expect(found && text.slice(found.start, found.end).trim()).toBe(words);
  });

  it.each(['invoices over 500 dollars', 'customers in the us', 'invoices in euros or pounds', 'open invoices'])(
    '"%s" names no one currency',
    (text) => {
      expect(findCurrency(text)).toBeUndefined();
    },
  );
});
