import { describe, expect, it } from 'vitest';
import { withoutShorthand } from './shorthand.ts';

describe('withoutShorthand', () => {
  it.each([
    ['wat did Upton - Toy buy last year?', 'what did Upton - Toy buy last year?'],
    ['sales this yr vs last yr', 'sales this year vs last year'],
    ['waht do we owe Runte Energy', 'what do we owe Runte Energy'],
    ['lastest 5 sales orders', 'latest 5 sales orders'],
    ['invoices with amt due over 500', 'invoices with amount due over 500'],
  ])('"%s" is read as "%s"', (typed, read) => {
    expect(withoutShorthand(typed)).toBe(read);
  });

  it.each(['customers in MO', 'show PO1001', 'customers in Monmouth'])('keeps "%s" as typed', (typed) => {
    expect(withoutShorthand(typed)).toBe(typed);
  });
});
