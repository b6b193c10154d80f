import { describe, expect, it } from 'vitest';
import { comparatorAfter, comparatorBefore } from './comparisons.ts';

describe('comparatorBefore', () => {
  it.each([
    ['greater than', 'gt'],
    ['more than', 'gt'],
    ['over', 'gt'],
    ['above', 'gt'],
    ['exceeding', 'gt'],
    ['in excess of', 'gt'],
    ['upwards of', 'gt'],
    ['less than', 'lt'],
    ['fewer than', 'lt'],
    ['under', 'lt'],
    ['below', 'lt'],
    ['at least', 'gte'],
    ['no less than', 'gte'],
    ['no fewer than', 'gte'],
    ['not under', 'gte'],
    ['a minimum of', 'gte'],
    ['greater than or equal to', 'gte'],
    ['at most', 'lte'],
    ['no more than', 'lte'],
    ['not more than', 'lte'],
    ['not over', 'lte'],
    ['up to', 'lte'],
    ['less than or equal to', 'lte'],
    ['at or below', 'lte'],
    // "then" after a comparative is the slip for "than".
    ['less then', 'lt'],
    ['more then', 'gt'],
    ['no more then', 'lte'],
    ['fewer then', 'lt'],
  ])('"%s" is %s', (words, comparator) => {
    expect(comparatorBefore(`items with ${words}`)?.comparator).toBe(comparator);
  });

  it('reads the longest phrase: "no more than" is never "more than"', () => {
    expect(comparatorBefore('orders with no more than')).toEqual({ comparator: 'lte', length: 'no more than'.length });
  });

  it('finds nothing where no comparison ends the words', () => {
    expect(comparatorBefore('invoices for')).toBeUndefined();
    expect(comparatorBefore('more than enough of')).toBeUndefined();
  });
});

describe('comparatorAfter', () => {
  it.each([
    [' or more', 'gte'],
    ['+ days', 'gte'],
    [' and above', 'gte'],
    [' or fewer', 'lte'],
    [' or less', 'lte'],
    [' and under', 'lte'],
  ])('"%s" after the number is %s', (words, comparator) => {
    expect(comparatorAfter(words)?.comparator).toBe(comparator);
  });
});
